import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { adminAgencyColumns, type AdminAgency } from "./admin-rows.server";

/**
 * Approves an agency or takes it back to pending. It shows in (or leaves) the public directory at
 * once: the directory reads `approved`, and the triggers on agencies update its counts in the same
 * statement. Approving also settles a pending re-check of an edited listing.
 */
export async function setAgencyApproval(
  db: DbOrTx,
  id: number,
  approved: boolean,
): Promise<AdminAgency | undefined> {
  const [row] = await db
    .update(agencies)
    .set({ approved, updatedAt: new Date(), ...(approved ? { needsReview: false } : {}) })
    .where(eq(agencies.id, id))
    .returning(adminAgencyColumns);
  return row;
}
