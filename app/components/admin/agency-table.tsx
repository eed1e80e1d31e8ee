import { Crown, PencilLine } from "lucide-react";
import { Link } from "react-router";
import { experienceLabel } from "~/domain/agency-display";
import { format } from "~/domain/i18n";
import { services as serviceSet } from "~/domain/value-sets";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import {
  cell,
  EmptyTable,
  pinnedEnd,
  pinnedEndCell,
  HeadCell,
  SortHeader,
  TableFrame,
  TablePages,
  TableToolbar,
  type TableView,
} from "./admin-table";
import { ApprovalSwitch } from "./approval-switch";
import { DeleteControl } from "./delete-control";

export type AgencyRow = {
  id: number;
  slug: string;
  agencyName: string;
  /** Shown under the name when the agency gave one (an operator reads both). */
  agencyNameAr: string | null;
  contactName: string;
  email: string;
  location: string | null;
  services: string[];
  experience: string;
  approved: boolean;
  isPro: boolean;
  needsReview: boolean;
  createdAt: Date;
  /** Matches answered in 180 days (percent) and the median hours to the answer (decision 020). */
  responseRate: number | null;
  medianAnswerHours: number | null;
};

/** The 'Agency Submissions' tab: every listing, pending and approved, with its approval switch. */
export function AgencyTable({ view, rows }: { view: TableView<"agencies">; rows: AgencyRow[] }) {
  const adminConsoleMessages = useMessages().adminConsole;
  const formatters = useFormatters();
  const columns = adminConsoleMessages.agencies.columns;
  return (
    <div className="flex flex-col gap-4">
      <TableToolbar view={view} placeholder={adminConsoleMessages.agencies.searchPlaceholder} />
      {rows.length === 0 ? (
        <EmptyTable title={adminConsoleMessages.agencies.empty} searched={Boolean(view.query.q)} />
      ) : (
        <TableFrame caption={adminConsoleMessages.agencies.caption} minWidth="min-w-[68rem]">
          <thead>
            <tr>
              <SortHeader view={view} column="name">
                {columns.name}
              </SortHeader>
              <HeadCell>{columns.contact}</HeadCell>
              <SortHeader view={view} column="location">
                {columns.location}
              </SortHeader>
              <HeadCell>{columns.services}</HeadCell>
              <HeadCell>{columns.experience}</HeadCell>
              <HeadCell>{columns.answers}</HeadCell>
              <SortHeader view={view} column="created">
                {columns.created}
              </SortHeader>
              <SortHeader view={view} column="status" className={pinnedEnd}>
                {columns.status}
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {rows.map((agency) => (
              <tr key={agency.id} className="hover:bg-slate-50/60">
                <th scope="row" className={`${cell} max-w-44 text-start font-normal sm:max-w-64`}>
                  <Link
                    to={`/agencies/${encodeURIComponent(agency.slug)}`}
                    dir="auto"
                    className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {agency.agencyName}
                  </Link>
                  {agency.agencyNameAr && (
                    <div dir="auto" lang="ar" className="break-words text-slate-600">
                      {agency.agencyNameAr}
                    </div>
                  )}
                  <div className="mt-1 flex flex-wrap gap-1">
                    {agency.isPro && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        <Crown aria-hidden="true" className="size-3" />
                        {adminConsoleMessages.agencies.pro}
                      </span>
                    )}
                    {agency.needsReview && (
                      <span
                        title={adminConsoleMessages.agencies.needsReviewHint}
                        className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-800 ring-1 ring-orange-300"
                      >
                        <PencilLine aria-hidden="true" className="size-3" />
                        {adminConsoleMessages.agencies.needsReview}
                      </span>
                    )}
                  </div>
                </th>
                <td className={cell}>
                  <div dir="auto" className="text-slate-900">
                    {agency.contactName}
                  </div>
                  <a
                    href={`mailto:${agency.email}`}
                    dir="ltr"
                    className="wrap-anywhere text-brand-700 underline-offset-2 hover:underline"
                  >
                    {agency.email}
                  </a>
                </td>
                <td className={cell}>
                  {agency.location || adminConsoleMessages.agencies.locationFallback}
                </td>
                <td className={`${cell} max-w-52 whitespace-normal`}>
                  {agency.services.map((s) => serviceSet.label(s)).join(", ")}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {experienceLabel(agency.experience)}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {agency.responseRate === null
                    ? "–"
                    : format(adminConsoleMessages.agencies.answers, {
                        rate: agency.responseRate,
                        hours:
                          agency.medianAnswerHours === null
                            ? "–"
                            : Math.round(agency.medianAnswerHours * 10) / 10,
                      })}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={new Date(agency.createdAt).toISOString()}>
                    {formatters.date(agency.createdAt)}
                  </time>
                </td>
                <td className={pinnedEndCell}>
                  {/* The delete sits under the switch: a column of its own would not fit at 1440 px. */}
                  <div className="flex flex-col items-start gap-2">
                    <ApprovalSwitch agency={agency} />
                    <DeleteControl
                      intent="delete-agency"
                      id={agency.id}
                      action="/admin"
                      label={format(adminConsoleMessages.delete.deleteLabel, {
                        name: agency.agencyName,
                      })}
                      question={format(adminConsoleMessages.delete.agencyQuestion, {
                        name: agency.agencyName,
                      })}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <TablePages view={view} />
    </div>
  );
}
