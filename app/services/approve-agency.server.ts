import { eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { enqueueEmail } from "~/mail/outbox.server";
import { listingApprovedEmail } from "~/mail/templates/listing-approved";
import { mailLocale } from "~/mail/templates/mail-locale";
import { adminAgencyColumns, type AdminAgency } from "./admin-rows.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * Approves an agency or takes it back to pending. It shows in (or leaves) the public directory at
 * once: the directory reads `approved`, and the triggers on agencies update its counts in the same
 * statement. Approving also settles a pending re-check of an edited listing.
 *
 * A listing that goes from pending to approved is told so by e-mail, in the same transaction
 * (the answer its confirmation promised): live, where, and how to sign in, in the listing's
 * language. The row is locked while it is read, so two approvals at once mail once; re-approving
 * an approved listing (settling a re-check) mails nothing.
 */
export async function setAgencyApproval(
  db: Db,
  id: number,
  approved: boolean,
  config: SiteConfig,
): Promise<AdminAgency | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approved: agencies.approved })
      .from(agencies)
      .where(eq(agencies.id, id))
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(agencies)
      .set({ approved, updatedAt: new Date(), ...(approved ? { needsReview: false } : {}) })
      .where(eq(agencies.id, id))
      .returning(adminAgencyColumns);
    if (row && approved && !before.approved) {
      const site = { name: config.siteName, url: config.siteUrl };
      await enqueueEmail(tx, {
        to: row.email,
        replyTo: config.supportEmail,
        ...listingApprovedEmail(row, site, mailLocale(row.locale)),
        about: { agencyId: row.id },
      });
    }
    return row;
  });
}
