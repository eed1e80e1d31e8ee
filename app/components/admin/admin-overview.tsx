import type { AdminOverviewData } from "~/services/admin-overview.server";

/** The overview band at the top of /admin. Being built. */
export function AdminOverview({ overview: _overview }: { overview: AdminOverviewData }) {
  return null;
}
