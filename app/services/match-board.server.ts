import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  max,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, directoryFacets, matches } from "~/db/schema";
import {
  excerpt,
  MATCHES_PAGE_SIZE,
  MAX_AGENCIES_PER_BRIEF,
  matchesPageCount,
  namedInBrief,
  SUGGESTIONS_SHOWN,
  topSuggestions,
} from "~/domain/matching";
import type { SuggestionCandidate } from "~/domain/match-suggestions";
import { servicesForProjectType } from "~/domain/project-services";
import { averageRating } from "~/domain/reviews";
import {
  emirates,
  industries,
  languages,
  normalizeEmirate,
  normalizeIndustry,
  normalizeProjectType,
} from "~/domain/value-sets";
import type { AgencyOption, BoardBriefView, MatchBoardView } from "~/domain/views/match-board";

/**
 * The match board's read model (/admin/matches): briefs, open ones first, each with its matches
 * and the agencies to pick from, ranked by domain/match-suggestions. Creating a match is
 * services/create-match.
 */

/** Up to this many approved agencies are all listed (and all scored) for every brief. */
export const ALL_AGENCIES_LIMIT = 200;
/**
 * Candidate pools at scale, each walked in the directory's order (Pro first, then name): agencies
 * offering every service of the project type, agencies offering any of them, and, for each
 * industry or emirate a brief names or states and the language it prefers, those of them in it
 * (or speaking it); the agency the client asked for is always a candidate.
 */
export const FULL_FIT_POOL = 100;
export const ANY_FIT_POOL = 100;
export const NAMED_POOL = 40;
/** At scale, candidates beyond the suggestions listed by name. */
export const OTHER_OPTIONS_LIMIT = 60;

export type MatchBoardOptions = {
  page: number;
  now?: Date;
  /** The most approved agencies listed whole (ALL_AGENCIES_LIMIT); tests lower it to test scale. */
  allAgenciesLimit?: number;
};

/**
 * One page of /admin/matches: briefs that can still take an agency first (fewer than 3), then
 * the others, newest first within each; each brief with its matches and, while it has room, the
 * agencies to pick from, ranked by `suggestAgencies`.
 *
 * 'Open first' rather than 'without any match first': a brief the operator has just given its
 * first agency stays where it is, so the second and third can be added without hunting for it.
 *
 * With few approved agencies every one is scored for every brief. At scale (100,000 agencies)
 * the candidates are picked in SQL first: the pools above, through the GIN index on services
 * and the directory index, a few hundred per brief, shared by briefs of the same project type.
 */
