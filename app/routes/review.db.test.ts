import { beforeEach, describe, expect, it } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, matches, rateLimits, reviewInvitations, reviews } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { reviewFormClientLimits } from "~/domain/rate-limits";
import { issueFormToken } from "~/services/form-guard.server";
import { hashToken } from "~/services/sessions.server";
import { action, loader } from "./review";

const t = useTestDatabase();
const config = testConfig();
const DAY = 24 * 60 * 60_000;

/** A match of a new brief and agency with an open review link; returns the link's token. */
async function invitation(
  options: { expiresInDays?: number; locale?: string; contactName?: string } = {},
) {
  const brief = await makeBrief(t.db, {
    locale: options.locale ?? "en",
    contactName: options.contactName ?? "Omar Khalil",
    companyName: "Falcon Foods",
    budget: "15k-30k",
  });
  const agency = await makeAgency(t.db, { approved: true, agencyNameAr: "وكالة الاختبار" });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  const token = `${"t".repeat(30)}${String(match!.id).padStart(13, "0")}`;
  await t.db.insert(reviewInvitations).values({
    matchId: match!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + (options.expiresInDays ?? 60) * DAY),
  });
  return { token, brief, agency, match: match! };
}

const validReview = {
  overall: "4",
  quality: "5",
  communication: "4",
  value: "3",
  timeliness: "4",
  title: "Clear process, delivered on time",
  body: "They planned the work with us, kept us informed weekly and delivered on the agreed date.",
  wentAhead: "yes",
  budget: "30k-50k",
};

let address = 0;
async function post(
  token: string,
  fields: Record<string, string>,
  options: { startedAt?: number; from?: string; path?: string } = {},
) {
  const body = new FormData();
  body.set(
    formGuardFields.startedAt,
    issueFormToken(config, options.startedAt ?? Date.now() - 60_000),
  );
  body.set(formGuardFields.honeypot, "");
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const path = options.path ?? `/reviews/${token}`;
  const args = routeArgs(t.db, path, { method: "POST", body, config, params: { token } });
  args.context.clientAddress = options.from ?? `198.51.100.${++address}`;
  const result = (await asRequestTo(path, () => action(args as never))) as unknown;
  return answer(result);
}

/** A route's answer: its data and status, whether returned as data() or as a plain object. */
function answer(result: unknown) {
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const { data, init } = result as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    return { ...data, status: init?.status ?? 200 } as Record<string, unknown> & { status: number };
  }
  return { ...(result as object), status: 200 } as Record<string, unknown> & { status: number };
}

async function load(token: string, path = `/reviews/${token}`) {
  const args = routeArgs(t.db, path, { config, params: { token } });
  return answer(await asRequestTo(path, () => loader(args as never)));
}

const storedReviews = () => t.db.select().from(reviews);

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
});

describe("the review page's loader", () => {
  it("shows the form of the link's match, signed 'first name, company'", async () => {
    const { token, agency } = await invitation();
    const page = await load(token);
    expect(page).toMatchObject({
      kind: "form",
      status: 200,
      invitation: {
        agencyId: agency.id,
        agencyName: agency.agencyName,
        shownAs: "Omar, Falcon Foods",
        budget: "15k-30k",
      },
    });
  });

  it("names the agency in Arabic on the Arabic page", async () => {
    const { token } = await invitation();
    const page = await load(token, `/ar/reviews/${token}`);
    expect(page).toMatchObject({ invitation: { agencyName: "وكالة الاختبار" } });
  });

  it("refuses a wrong, a used, a declined and an expired link", async () => {
    expect(await load("nope")).toMatchObject({ kind: "refused", refusal: "wrong", status: 404 });
    expect(await load("a".repeat(43))).toMatchObject({ refusal: "wrong", status: 404 });
    const expired = await invitation({ expiresInDays: -1 });
    expect(await load(expired.token)).toMatchObject({ refusal: "expired", status: 410 });
    const used = await invitation();
    await post(used.token, validReview);
    expect(await load(used.token)).toMatchObject({ refusal: "used", status: 409 });
    const declined = await invitation();
    await post(declined.token, { intent: "decline" });
    expect(await load(declined.token)).toMatchObject({ refusal: "declined", status: 409 });
  });
});

