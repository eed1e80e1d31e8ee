import { eq, like } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs, contactMessages, storedObjects } from "~/db/schema";

/**
 * Deleting a record with everything that refers to it (privacy requests; docs/product.md, P12):
 * the foreign keys cascade to matches, payments, sessions, sign-in links, old slugs and the
 * e-mails about it. The operator's console deletes through these; an agency with a live Pro
 * subscription goes through services/pro-plan's deleteAgencyWithBilling, which ends it at the
 * provider first.
 */

/**
 * Deletes an agency with its matches, payments, sessions, sign-in links, old slugs and images
 * (their rows by cascade; their files too when they are kept in the database, decision 016).
 */
export async function deleteAgency(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(agencies)
    .where(eq(agencies.id, id))
    .returning({ id: agencies.id, name: agencies.agencyName });
  if (row) await db.delete(storedObjects).where(like(storedObjects.key, `agencies/${id}/%`));
  return row;
}

/** Deletes a brief with its matches. */
export async function deleteBrief(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(briefs)
    .where(eq(briefs.id, id))
    .returning({ id: briefs.id, name: briefs.companyName });
  return row;
}

export async function deleteContactMessage(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, name: contactMessages.name });
  return row;
}
