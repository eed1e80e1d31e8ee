import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches, reviews } from "~/db/schema";

let counter = 0;
const next = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** An agency row with valid values; pass what the test cares about. */
export async function makeAgency(
  db: DbOrTx,
  overrides: Partial<typeof agencies.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(agencies)
    .values({
      slug: `test-agency-${n}`,
      agencyName: `Test Agency ${n}`,
      contactName: "Layla Haddad",
      email: `agency-${n}@example.ae`,
      services: ["Website Development"],
      industries: ["Retail"],
      experience: "3-5",
      description: "A Dubai studio building websites for retailers.",
      location: "Dubai",
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * The agencies a website brief's lead alerts are tested against: two Pro agencies it fits (web,
 * and ux, which also offers SEO), a Pro agency it does not fit (seoOnly), a free one that fits and
 * a Pro one not yet approved.
 */
export async function makeLeadAlertAgencies(db: DbOrTx) {
  const pro = { approved: true, isPro: true };
  return {
    web: await makeAgency(db, { ...pro, email: "web@pro.ae", services: ["Website Development"] }),
    ux: await makeAgency(db, {
      ...pro,
      email: "ux@pro.ae",
      services: ["SEO Services", "UI/UX Design"],
    }),
    seoOnly: await makeAgency(db, { ...pro, email: "seo@pro.ae", services: ["SEO Services"] }),
    free: await makeAgency(db, { approved: true, email: "free@agency.ae" }),
    pending: await makeAgency(db, { isPro: true, email: "pending@pro.ae" }),
  };
}

export async function makeBrief(db: DbOrTx, overrides: Partial<typeof briefs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(briefs)
    .values({
      companyName: `Client Co ${n}`,
      contactName: "Omar Khalil",
      email: `client-${n}@example.ae`,
      projectType: "website",
      budget: "15k-30k",
      timeline: "1-month",
      description: "We need a bilingual website for our cafe chain.",
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A review of `agency` by a new brief's client, through a new match (pending unless `status` says
 * otherwise); pass what the test cares about.
 */
export async function makeReview(
  db: DbOrTx,
  agency: { id: number },
  overrides: Partial<typeof reviews.$inferInsert> = {},
) {
  const brief = await makeBrief(db);
  const [match] = await db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  const [row] = await db
    .insert(reviews)
    .values({
      matchId: match!.id,
      briefId: brief.id,
      agencyId: agency.id,
      overall: 5,
      quality: 5,
      communication: 4,
      value: 4,
      timeliness: 5,
      title: "A clear process and a site on time",
      body: "They listened, planned the work with us and delivered the site a week early.",
      wentAhead: true,
      budget: brief.budget,
      reviewerName: "Omar, Client Co",
      ...overrides,
    })
    .returning();
  return { review: row!, brief, match: match! };
}

/** A brief as a client fills in the form or sends it to the API; pass what the test cares about. */
export function validBriefInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    companyName: `Client Co ${n}`,
    contactName: "Omar Khalil",
    email: `client-${n}@example.ae`,
    phone: "+971 50 123 4567",
    projectType: "website",
    budget: "15k-30k",
    timeline: "1-month",
    description: "We need a bilingual website for our cafe chain.",
    ...overrides,
  };
}

/** An agency listing as an agency fills in the form or sends it to the API. */
export function validAgencyInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    agencyName: `Test Agency ${n}`,
    contactName: "Layla Haddad",
    email: `agency-${n}@example.ae`,
    phone: "+971 4 123 4567",
    website: "https://example.ae",
    portfolio: "https://example.ae/work",
    logoUrl: "https://example.ae/logo.png",
    location: "Dubai",
    services: ["Website Development"],
    industries: ["Retail"],
    experience: "3-5",
    description: "A Dubai studio building websites for retailers.",
    ...overrides,
  };
}

/** A form body as a browser sends it: a list value becomes one entry per item (checkboxes). */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) if (item !== undefined) form.append(name, String(item));
  }
  return form;
}
