import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validAgencyInput } from "#tests/factories";
import { agencies, agencySlugAliases, emailOutbox } from "~/db/schema";
import { AgencyInput } from "~/domain/agency";
import { slugify } from "~/domain/slug";
import { updateOwnListing } from "./agency-listing.server";
import { findOwnListing } from "./agency-record.server";
import { findAgencyProfile, loadFacets } from "./directory.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
const update = (agencyId: number, input: AgencyInput) =>
  updateOwnListing(t.db, agencyId, input, config);

/** A stored listing and the form input that would save it unchanged. */
async function listing(overrides: Record<string, unknown> = {}) {
  const input = AgencyInput.parse(validAgencyInput(overrides));
  const row = await makeAgency(t.db, {
    ...input,
    phone: input.phone ?? null,
    website: input.website ?? null,
    portfolio: input.portfolio ?? null,
    logoUrl: input.logoUrl ?? null,
    location: input.location ?? null,
    slug: slugify(input.agencyName),
    approved: true,
    updatedAt: new Date("2025-01-01T00:00:00Z"),
  });
  return { row, input };
}

const aliasesOf = async (agencyId: number) =>
  (
    await t.db
      .select({ slug: agencySlugAliases.slug })
      .from(agencySlugAliases)
      .where(eq(agencySlugAliases.agencyId, agencyId))
      .orderBy(agencySlugAliases.slug)
  ).map((a) => a.slug);

/** How many approved agencies the directory's filter list shows for a service. */
const serviceCount = async (service: string) =>
  (await loadFacets(t.db)).services.find((o) => o.value === service)?.count ?? 0;

