import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies } from "~/db/schema";
import type { AgencyInput } from "~/domain/agency";
import type { Locale } from "~/domain/i18n";
import { listingConfirmationLimits } from "~/domain/rate-limits";
import { slugify, uniqueSlug } from "~/domain/slug";
import { enqueueEmail } from "~/mail/outbox.server";
import { agencyConfirmationEmail } from "~/mail/templates/agency-confirmation";
import { agencyNotificationEmail } from "~/mail/templates/agency-notification";
import { agencyIdOfEmail, listingValues, slugTaken, writeListing } from "./agency-record.server";
import { consumeRecipientLimits } from "./rate-limit.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type SubmitAgencyResult =
  /** `confirmed`: false when the confirmation was skipped (the inbox had its share). */
  | { status: "created"; id: number; slug: string; confirmed: boolean }
  /** The address already has a listing (compared without case). */
  | { status: "duplicate-email" };

/**
 * Stores an agency's listing (pending approval) under the first free slug of its name and, in the
 * same transaction, queues the confirmation to the agency and the notification to the operator.
 * One listing per e-mail address: checked first, and the unique index settles a race. `locale` is
 * the language of the page it was sent from: kept with the listing, it is the language of every
 * mail to the agency (the operator's notification stays English).
 */
export async function submitAgency(
  db: Db,
  input: AgencyInput,
  config: SiteConfig,
  locale: Locale,
): Promise<SubmitAgencyResult> {
  if ((await agencyIdOfEmail(db, input.email)) !== undefined) return { status: "duplicate-email" };
  return writeListing(() => insertAgency(db, input, config, locale));
}

async function insertAgency(
  db: Db,
  input: AgencyInput,
  config: SiteConfig,
  locale: Locale,
): Promise<SubmitAgencyResult> {
  const site = { name: config.siteName, url: config.siteUrl };
  return db.transaction(async (tx) => {
    const slug = await uniqueSlug(slugify(input.agencyName), (candidate) =>
      slugTaken(tx, candidate),
    );
    const [row] = await tx
      .insert(agencies)
      .values({ slug, ...listingValues(input), locale })
      .returning({ id: agencies.id, createdAt: agencies.createdAt });
    // An address the visitor typed: past its share the listing is stored, unconfirmed.
    const recipient = await consumeRecipientLimits(tx, listingConfirmationLimits, input.email);
    if (recipient.allowed) {
      await enqueueEmail(tx, {
        to: input.email,
        replyTo: config.supportEmail,
        ...agencyConfirmationEmail(
          { ...input, id: row!.id, receivedAt: row!.createdAt },
          site,
          locale,
        ),
        about: { agencyId: row!.id },
      });
    }
    await enqueueEmail(tx, {
      to: config.supportEmail,
      replyTo: input.email,
      ...agencyNotificationEmail(input, site),
      about: { agencyId: row!.id },
    });
    return { status: "created", id: row!.id, slug, confirmed: recipient.allowed };
  });
}
