import { count, eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies, savedSearchMatches } from "~/db/schema";
import type { AgencyInput } from "~/domain/agency";
import { updateOwnListing } from "~/services/agency-listing.server";
import { findOwnListing } from "~/services/agency-record.server";
import { serviceWeights } from "./search-rows";

/**
 * The changes to agencies the benchmark times, through the app's own calls, and how it times
 * them: each call's ms and the saved-search matches it queued.
 */

export type Timing = { median: number; max: number; matches: number };

/** Median and max ms of `change` over `rounds` agencies, and the median of matches it queued. */
export async function timeChanges(
  db: Db,
  ids: number[],
  change: (id: number) => Promise<void>,
): Promise<Timing> {
  const times: number[] = [];
  const queued: number[] = [];
  for (const id of ids) {
    const before = await matchesOf(db, id);
    const started = performance.now();
    await change(id);
    times.push(performance.now() - started);
    queued.push((await matchesOf(db, id)) - before);
  }
  return { median: median(times), max: Math.max(...times), matches: median(queued) };
}

const matchesOf = async (db: Db, agencyId: number) =>
  (
    await db
      .select({ n: count() })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.agencyId, agencyId))
  )[0]!.n;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The agency's own listing as its dashboard form would send it back, with `change` applied. */
async function editedInput(
  db: Db,
  id: number,
  change: (listing: AgencyInput) => Partial<AgencyInput>,
): Promise<AgencyInput> {
  const l = (await findOwnListing(db, id))!;
  const input = {
    agencyName: l.agencyName,
    agencyNameAr: l.agencyNameAr ?? undefined,
    contactName: l.contactName,
    email: l.email,
    phone: l.phone ?? undefined,
    website: l.website ?? undefined,
    portfolio: l.portfolio ?? undefined,
    logoUrl: l.logoUrl ?? undefined,
    location: (l.location ?? undefined) as AgencyInput["location"],
    services: l.services as AgencyInput["services"],
    industries: l.industries as AgencyInput["industries"],
    experience: l.experience as AgencyInput["experience"],
    description: l.description,
    descriptionAr: l.descriptionAr ?? undefined,
    languages: l.languages as AgencyInput["languages"],
  } satisfies AgencyInput;
  return { ...input, ...change(input) };
}

/** Gives agency `id` the columns of agency `of` that saved searches match on. */
export async function makeTwin(db: Db, of: number, id: number) {
  await db.execute(sql`
    update ${agencies} a set location = b.location, services = b.services,
      industries = b.industries, description = b.description, is_pro = b.is_pro
    from ${agencies} b where b.id = ${of} and a.id = ${id}`);
}

/** Moves to another emirate and adds the most asked-for service it does not offer yet. */
export const moveAndAddService = (l: AgencyInput): Partial<AgencyInput> => ({
  location: l.location === "Dubai" ? "Abu Dhabi" : "Dubai",
  services: [...l.services, serviceWeights.find(([s]) => !l.services.includes(s))![0]],
});

export async function edit(
  db: Db,
  config: Config,
  id: number,
  change: (l: AgencyInput) => Partial<AgencyInput>,
) {
  const input = await editedInput(db, id, change);
  const started = performance.now();
  const result = await updateOwnListing(db, id, input, config);
  const ms = performance.now() - started;
  if (result.status !== "updated" || !result.changed) {
    throw new Error(`edit of agency ${id}: ${JSON.stringify(result)}`);
  }
  return ms;
}
