import { buildDemoThreads, type DemoThreadMessage } from "./demo-threads";
import { servicesForProjectType } from "~/domain/project-services";
import { DEFAULT_REVIEW_INVITE_DAYS, REVIEW_LINK_DAYS, reviewerName } from "~/domain/reviews";
import { slugify } from "~/domain/slug";
import { languages } from "~/domain/value-sets";
import type { agencies, briefs, contactMessages, reviews } from "../schema";
import {
  demoAgencies,
  demoBriefs,
  demoContactNames,
  demoMessages,
  type DemoAgency,
} from "./demo-data";
import { demoReviews } from "./demo-reviews";
import {
  daysBefore,
  DEMO_LOGO_COUNT,
  demoLogoUrl,
  emailNameParts,
  hoursAfter,
  SEED_BASE_DATE,
  uaePhone,
} from "./fake";
import { createRandom, type Random } from "./random";

export type DemoData = {
  agencies: (typeof agencies.$inferInsert)[];
  briefs: (typeof briefs.$inferInsert)[];
  /** By position in `agencies` and `briefs`; the seeder swaps in the ids. */
  matches: { briefIndex: number; agencyIndex: number; matchedAt: Date }[];
  /** The agency a brief's client asked a proposal from, by position; the seeder swaps in the id. */
  requests: { briefIndex: number; agencyIndex: number }[];
  /** By position in `matches`: the messages of that match's thread (./demo-threads.ts). */
  threads: DemoThreadMessage[];
  /** By position in `matches`: the review of that match, and when its client was invited. */
  reviews: (Omit<typeof reviews.$inferInsert, "matchId" | "briefId" | "agencyId"> & {
    matchIndex: number;
    invitedAt: Date;
    expiresAt: Date;
  })[];
  contactMessages: (typeof contactMessages.$inferInsert)[];
};

const DAY = 24 * 60 * 60_000;

