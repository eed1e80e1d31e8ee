import { Download } from "lucide-react";
import { Link } from "react-router";
import { format } from "~/domain/i18n";
import { budgets, projectTypes, timelines } from "~/domain/value-sets";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import { QualifiedBadge } from "./qualified-badge";
import { buttonClasses } from "../ui/button-link";
import {
  cell,
  EmptyTable,
  HeadCell,
  SortHeader,
  TableFrame,
  TablePages,
  TableToolbar,
  type TableView,
} from "./admin-table";

export type BriefRow = {
  id: number;
  createdAt: Date;
  companyName: string;
  contactName: string;
  projectType: string;
  budget: string;
  timeline: string;
  matchCount: number;
  qualifiedAt: Date | null;
  /** The agency the client asked a proposal from, if any: the row is marked. */
  requestedAgencyId: number | null;
};

/** The 'Client Briefs' tab: each brief opens its page at /admin/briefs/{id}. */
export function BriefTable({ view, rows }: { view: TableView<"briefs">; rows: BriefRow[] }) {
  const adminConsoleMessages = useMessages().adminConsole;
  const formatters = useFormatters();
  const columns = adminConsoleMessages.briefs.columns;
  return (
    <div className="flex flex-col gap-4">
      <TableToolbar view={view} placeholder={adminConsoleMessages.briefs.searchPlaceholder}>
        {/* A download, not a page: the browser must fetch it itself. */}
        <a href="/admin/briefs.csv" download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {adminConsoleMessages.briefs.exportCsv}
        </a>
      </TableToolbar>
      {rows.length === 0 ? (
        <EmptyTable title={adminConsoleMessages.briefs.empty} searched={Boolean(view.query.q)} />
      ) : (
        <TableFrame caption={adminConsoleMessages.briefs.caption} minWidth="min-w-[58rem]">
          <thead>
            <tr>
              <SortHeader view={view} column="id">
                {columns.id}
              </SortHeader>
              <SortHeader view={view} column="created">
                {columns.created}
              </SortHeader>
              <SortHeader view={view} column="company">
                {columns.company}
              </SortHeader>
              <SortHeader view={view} column="contact">
                {columns.contact}
              </SortHeader>
              <HeadCell>{columns.projectType}</HeadCell>
              <HeadCell>{columns.budget}</HeadCell>
              <HeadCell>{columns.timeline}</HeadCell>
              <HeadCell>{columns.status}</HeadCell>
              <HeadCell className="text-end">{columns.matches}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {rows.map((brief) => (
              <tr key={brief.id} className="hover:bg-slate-50/60">
                <td className={`${cell} text-slate-500 tabular-nums`}>{brief.id}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={new Date(brief.createdAt).toISOString()}>
                    {formatters.date(brief.createdAt)}
                  </time>
                </td>
                <th scope="row" className={`${cell} max-w-44 text-start font-normal sm:max-w-64`}>
                  <Link
                    to={`/admin/briefs/${brief.id}`}
                    aria-label={format(adminConsoleMessages.briefs.open, {
                      id: brief.id,
                      company: brief.companyName,
                    })}
                    dir="auto"
                    className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {brief.companyName}
                  </Link>
                  {brief.requestedAgencyId !== null && (
                    <span className="chip ms-2 whitespace-nowrap">
                      {adminConsoleMessages.briefs.requested}
                    </span>
                  )}
                </th>
                <td className={cell} dir="auto">
                  {brief.contactName}
                </td>
                <td className={cell}>{projectTypes.label(brief.projectType)}</td>
                <td className={`${cell} whitespace-nowrap`}>{budgets.label(brief.budget)}</td>
                <td className={`${cell} whitespace-nowrap`}>{timelines.label(brief.timeline)}</td>
                <td className={cell}>
                  <QualifiedBadge qualified={brief.qualifiedAt !== null} />
                </td>
                <td className={`${cell} text-end tabular-nums`}>{brief.matchCount}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <TablePages view={view} />
    </div>
  );
}
