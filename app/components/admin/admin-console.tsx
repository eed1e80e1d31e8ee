import type { AdminOverviewData } from "~/domain/views/admin-overview";
import { useMessages } from "../i18n";
import { AdminOverview } from "./admin-overview";
import { AdminTabs } from "./admin-tabs";
import type { TableView } from "./admin-table";
import { AgencyTable, type AgencyRow } from "./agency-table";
import { BriefTable, type BriefRow } from "./brief-table";
import { MessageTable, type MessageRow } from "./message-table";
import { ReviewQueue, type ReviewRow } from "./review-queue";
import { ReviewTable } from "./review-table";

/** The table of the open tab, with its search, sort and page. */
export type AdminTableData =
  | { tab: "agencies"; view: TableView<"agencies">; rows: AgencyRow[] }
  | { tab: "briefs"; view: TableView<"briefs">; rows: BriefRow[] }
  | { tab: "messages"; view: TableView<"messages">; rows: MessageRow[] }
  | {
      tab: "reviews";
      view: TableView<"reviews">;
      rows: ReviewRow[];
      /** The moderation queue above the table: its first rows and how many wait in all. */
      waiting: { rows: ReviewRow[]; total: number };
    };

/** /admin when signed in: the overview and the four tabs (the console header says who is in). */
export function AdminConsole({
  overview,
  table,
}: {
  overview: AdminOverviewData;
  table: AdminTableData;
}) {
  const messages = useMessages();
  const adminConsoleMessages = messages.adminConsole;
  // The overview sets its own width and padding, so it sits between two columns of ours.
  const column = "mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6 lg:px-8";
  return (
    <>
      <header className={`${column} pt-8 sm:flex-row sm:items-center sm:justify-between`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {adminConsoleMessages.heading}
        </h1>
      </header>
      {/* Clips anything the overview positions off-screen (its screen-reader table) so it can
          never widen the page on a phone. */}
      <div className="relative overflow-x-clip">
        <AdminOverview overview={overview} />
      </div>
      <div className={`${column} pt-6 pb-12`}>
        <AdminTabs current={table.tab} />
        <div>
          {table.tab === "agencies" && <AgencyTable view={table.view} rows={table.rows} />}
          {table.tab === "briefs" && <BriefTable view={table.view} rows={table.rows} />}
          {table.tab === "messages" && <MessageTable view={table.view} rows={table.rows} />}
          {table.tab === "reviews" && (
            <div className="flex flex-col gap-10">
              <ReviewQueue rows={table.waiting.rows} total={table.waiting.total} />
              <ReviewTable view={table.view} rows={table.rows} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