describe("updateOwnListing", () => {
  it("publishes the change at once and flags the listing for review", async () => {
    const { row, input } = await listing();
    const result = await update(row.id, {
      ...input,
      description: "Now also building Arabic-first online shops.",
      phone: undefined,
    });
    expect(result).toEqual({
      status: "updated",
      slug: row.slug,
      changed: true,
      emailPending: null,
    });

    const own = await findOwnListing(t.db, row.id);
    expect(own).toMatchObject({
      description: "Now also building Arabic-first online shops.",
      phone: null,
      approved: true,
      needsReview: true,
    });
    expect(own!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    const profile = await findAgencyProfile(t.db, row.slug);
    expect(profile).toMatchObject({
      status: "found",
      agency: { description: "Now also building Arabic-first online shops." },
    });
  });

  it("publishes the facts bar (founded, team, smallest project, languages) and flags it for review", async () => {
    const { row, input } = await listing();
    const facts = {
      foundingYear: 2014,
      teamSize: "50-249",
      minBudgetAed: 25000,
      languages: ["ar", "en", "hi"],
    } as const;
    const result = await update(row.id, { ...input, ...facts, languages: [...facts.languages] });
    expect(result).toMatchObject({ status: "updated", changed: true });
    expect(await findOwnListing(t.db, row.id)).toMatchObject({ ...facts, needsReview: true });
    expect(await findAgencyProfile(t.db, row.slug)).toMatchObject({
      status: "found",
      agency: facts,
    });

    // The same facts again change nothing; languages in another order are the same set.
    await t.db.update(agencies).set({ needsReview: false }).where(eq(agencies.id, row.id));
    const again = await update(row.id, {
      ...input,
      ...facts,
      languages: ["hi", "en", "ar"],
    });
    expect(again).toMatchObject({ status: "updated", changed: false });
    expect(await findOwnListing(t.db, row.id)).toMatchObject({ needsReview: false });
  });

  it("flags nothing when the form sends what is stored", async () => {
    const { row, input } = await listing({ services: ["UI/UX Design", "Website Development"] });
    const result = await update(row.id, {
      ...input,
      services: ["Website Development", "UI/UX Design"],
    });
    expect(result).toEqual({
      status: "updated",
      slug: row.slug,
      changed: false,
      emailPending: null,
    });
    const own = await findOwnListing(t.db, row.id);
    expect(own!.needsReview).toBe(false);
    expect(own!.updatedAt).toEqual(row.updatedAt);
  });

  it("gives a renamed agency a new slug and keeps the old one as an alias", async () => {
    const { row, input } = await listing({ agencyName: "Falcon Digital" });
    await makeAgency(t.db, { slug: "desert-rose-studio" });

    const result = await update(row.id, {
      ...input,
      agencyName: "Desert Rose Studio",
    });
    expect(result).toEqual({
      status: "updated",
      slug: "desert-rose-studio-2",
      changed: true,
      emailPending: null,
    });
    expect(await aliasesOf(row.id)).toEqual(["falcon-digital"]);
    expect(await findAgencyProfile(t.db, "falcon-digital")).toEqual({
      status: "moved",
      slug: "desert-rose-studio-2",
    });
  });

  it("takes back its old slug when renamed back, and drops that alias", async () => {
    const { row, input } = await listing({ agencyName: "Oasis Creative" });
    await update(row.id, { ...input, agencyName: "Oasis Creative Lab" });
    expect(await aliasesOf(row.id)).toEqual(["oasis-creative"]);

    const result = await update(row.id, input);
    expect(result).toEqual({
      status: "updated",
      slug: "oasis-creative",
      changed: true,
      emailPending: null,
    });
    expect(await aliasesOf(row.id)).toEqual(["oasis-creative-lab"]);
    expect(await findAgencyProfile(t.db, "oasis-creative-lab")).toEqual({
      status: "moved",
      slug: "oasis-creative",
    });
  });

  it("keeps the slug when the name changes only in case or punctuation", async () => {
    const { row, input } = await listing({ agencyName: "Sand Dune Media" });
    const result = await update(row.id, {
      ...input,
      agencyName: "Sand Dune Media!",
    });
    expect(result).toEqual({
      status: "updated",
      slug: "sand-dune-media",
      changed: true,
      emailPending: null,
    });
    expect(await aliasesOf(row.id)).toEqual([]);
  });

  it("refuses an e-mail address another listing uses, without case, and stores nothing", async () => {
    await makeAgency(t.db, { email: "hello@taken.ae" });
    const { row, input } = await listing();
    const result = await update(row.id, {
      ...input,
      agencyName: "Renamed Agency",
      email: "Hello@TAKEN.ae",
    });
    expect(result).toEqual({ status: "duplicate-email" });
    const own = await findOwnListing(t.db, row.id);
    expect(own).toMatchObject({ agencyName: row.agencyName, email: row.email, slug: row.slug });
    expect(own!.needsReview).toBe(false);
    expect(await aliasesOf(row.id)).toEqual([]);
  });

  it("lets a listing change the case of its own address", async () => {
    const { row, input } = await listing();
    const result = await update(row.id, {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(result).toMatchObject({ status: "updated", changed: true });
  });

  it("answers not-found for an unknown agency", async () => {
    const input = AgencyInput.parse(validAgencyInput());
    expect(await update(999_999, input)).toEqual({ status: "not-found" });
  });

  it("moves the directory's facet counts with a services change of an approved agency", async () => {
    const { row, input } = await listing({ services: ["Mobile App Development"] });
    const before = {
      mobile: await serviceCount("Mobile App Development"),
      ppc: await serviceCount("PPC Advertising"),
    };
    await update(row.id, { ...input, services: ["PPC Advertising"] });
    expect(await serviceCount("Mobile App Development")).toBe(before.mobile - 1);
    expect(await serviceCount("PPC Advertising")).toBe(before.ppc + 1);
  });

  it("keeps the address until the new one is confirmed, and publishes the rest at once", async () => {
    const { row, input } = await listing({ email: "old@oasis.ae" });
    const result = await update(row.id, {
      ...input,
      email: "New@Oasis.ae",
      phone: "+971 4 555 0000",
    });
    expect(result).toEqual({
      status: "updated",
      slug: row.slug,
      changed: true,
      emailPending: "New@Oasis.ae",
    });
    expect(await findOwnListing(t.db, row.id)).toMatchObject({
      email: "old@oasis.ae",
      phone: "+971 4 555 0000",
      needsReview: true,
    });
    // Only the new address hears of it now: the confirmation link.
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual(["New@Oasis.ae"]);

    // An address alone is no published change.
    const again = await update(row.id, {
      ...input,
      email: "other@oasis.ae",
      phone: "+971 4 555 0000",
    });
    expect(again).toMatchObject({ changed: false, emailPending: "other@oasis.ae" });
  });
});
