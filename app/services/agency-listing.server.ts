import { and, eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, agencySlugAliases } from "~/db/schema";
import type { AgencyInput } from "~/domain/agency";
import { emailChangeLimits } from "~/domain/rate-limits";
import { slugify, uniqueSlug } from "~/domain/slug";
import type { OwnListing } from "~/domain/views/agency-dashboard";
import {
  agencyIdOfEmail,
  findOwnListing,
  listingValues,
  lockOwnListing,
  slugTaken,
  writeListing,
  type ListingValues,
} from "./agency-record.server";
import { requestEmailChange } from "./listing-email-change.server";
import { consumeRateLimits } from "./rate-limit.server";

export type UpdateOwnListingResult =
  /**
   * `changed` is false when the form sent what was already stored (nothing is flagged then);
   * `emailPending` is a new address that waits for its confirmation link.
   */
  | { status: "updated"; slug: string; changed: boolean; emailPending: string | null }
  /** Another listing has this address (compared without case). */
  | { status: "duplicate-email" }
  /** Too many new addresses asked for lately (each one is mailed a link): nothing stored. */
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "not-found" };

/**
 * An agency edits its own listing (docs/product.md, P12): the change is public at once and
 * the listing is flagged for the operator to re-check. A new name gets a new slug, and the old one
 * is kept as an alias so old links redirect. One listing per e-mail address: checked first, and the
 * unique index settles a race. A new e-mail address (the sign-in address) is the exception: it
 * takes effect only once a link mailed to it is used (services/listing-email-change).
 */
type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export async function updateOwnListing(
  db: Db,
  agencyId: number,
  input: AgencyInput,
  config: SiteConfig,
): Promise<UpdateOwnListingResult> {
  const stored = await findOwnListing(db, agencyId);
  if (stored && stored.email.toLowerCase() !== input.email.toLowerCase()) {
    const limit = await consumeRateLimits(db, [
      { rule: emailChangeLimits.agency, subject: String(agencyId) },
      { rule: emailChangeLimits.email, subject: input.email.toLowerCase() },
    ]);
    if (!limit.allowed)
      return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  return writeListing(() => db.transaction((tx) => applyUpdate(tx, agencyId, input, config)));
}

async function applyUpdate(
  tx: DbOrTx,
  agencyId: number,
  input: AgencyInput,
  config: SiteConfig,
): Promise<UpdateOwnListingResult> {
  const current = await lockOwnListing(tx, agencyId);
  if (!current) return { status: "not-found" };
  if ((await agencyIdOfEmail(tx, input.email, agencyId)) !== undefined) {
    return { status: "duplicate-email" };
  }

  const typed = listingValues(input);
  const newEmail = current.email.toLowerCase() !== typed.email.toLowerCase() ? typed.email : null;
  // Everything but a new address publishes now; the address waits for its inbox to confirm.
  const values = { ...typed, email: newEmail ? current.email : typed.email };
  if (newEmail)
    await requestEmailChange(tx, { id: agencyId, agencyName: values.agencyName }, newEmail, config);
  if (!differs(current, values)) {
    return { status: "updated", slug: current.slug, changed: false, emailPending: newEmail };
  }

  const slug = await slugFor(tx, current, input.agencyName);
  if (slug !== current.slug) {
    await tx
      .insert(agencySlugAliases)
      .values({ slug: current.slug, agencyId })
      .onConflictDoNothing();
    // Renamed back to an earlier name: that slug is the listing's own again, not an alias.
    await tx
      .delete(agencySlugAliases)
      .where(and(eq(agencySlugAliases.slug, slug), eq(agencySlugAliases.agencyId, agencyId)));
  }
  await tx
    .update(agencies)
    .set({ ...values, slug, needsReview: true, updatedAt: sql`now()` })
    .where(eq(agencies.id, agencyId));
  return { status: "updated", slug, changed: true, emailPending: newEmail };
}

/** Whether saving `next` would change anything; the order of chosen services is not a change. */
function differs(current: Pick<OwnListing, keyof ListingValues>, next: ListingValues): boolean {
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
  return (Object.keys(next) as (keyof ListingValues)[]).some((key) => {
    const [was, is] = [current[key], next[key]];
    return Array.isArray(was) && Array.isArray(is) ? !sameSet(was, is) : was !== is;
  });
}

/**
 * The slug after a rename. A name with the same base slug keeps its slug; otherwise the first
 * free one of the new name, where the listing's own current slug and old slugs count as free.
 */
async function slugFor(
  tx: DbOrTx,
  current: { id: number; slug: string; agencyName: string },
  agencyName: string,
): Promise<string> {
  const base = slugify(agencyName);
  if (base === slugify(current.agencyName)) return current.slug;
  const aliases = await tx
    .select({ slug: agencySlugAliases.slug })
    .from(agencySlugAliases)
    .where(eq(agencySlugAliases.agencyId, current.id));
  const own = new Set([current.slug, ...aliases.map((a) => a.slug)]);
  return uniqueSlug(base, (candidate) => !own.has(candidate) && slugTaken(tx, candidate));
}
