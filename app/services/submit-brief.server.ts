import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs } from "~/db/schema";
import type { BriefInput } from "~/domain/brief";
import type { Locale } from "~/domain/i18n";
import { briefConfirmationLimits } from "~/domain/rate-limits";
import { enqueueEmail } from "~/mail/outbox.server";
import { briefConfirmationEmail } from "~/mail/templates/brief-confirmation";
import { briefNotificationEmail } from "~/mail/templates/brief-notification";
import { consumeRecipientLimits } from "./rate-limit.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * Stores a client's brief and, in the same transaction, queues the confirmation to the client and
 * the notification to the operator: all or none. No agency hears of it yet: its lead alerts wait
 * until the operator qualifies it (services/qualify-brief, docs/product.md, P13). The
 * confirmation goes to an address the visitor typed, so it is skipped (the brief still stored)
 * once that inbox has had its share (briefConfirmationLimits): `confirmed` says which. `locale` is
 * the language of the page it was sent from: kept with the brief, it is the language of every
 * mail to the client about it (the operator's notification stays English). The agency the client
 * asked a proposal from (`requestedAgency`, a slug) is kept only when it is an approved agency now;
 * any other value is ignored.
 */
export async function submitBrief(
  db: Db,
  input: BriefInput,
  config: SiteConfig,
  locale: Locale,
): Promise<{ id: number; confirmed: boolean }> {
  const site = { name: config.siteName, url: config.siteUrl };
  return db.transaction(async (tx) => {
    const requested = input.requestedAgency
      ? await findRequestableAgency(tx, input.requestedAgency)
      : undefined;
    const [row] = await tx
      .insert(briefs)
      .values({
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        projectType: input.projectType,
        budget: input.budget,
        timeline: input.timeline,
        description: input.description,
        emirate: input.emirate ?? null,
        industry: input.industry ?? null,
        preferredLanguage: input.preferredLanguage ?? null,
        requestedAgencyId: requested?.id ?? null,
        locale,
      })
      .returning({ id: briefs.id, createdAt: briefs.createdAt });
    const recipient = await consumeRecipientLimits(tx, briefConfirmationLimits, input.email);
    if (recipient.allowed) {
      await enqueueEmail(tx, {
        to: input.email,
        replyTo: config.supportEmail,
        ...briefConfirmationEmail(
          { ...input, id: row!.id, receivedAt: row!.createdAt },
          site,
          locale,
        ),
        about: { briefId: row!.id },
      });
    }
    await enqueueEmail(tx, {
      to: config.supportEmail,
      replyTo: input.email,
      ...briefNotificationEmail(
        { ...input, id: row!.id, requestedAgencyName: requested?.agencyName ?? null },
        site,
      ),
      about: { briefId: row!.id },
    });
    return { id: row!.id, confirmed: recipient.allowed };
  });
}

/** An agency a client can ask a proposal from: an approved one, by its slug. */
export type RequestableAgency = {
  id: number;
  slug: string;
  agencyName: string;
  agencyNameAr: string | null;
};

/**
 * The approved agency of `slug` ("Get a proposal from {agency}" links to /submit?agency={slug}),
 * or undefined: an unknown, pending or malformed slug names nobody.
 */
export async function findRequestableAgency(
  db: DbOrTx,
  slug: string,
): Promise<RequestableAgency | undefined> {
  const [row] = await db
    .select({
      id: agencies.id,
      slug: agencies.slug,
      agencyName: agencies.agencyName,
      agencyNameAr: agencies.agencyNameAr,
    })
    .from(agencies)
    .where(and(eq(agencies.slug, slug), eq(agencies.approved, true)))
    .limit(1);
  return row;
}