describe("the review form", () => {
  it("stores a pending review of the match's agency and uses the link", async () => {
    const { token, agency, brief, match } = await invitation();
    const result = await post(token, { ...validReview, agency: String(agency.id) });
    expect(result).toMatchObject({ kind: "thanks", agencyName: agency.agencyName, status: 200 });
    const [review] = await storedReviews();
    expect(review).toMatchObject({
      matchId: match.id,
      briefId: brief.id,
      agencyId: agency.id,
      status: "pending",
      overall: 4,
      quality: 5,
      communication: 4,
      value: 3,
      timeliness: 4,
      wentAhead: true,
      budget: "30k-50k",
      reviewerName: "Omar, Falcon Foods",
      locale: "en",
    });
    const [link] = await t.db.select().from(reviewInvitations);
    expect(link!.usedAt).not.toBeNull();
  });

  it("anonymises the name on request, and keeps the language of the page", async () => {
    const { token } = await invitation();
    const result = await post(
      token,
      { ...validReview, anonymous: "on" },
      { path: `/ar/reviews/${token}` },
    );
    expect(result.kind).toBe("thanks");
    const [review] = await storedReviews();
    expect(review).toMatchObject({ reviewerName: null, locale: "ar" });
  });

  it("refuses a second use of the link: one review per match", async () => {
    const { token } = await invitation();
    await post(token, validReview);
    expect(await post(token, validReview)).toMatchObject({
      kind: "refused",
      refusal: "used",
      status: 409,
    });
    expect(await storedReviews()).toHaveLength(1);
  });

  it("refuses, storing nothing, an expired or wrong link and an agency the client was not matched with", async () => {
    const expired = await invitation({ expiresInDays: -1 });
    expect(await post(expired.token, validReview)).toMatchObject({
      refusal: "expired",
      status: 410,
    });
    expect(await post("b".repeat(43), validReview)).toMatchObject({
      refusal: "wrong",
      status: 404,
    });
    const { token } = await invitation();
    const other = await makeAgency(t.db, { approved: true });
    expect(await post(token, { ...validReview, agency: String(other.id) })).toMatchObject({
      refusal: "other-agency",
      status: 403,
    });
    expect(await storedReviews()).toEqual([]);
    // The link still works for its own agency.
    expect((await post(token, validReview)).kind).toBe("thanks");
  });

  it.each([
    ["a score out of range", { overall: "6" }, "overall"],
    ["a missing score", { timeliness: undefined }, "timeliness"],
    ["a fractional score", { quality: "4.5" }, "quality"],
    ["a title too short", { title: "Good" }, "title"],
    ["a text too short", { body: "Great agency." }, "body"],
    ["a text too long", { body: "a".repeat(3001) }, "body"],
    ["no answer to 'went ahead'", { wentAhead: undefined }, "wentAhead"],
    ["a budget outside the list", { budget: "a lot" }, "budget"],
  ])("refuses %s with the field's message, storing nothing", async (_, change, field) => {
    const { token } = await invitation();
    const fields: Record<string, string> = { ...validReview };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete fields[key];
      else fields[key] = value;
    }
    const result = await post(token, fields);
    expect(result).toMatchObject({ kind: "invalid", status: 400 });
    expect((result.fieldErrors as Record<string, string[]>)[field]?.[0]).toBeTruthy();
    // The form comes back filled in with what was sent.
    expect((result.values as Record<string, string>).title).toBe(fields.title);
    expect(await storedReviews()).toEqual([]);
  });

  it("answers in Arabic on the Arabic page", async () => {
    const { token } = await invitation();
    const result = await post(
      token,
      { ...validReview, overall: "0" },
      { path: `/ar/reviews/${token}` },
    );
    expect((result.fieldErrors as Record<string, string[]>).overall![0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses unknown fields and repeated fields before reading them", async () => {
    const { token } = await invitation();
    expect(await post(token, { ...validReview, rating: "5" })).toMatchObject({ status: 400 });
    const body = new URLSearchParams({ ...validReview });
    body.append("overall", "5");
    const args = routeArgs(t.db, `/reviews/${token}`, {
      method: "POST",
      body,
      config,
      params: { token },
    });
    expect(
      answer(await asRequestTo(`/reviews/${token}`, () => action(args as never))),
    ).toMatchObject({
      status: 400,
    });
    expect(await storedReviews()).toEqual([]);
  });

  it("stores nothing for a bot (the hidden field filled) or a form sent too fast", async () => {
    const { token } = await invitation();
    expect(await post(token, { ...validReview, [formGuardFields.honeypot]: "x" })).toMatchObject({
      kind: "thanks",
    });
    expect(await post(token, validReview, { startedAt: Date.now() })).toMatchObject({
      kind: "invalid",
      status: 400,
    });
    expect(await storedReviews()).toEqual([]);
  });

  it("is rate limited per client like every public form", async () => {
    const limit = reviewFormClientLimits[0].limit;
    for (let i = 0; i < limit; i++) {
      const { token } = await invitation();
      expect((await post(token, validReview, { from: "192.0.2.99" })).kind).toBe("thanks");
    }
    const { token } = await invitation();
    const refused = await post(token, validReview, { from: "192.0.2.99" });
    expect(refused).toMatchObject({ kind: "invalid", status: 429 });
    expect(await storedReviews()).toHaveLength(limit);
  });
});

describe("'the project did not go ahead'", () => {
  it("records it, asks nothing more and stores no review", async () => {
    const { token, agency } = await invitation();
    expect(await post(token, { intent: "decline", agency: String(agency.id) })).toMatchObject({
      kind: "declined",
    });
    const [link] = await t.db.select().from(reviewInvitations);
    expect(link!.declinedAt).not.toBeNull();
    expect(await post(token, validReview)).toMatchObject({ refusal: "declined", status: 409 });
    expect(await storedReviews()).toEqual([]);
  });
});
