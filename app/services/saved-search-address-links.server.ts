import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { savedSearches } from "~/db/schema";
import type { Locale } from "~/domain/i18n";
import { savedSearchMailLimits } from "~/domain/rate-limits";
import { ADDRESS_LINK_DAYS } from "~/domain/saved-searches";
import { enqueueEmail } from "~/mail/outbox.server";
import { siteLink } from "~/mail/templates/mail-locale";
import { savedSearchAddressEmail } from "~/mail/templates/saved-search-confirmation";
import { consumeRecipientLimits } from "./rate-limit.server";
import { addressToken, readAddressToken } from "./saved-search-links.server";
import { DAY_MS, normalEmail, type SavedSearchConfig } from "./saved-search-rows.server";

/**
 * An address's link to its page of saved searches (docs/decisions/015-saved-searches.md): making
 * it, reading it, and mailing it to an address that asks.
 */

/** The link to an address's page of saved searches, in `locale`, and when it stops working. */
export function addressLink(config: SavedSearchConfig, email: string, locale: Locale, now: Date) {
  const expiresAt = new Date(now.getTime() + ADDRESS_LINK_DAYS * DAY_MS);
  const site = { name: config.siteName, url: config.siteUrl };
  const url = siteLink(site, locale, `/alerts/address/${addressToken(config, email, expiresAt)}`);
  return { url, expiresAt };
}

/** The address a link to its list of searches is for, or why it cannot be used. */
export function readAddressLink(
  config: SavedSearchConfig,
  token: string,
  now = new Date(),
): { status: "open"; email: string } | { status: "wrong" | "expired" } {
  const link = readAddressToken(config, token);
  if (!link) return { status: "wrong" };
  if (link.expiresAt <= now) return { status: "expired" };
  return { status: "open", email: link.email };
}

/**
 * Mails an address the link to its page of saved searches, if it has any. The caller answers
 * the same either way, so the form never tells which addresses have saved searches.
 */
export async function mailAddressLink(
  db: Db,
  config: SavedSearchConfig,
  input: { email: string; locale: Locale },
  now = new Date(),
): Promise<void> {
  const email = normalEmail(input.email);
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.email, email));
    if (held!.n === 0) return;
    // Over the budget the newest saved-search mail in the inbox carries this same link.
    const limit = await consumeRecipientLimits(tx, savedSearchMailLimits, email, now);
    if (!limit.allowed) return;
    const site = { name: config.siteName, url: config.siteUrl };
    const link = addressLink(config, email, input.locale, now);
    await enqueueEmail(tx, {
      to: email,
      about: {},
      secretUntil: link.expiresAt,
      ...savedSearchAddressEmail({ url: link.url }, site, input.locale),
    });
  });
}