/** The demo data set as rows, the same on every call. */
export function buildDemoData(): DemoData {
  const random = createRandom("wakala-demo-v1");
  const contactNames = random.shuffle(demoContactNames);
  const usedSlugs = new Set<string>();
  const logos = distinctLogos();
  // A stream of its own, so the facts added later leave every other generated value as it was.
  const factsRandom = createRandom("wakala-demo-facts-v1");

  const agencyRows = demoAgencies.map((a, i): typeof agencies.$inferInsert => {
    let slug = slugify(a.name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(a.name)}-${n}`;
    usedSlugs.add(slug);
    const contactName = contactNames[i % contactNames.length]!;
    const local = random.weighted([
      ["hello", 4],
      ["info", 3],
      ["contact", 1],
      ["team", 1],
      [emailNameParts(contactName)[0]!, 3],
    ]);
    const website =
      a.hasWebsite === false ? null : `https://${random.chance(0.5) ? "www." : ""}${a.domain}`;
    const createdAt =
      a.status === "pending"
        ? daysBefore(random, 1, 12)
        : a.status === "pro"
          ? daysBefore(random, 120, 600)
          : daysBefore(random, 20, 420);
    const phoneKind = random.weighted([
      ["mobile", 7],
      ["landline", 2],
      ["none", 1],
    ] as const);
    const handle = a.domain.split(".")[0]!;
    const portfolio = random.weighted<string | null>([
      [website ? `${website}/work` : null, 3],
      // Reserved names (RFC 2606), not real portfolio sites where the handle may be someone's.
      [`https://portfolio.example/${handle}`, 2],
      [`https://social.example/${handle}`, a.hasWebsite === false ? 4 : 1],
      [null, 3],
    ]);
    return {
      slug,
      agencyName: a.name,
      agencyNameAr: a.nameAr ?? null,
      contactName,
      email: `${local}@${a.domain}`,
      phone: phoneKind === "none" ? null : uaePhone(random, a.location, phoneKind === "landline"),
      website,
      logoUrl: random.chance(0.6) ? logos.draw(random) : null,
      location: a.location,
      services: a.services,
      industries: a.industries,
      experience: a.experience,
      ...demoFacts(factsRandom, a),
      portfolio,
      description: a.about.join("\n\n"),
      descriptionAr: a.aboutAr?.join("\n\n") ?? null,
      approved: a.status !== "pending",
      isPro: a.status === "pro",
      createdAt,
      updatedAt: createdAt,
    };
  });

  const briefRows = demoBriefs.map((b): typeof briefs.$inferInsert => {
    const [first, ...rest] = emailNameParts(b.contactName);
    const local = random.chance(0.5) ? first! : [first, rest.at(-1)].filter(Boolean).join(".");
    return {
      companyName: b.companyName,
      contactName: b.contactName,
      email: `${local}@${b.domain}`,
      phone: random.chance(0.75) ? uaePhone(random) : null,
      projectType: b.projectType,
      budget: b.budget,
      timeline: b.timeline,
      description: b.about.join("\n\n"),
      emirate: b.emirate ?? null,
      industry: b.industry ?? null,
      preferredLanguage: b.language ?? null,
      createdAt: daysBefore(random, 0, 40),
    };
  });
  const requests = demoBriefs.flatMap((b, briefIndex) => {
    if (!b.requestedAgency) return [];
    const agencyIndex = demoAgencies.findIndex((a) => a.name === b.requestedAgency);
    if (agencyIndex < 0 || demoAgencies[agencyIndex]!.status === "pending") {
      throw new Error(`demo brief ${b.companyName}: no approved agency ${b.requestedAgency}`);
    }
    return [{ briefIndex, agencyIndex }];
  });

  // About half of the briefs are matched: older ones (the operator has had time), by agencies
  // that are approved and offer a service the project needs.
  const matchRows: DemoData["matches"] = [];
  const twoDaysBefore = SEED_BASE_DATE.getTime() - 2 * 24 * 60 * 60_000;
  const matchable = briefRows
    .map((brief, briefIndex) => ({ brief, briefIndex }))
    .filter(({ brief }) => brief.createdAt!.getTime() < twoDaysBefore);
  const matched = random.sample(matchable, Math.ceil(briefRows.length / 2));
  matched.sort((a, b) => a.briefIndex - b.briefIndex);
  for (const { brief, briefIndex } of matched) {
    const wanted = servicesForProjectType[demoBriefs[briefIndex]!.projectType];
    const approved = agencyRows
      .map((agency, agencyIndex) => ({ agency, agencyIndex }))
      .filter(({ agency }) => agency.approved);
    const fitting = approved.filter(({ agency }) =>
      agency.services.some((s) => wanted.includes(s as never)),
    );
    const pool = fitting.length > 0 ? fitting : approved;
    const count = random.weighted([
      [1, 1],
      [2, 3],
      [3, 3],
    ] as const);
    for (const { agencyIndex } of random.sample(pool, count)) {
      matchRows.push({
        briefIndex,
        agencyIndex,
        matchedAt: hoursAfter(random, brief.createdAt!, 3, 40),
      });
    }
  }

  // A match qualifies its brief (docs/product.md, P13): the matched briefs were qualified at their
  // first match; the others wait for the operator.
  for (const match of matchRows) {
    const brief = briefRows[match.briefIndex]!;
    if (!brief.qualifiedAt || match.matchedAt < brief.qualifiedAt) {
      brief.qualifiedAt = match.matchedAt;
    }
  }

  const messageRows = demoMessages.map((m): typeof contactMessages.$inferInsert => ({
    name: m.name,
    email: m.email,
    message: m.message,
    submittedAt: daysBefore(random, 0, 30),
  }));

  return {
    agencies: agencyRows,
    briefs: briefRows,
    matches: matchRows,
    threads: buildDemoThreads(briefRows, matchRows, SEED_BASE_DATE),
    requests,
    reviews: buildDemoReviews(agencyRows, briefRows, matchRows),
    contactMessages: messageRows,
  };
}

/**
 * The demo logos, each given to one agency at most: no two agencies of a real directory share a
 * logo. A draw takes one number from the stream, as a free draw would (the rest of the demo data
 * stays as it was), and gives the first logo not yet given from there; none once all are given.
 */
