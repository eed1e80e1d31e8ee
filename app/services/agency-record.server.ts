import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { findOwnListing, type OwnListing } from "./agency-listing.server";

/**
 * An agency's own record as the agency API answers it (POST /api/upgrade-to-pro,
 * GET /api/agencies/email/{email}): the listing as its dashboard shows it, pending or approved,
 * with isPro; never the billing ids or the search vector. One column list (the dashboard's), so
 * the API and the page cannot drift apart.
 */
export type AgencyRecord = OwnListing;

/** The record by agency id, or by e-mail address (compared without case). */
export async function findAgencyRecord(
  db: DbOrTx,
  key: { id: number } | { email: string },
): Promise<AgencyRecord | undefined> {
  const id = "id" in key ? key.id : await agencyIdOfEmail(db, key.email);
  return id === undefined ? undefined : findOwnListing(db, id);
}

/** Uses the unique index on lower(email). */
async function agencyIdOfEmail(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}
