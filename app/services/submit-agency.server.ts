import { eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, agencySlugAliases } from "~/db/schema";
import type { AgencyInput } from "~/domain/agency";
import { listingConfirmationLimits } from "~/domain/rate-limits";
import { slugify, uniqueSlug } from "~/domain/slug";
import { enqueueEmail } from "~/mail/outbox.server";
import { agencyConfirmationEmail } from "~/mail/templates/agency-confirmation";
import { agencyNotificationEmail } from "~/mail/templates/agency-notification";
import { consumeRecipientLimits } from "./rate-limit.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type SubmitAgencyResult =
  /** `confirmed`: false when the confirmation was skipped (the inbox had its share). */
  | { status: "created"; id: number; slug: string; confirmed: boolean }
  /** The address already has a listing (compared without case). */
  | { status: "duplicate-email" };

/** A concurrent insert may take the slug we picked; after this many tries the error stands. */
const SLUG_ATTEMPTS = 3;

/**
 * Stores an agency's listing (pending approval) under the first free slug of its name and, in the
 * same transaction, queues the confirmation to the agency and the notification to the operator.
 * One listing per e-mail address: checked first, and the unique index settles a race.
 */
export async function submitAgency(
  db: Db,
  input: AgencyInput,
  config: SiteConfig,
): Promise<SubmitAgencyResult> {
  if (await emailHasListing(db, input.email)) return { status: "duplicate-email" };
  return writeListing(() => insertAgency(db, input, config));
}

/**
 * Writes a listing (a new one, or an agency's edit) and settles the races the unique indexes
 * catch: another listing took the e-mail address (duplicate-email), or a concurrent write took
 * the slug just picked (the write is tried again with a fresh pick, up to SLUG_ATTEMPTS times).
 */
export async function writeListing<T>(
  write: () => Promise<T>,
): Promise<T | { status: "duplicate-email" }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "agencies_email_lower_key") return { status: "duplicate-email" };
      if (constraint === "agencies_slug_key" && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function insertAgency(
  db: Db,
  input: AgencyInput,
  config: SiteConfig,
): Promise<SubmitAgencyResult> {
  const site = { name: config.siteName, url: config.siteUrl };
  return db.transaction(async (tx) => {
    const slug = await uniqueSlug(slugify(input.agencyName), (candidate) =>
      slugTaken(tx, candidate),
    );
    const [row] = await tx
      .insert(agencies)
      .values({ slug, ...listingValues(input) })
      .returning({ id: agencies.id });
    // An address the visitor typed: past its share the listing is stored, unconfirmed.
    const recipient = await consumeRecipientLimits(tx, listingConfirmationLimits, input.email);
    if (recipient.allowed) {
      await enqueueEmail(tx, {
        to: input.email,
        replyTo: config.supportEmail,
        ...agencyConfirmationEmail(input, site),
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

async function emailHasListing(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

/** The stored form of a listing's fields, as a new listing and an agency's edit write them. */
export function listingValues(input: AgencyInput) {
  return {
    agencyName: input.agencyName,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone ?? null,
    website: input.website ?? null,
    portfolio: input.portfolio ?? null,
    logoUrl: input.logoUrl ?? null,
    location: input.location ?? null,
    services: input.services,
    industries: input.industries,
    experience: input.experience,
    description: input.description,
  };
}

/** A slug is taken by a listing, or by an old name of one (old links must keep working). */
export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [listing] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.slug, slug))
    .limit(1);
  if (listing) return true;
  const [alias] = await db
    .select({ slug: agencySlugAliases.slug })
    .from(agencySlugAliases)
    .where(eq(agencySlugAliases.slug, slug))
    .limit(1);
  return Boolean(alias);
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, found on the error or its causes
 * (Drizzle wraps the driver's error), or undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    e = cause;
  }
  return undefined;
}
