import { and, eq, ne, sql, type AnyColumn } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, agencySlugAliases } from "~/db/schema";
import type { AgencyInput } from "~/domain/agency";
import type { OwnListing } from "~/domain/views/agency-dashboard";
import { uniqueViolation } from "./db-errors.server";

/**
 * An agency's stored listing, as the use cases that read and write it share it: the columns its
 * owner sees, looking it up by id or e-mail address, and writing its fields (a new listing in
 * submit-agency, an agency's edit in agency-listing) with the races the unique indexes settle.
 */

/** What the dashboard shows of an agency's own listing, and what it edits. */
const ownListingColumns = {
  id: agencies.id,
  slug: agencies.slug,
  agencyName: agencies.agencyName,
  agencyNameAr: agencies.agencyNameAr,
  contactName: agencies.contactName,
  email: agencies.email,
  phone: agencies.phone,
  website: agencies.website,
  portfolio: agencies.portfolio,
  logoUrl: agencies.logoUrl,
  location: agencies.location,
  services: agencies.services,
  industries: agencies.industries,
  experience: agencies.experience,
  description: agencies.description,
  descriptionAr: agencies.descriptionAr,
  foundingYear: agencies.foundingYear,
  teamSize: agencies.teamSize,
  minBudgetAed: agencies.minBudgetAed,
  languages: agencies.languages,
  approved: agencies.approved,
  isPro: agencies.isPro,
  needsReview: agencies.needsReview,
  createdAt: agencies.createdAt,
  updatedAt: agencies.updatedAt,
} satisfies Record<keyof OwnListing, AnyColumn>;

/** The signed-in agency's own listing, approved or not, or undefined when it is gone. */
export async function findOwnListing(
  db: DbOrTx,
  agencyId: number,
): Promise<OwnListing | undefined> {
  const [row] = await db
    .select(ownListingColumns)
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** The listing, locked for the caller's transaction (an agency's edit). */
export async function lockOwnListing(
  tx: DbOrTx,
  agencyId: number,
): Promise<OwnListing | undefined> {
  const [row] = await tx
    .select(ownListingColumns)
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for("update");
  return row;
}

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

/**
 * The agency whose listing has this address, compared without case (the unique index on
 * lower(email)); `exceptAgencyId` leaves one listing out (its own address is not taken).
 */
export async function agencyIdOfEmail(
  db: DbOrTx,
  email: string,
  exceptAgencyId?: number,
): Promise<number | undefined> {
  const sameEmail = sql`lower(${agencies.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      exceptAgencyId === undefined ? sameEmail : and(sameEmail, ne(agencies.id, exceptAgencyId)),
    )
    .limit(1);
  return row?.id;
}

/** The stored form of a listing's fields, as a new listing and an agency's edit write them. */
export function listingValues(input: AgencyInput) {
  return {
    agencyName: input.agencyName,
    agencyNameAr: input.agencyNameAr ?? null,
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
    descriptionAr: input.descriptionAr ?? null,
    foundingYear: input.foundingYear ?? null,
    teamSize: input.teamSize ?? null,
    minBudgetAed: input.minBudgetAed ?? null,
    languages: input.languages,
  };
}

export type ListingValues = ReturnType<typeof listingValues>;

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

/** A concurrent insert may take the slug we picked; after this many tries the error stands. */
const SLUG_ATTEMPTS = 3;

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