export async function loadMatchBoard(db: Db, options: MatchBoardOptions): Promise<MatchBoardView> {
  const now = options.now ?? new Date();
  const allLimit = options.allAgenciesLimit ?? ALL_AGENCIES_LIMIT;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(briefs);
  const pageCount = matchesPageCount(total);
  const page = Math.min(Math.max(1, options.page), pageCount);

  // Briefs with all their agencies, found in one pass over matches (a hashed subplan): counting
  // per brief in a correlated subquery cost ten times as much at 10,000 briefs.
  const isFull = sql`${briefs.id} in (select ${matches.briefId} from ${matches} group by ${matches.briefId} having count(*) >= ${MAX_AGENCIES_PER_BRIEF})`;
  const rows = await db
    .select({
      id: briefs.id,
      companyName: briefs.companyName,
      projectType: briefs.projectType,
      budget: briefs.budget,
      timeline: briefs.timeline,
      description: briefs.description,
      emirate: briefs.emirate,
      industry: briefs.industry,
      preferredLanguage: briefs.preferredLanguage,
      requestedAgencyId: briefs.requestedAgencyId,
      createdAt: briefs.createdAt,
    })
    .from(briefs)
    .orderBy(isFull, desc(briefs.createdAt), desc(briefs.id))
    .limit(MATCHES_PAGE_SIZE)
    .offset((page - 1) * MATCHES_PAGE_SIZE);

  const matchRows = rows.length
    ? await db
        .select({
          id: matches.id,
          briefId: matches.briefId,
          agencyId: matches.agencyId,
          agencyName: agencies.agencyName,
          slug: agencies.slug,
          matchedAt: matches.matchedAt,
        })
        .from(matches)
        .innerJoin(agencies, eq(agencies.id, matches.agencyId))
        .where(
          inArray(
            matches.briefId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(matches.matchedAt), asc(matches.id))
    : [];

  const open = rows.filter(
    (row) => matchRows.filter((m) => m.briefId === row.id).length < MAX_AGENCIES_PER_BRIEF,
  );
  const pools = open.length
    ? await candidatePools(db, open, allLimit)
    : { all: null, approvedTotal: 0, forBrief: () => [] };

  return {
    page,
    pageCount,
    total,
    allAgencies: pools.all,
    approvedTotal: pools.approvedTotal,
    briefs: rows.map((row) => {
      const own = matchRows.filter((m) => m.briefId === row.id);
      const full = own.length >= MAX_AGENCIES_PER_BRIEF;
      return {
        id: row.id,
        companyName: row.companyName,
        projectType: row.projectType,
        budget: row.budget,
        timeline: row.timeline,
        createdAt: row.createdAt,
        excerpt: excerpt(row.description),
        matches: own.map(({ briefId: _briefId, ...match }) => match),
        choices: full ? null : choicesFor(row, own, pools.forBrief(row), pools.all === null, now),
      };
    }),
  };
}

type BriefForChoices = {
  id: number;
  projectType: string;
  description: string;
  emirate: string | null;
  industry: string | null;
  preferredLanguage: string | null;
  requestedAgencyId: number | null;
};

function choicesFor(
  brief: BriefForChoices,
  own: { agencyId: number }[],
  candidates: BoardCandidate[],
  listOthers: boolean,
  now: Date,
): NonNullable<BoardBriefView["choices"]> {
  const matched = new Set(own.map((m) => m.agencyId));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const suggestions = topSuggestions(brief, candidates, {
    now,
    exclude: matched,
    limit: SUGGESTIONS_SHOWN,
  }).map((s) => {
    const agency = byId.get(s.agencyId)!;
    return {
      id: s.agencyId,
      name: agency.agencyName,
      reasons: s.reasons,
      isPro: agency.isPro,
      location: agency.location,
      ratingAverage: averageRating(agency.ratingSum, agency.ratingCount),
      ratingCount: agency.ratingCount,
    };
  });
  if (!listOthers) return { suggestions, others: [] };
  const suggested = new Set(suggestions.map((s) => s.id));
  const others = candidates
    .filter((c) => !matched.has(c.id) && !suggested.has(c.id))
    .map((c) => ({ id: c.id, name: c.agencyName }))
    .sort(byName)
    .slice(0, OTHER_OPTIONS_LIMIT);
  return { suggestions, others };
}

const collator = new Intl.Collator("en");
const byName = (a: AgencyOption, b: AgencyOption) =>
  collator.compare(a.name, b.name) || a.id - b.id;

/** What the SQL filters read; the same predicate as the directory's partial indexes. */
const isApproved = sql`${agencies.approved}`;
const directoryOrder = [
  sql`${agencies.isPro} desc nulls last`,
  asc(agencies.agencyName),
  asc(agencies.id),
];
const candidateColumns = {
  id: agencies.id,
  agencyName: agencies.agencyName,
  services: agencies.services,
  industries: agencies.industries,
  location: agencies.location,
  languages: agencies.languages,
  description: agencies.description,
  isPro: agencies.isPro,
  ratingCount: agencies.ratingCount,
  ratingSum: agencies.ratingSum,
};
/** A candidate with what its card shows besides the scored fields. */
type BoardCandidate = SuggestionCandidate & { ratingCount: number; ratingSum: number };
type CandidateRow = Omit<BoardCandidate, "lastMatchedAt">;

async function candidatePools(
  db: DbOrTx,
  open: BriefForChoices[],
  allLimit: number,
): Promise<{
  all: AgencyOption[] | null;
  approvedTotal: number;
  forBrief: (brief: BriefForChoices) => BoardCandidate[];
}> {
  // The directory's trigger-kept total costs one row; counting 90,000 approved rows ~90 ms.
  const [{ approvedTotal } = { approvedTotal: 0 }] = await db
    .select({ approvedTotal: directoryFacets.agencies })
    .from(directoryFacets)
    .where(and(eq(directoryFacets.kind, "total"), eq(directoryFacets.value, "")));
  if (approvedTotal <= allLimit) {
    // Limited all the same, so a wrong total can never load the whole table.
    const few = await db
      .select(candidateColumns)
      .from(agencies)
      .where(isApproved)
      .limit(allLimit + 1);
    if (few.length <= allLimit) {
      const candidates = await withLastMatch(db, few);
      return {
        all: few.map((a) => ({ id: a.id, name: a.agencyName })).sort(byName),
        approvedTotal: few.length,
        forBrief: () => candidates,
      };
    }
  }

  // Each pool is read once per page, however many briefs share it. The queries are independent:
  // on PostgreSQL they run side by side on the pool's connections.
  const pools = new Map<string, Promise<CandidateRow[]>>();
  const shared = (key: string, where: SQL | undefined, limit: number) => {
    let rows = pools.get(key);
    if (!rows) pools.set(key, (rows = pool(db, where, limit)));
    return rows;
  };
  const byBrief = new Map(
    await Promise.all(
      open.map(async (brief) => {
        const wanted = [
          ...servicesForProjectType[normalizeProjectType(brief.projectType) ?? "other"],
        ];
        const type = wanted.join("|");
        const offers = arrayOverlaps(agencies.services, wanted);
        const named = namedInBrief(brief.description);
        // What the brief states counts as what it names (domain/match-suggestions).
        const stated = {
          industry: normalizeIndustry(brief.industry),
          emirate: normalizeEmirate(brief.emirate),
          language: languages.normalize(brief.preferredLanguage),
        };
        const industriesWanted = industries.values.filter(
          (i) => i === stated.industry || named.industries.includes(i),
        );
        const emiratesWanted = emirates.values.filter(
          (e) => e === stated.emirate || named.emirates.includes(e),
        );
        const rows = await Promise.all([
          wanted.length > 1
            ? shared(`${type}:all`, arrayContains(agencies.services, wanted), FULL_FIT_POOL)
            : [],
          shared(`${type}:any`, offers, ANY_FIT_POOL),
          ...industriesWanted.map((industry) =>
            shared(
              `${type}:industry:${industry}`,
              and(offers, arrayContains(agencies.industries, [industry])),
              NAMED_POOL,
            ),
          ),
          ...emiratesWanted.map((emirate) =>
            shared(
              `${type}:emirate:${emirate}`,
              and(offers, eq(agencies.location, emirate)),
              NAMED_POOL,
            ),
          ),
          stated.language
            ? shared(
                `${type}:language:${stated.language}`,
                and(offers, arrayContains(agencies.languages, [stated.language])),
                NAMED_POOL,
              )
            : [],
          brief.requestedAgencyId
            ? shared(
                `requested:${brief.requestedAgencyId}`,
                eq(agencies.id, brief.requestedAgencyId),
                1,
              )
            : [],
        ]);
        return [brief.id, rows.flat()] as const;
      }),
    ),
  );

  const unique = new Map<number, CandidateRow>();
  for (const rows of byBrief.values()) for (const row of rows) unique.set(row.id, row);
  const lastMatched = await lastMatchedAt(db, [...unique.keys()]);
  const candidate = (row: CandidateRow): BoardCandidate => ({
    ...row,
    lastMatchedAt: lastMatched.get(row.id) ?? null,
  });
  return {
    all: null,
    approvedTotal,
    forBrief: (brief) => {
      const seen = new Set<number>();
      return (byBrief.get(brief.id) ?? [])
        .filter((row) => !seen.has(row.id) && seen.add(row.id))
        .map(candidate);
    },
  };
}

function pool(db: DbOrTx, where: SQL | undefined, limit: number): Promise<CandidateRow[]> {
  return db
    .select(candidateColumns)
    .from(agencies)
    .where(and(isApproved, where))
    .orderBy(...directoryOrder)
    .limit(limit);
}

async function withLastMatch(db: DbOrTx, rows: CandidateRow[]): Promise<BoardCandidate[]> {
  const lastMatched = await lastMatchedAt(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, lastMatchedAt: lastMatched.get(row.id) ?? null }));
}

/** When each agency last got a match, through the (agency, matched_at) index. */
async function lastMatchedAt(db: DbOrTx, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ agencyId: matches.agencyId, at: max(matches.matchedAt) })
    .from(matches)
    .where(inArray(matches.agencyId, ids))
    .groupBy(matches.agencyId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.agencyId, r.at] as const] : [])));
}