function distinctLogos() {
  const given = new Set<string>();
  return {
    draw(random: Random): string | null {
      const first = random.int(1, DEMO_LOGO_COUNT);
      for (let step = 0; step < DEMO_LOGO_COUNT; step++) {
        const logo = demoLogoUrl(((first - 1 + step) % DEMO_LOGO_COUNT) + 1);
        if (!given.has(logo)) {
          given.add(logo);
          return logo;
        }
      }
      return null;
    },
  };
}

/**
 * Approved reviews for the matches old enough to have been invited (DEFAULT_REVIEW_INVITE_DAYS)
 * and answered before the base date, so the directory shows ratings and its rating sort has
 * something to order. Each match takes the first review not yet given whose text speaks of a
 * service its agency offers (DemoReview.about). A random stream of its own, so the rest of the
 * demo data stays as it was.
 */
function buildDemoReviews(
  agencyRows: DemoData["agencies"],
  briefRows: DemoData["briefs"],
  matchRows: DemoData["matches"],
): DemoData["reviews"] {
  const random = createRandom("wakala-demo-reviews-v1");
  const rows: DemoData["reviews"] = [];
  const unused = [...demoReviews];
  for (const [matchIndex, match] of matchRows.entries()) {
    if (unused.length === 0) break;
    const invitedAt = new Date(match.matchedAt.getTime() + DEFAULT_REVIEW_INVITE_DAYS * DAY);
    const createdAt = hoursAfter(random, invitedAt, 2, 96);
    if (createdAt >= SEED_BASE_DATE) continue;
    const offered = agencyRows[match.agencyIndex]!.services;
    const at = unused.findIndex((text) => text.about.some((service) => offered.includes(service)));
    if (at < 0) continue;
    const [text] = unused.splice(at, 1);
    const brief = briefRows[match.briefIndex]!;
    const { reply, anonymous, about: _about, ...review } = text!;
    rows.push({
      matchIndex,
      invitedAt,
      expiresAt: new Date(invitedAt.getTime() + REVIEW_LINK_DAYS * DAY),
      ...review,
      budget: brief.budget,
      reviewerName: reviewerName(brief.contactName, brief.companyName, anonymous),
      status: "approved",
      moderatedAt: hoursAfter(random, createdAt, 2, 20),
      ...(reply
        ? { reply, replyStatus: "approved", repliedAt: hoursAfter(random, createdAt, 24, 60) }
        : {}),
      createdAt,
    });
  }
  return rows;
}

const languageOrder: readonly string[] = languages.values;

/** Years in business, by experience band: the founding year is drawn inside it. */
const FOUNDED_YEARS_AGO: Record<DemoAgency["experience"], [number, number]> = {
  "1-2": [1, 2],
  "3-5": [3, 5],
  "6-10": [6, 10],
  "10-plus": [11, 24],
};

/** The facts bar of a demo agency: founded, team size, smallest project, languages. */
function demoFacts(random: Random, a: DemoAgency) {
  const [fewest, most] = FOUNDED_YEARS_AGO[a.experience];
  const big = a.experience === "10-plus" || a.status === "pro";
  return {
    foundingYear: 2026 - random.int(fewest, most),
    teamSize: random.weighted<string>(
      big
        ? [
            ["10-49", 3],
            ["50-249", 2],
            ["250-plus", 1],
          ]
        : [
            ["1-9", 3],
            ["10-49", 2],
          ],
    ),
    minBudgetAed: random.weighted<number | null>([
      [5_000, 2],
      [10_000, 3],
      [15_000, 3],
      [25_000, big ? 3 : 1],
      [50_000, big ? 2 : 0],
      [null, 1],
    ]),
    languages: [
      "ar",
      "en",
      ...random.shuffle(["hi", "ur", "ml", "tl", "fa", "fr", "ru"]).slice(0, random.int(0, 2)),
    ]
      .filter((code) => code !== "ar" || random.chance(0.8))
      .sort((x, y) => languageOrder.indexOf(x) - languageOrder.indexOf(y)),
  };
}
