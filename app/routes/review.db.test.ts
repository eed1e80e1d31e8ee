import "#tests/production-react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { startTestApp, type TestApp } from "#tests/http-app";
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
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location") } as Record<
      string,
      unknown
    > & { status: number };
  }
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

/** What a saved review or decline is answered with: 303 to the link's thanks (Post/Redirect/Get). */
const savedAnswer = (token: string, prefix = "") => ({
  status: 303,
  location: `${prefix}/reviews/${token}?thanks`,
});

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
    expect(result).toEqual(savedAnswer(token));
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
    expect(result).toEqual(savedAnswer(token, "/ar"));
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
    expect(await post(token, validReview)).toEqual(savedAnswer(token));
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

  it("answers a bot (the hidden field filled, or no token of the page's) as a person, storing nothing", async () => {
    const { token } = await invitation();
    const honeypot = await post(token, { ...validReview, [formGuardFields.honeypot]: "x" });
    expect(honeypot).toEqual(savedAnswer(token));
    expect(await post(token, { ...validReview, [formGuardFields.startedAt]: "1.forged" })).toEqual(
      savedAnswer(token),
    );
    expect(await storedReviews()).toEqual([]);
  });

  it("takes a review sent the instant the page was loaded", async () => {
    const { token } = await invitation();
    expect(await post(token, validReview, { startedAt: Date.now() })).toEqual(savedAnswer(token));
    expect(await storedReviews()).toHaveLength(1);
  });

  it("answers an empty form sent at once with its fields' messages and nothing of the spam guard", async () => {
    const { token } = await invitation();
    const result = await post(token, {}, { startedAt: Date.now() });
    expect(result).toMatchObject({
      kind: "invalid",
      status: 400,
      formError: "Please correct the highlighted fields.",
    });
    expect(Object.keys(result.fieldErrors as object)).toEqual(
      expect.arrayContaining(["overall", "title", "body", "wentAhead"]),
    );
    expect(await storedReviews()).toEqual([]);
  });

  it("is rate limited per client like every public form", async () => {
    const limit = reviewFormClientLimits[0].limit;
    for (let i = 0; i < limit; i++) {
      const { token } = await invitation();
      expect((await post(token, validReview, { from: "192.0.2.99" })).status).toBe(303);
    }
    const { token } = await invitation();
    const refused = await post(token, validReview, { from: "192.0.2.99" });
    expect(refused).toMatchObject({ kind: "invalid", status: 429 });
    expect(await storedReviews()).toHaveLength(limit);
  });
});

describe("'don't ask me to review this agency'", () => {
  it("records it, asks nothing more and stores no review", async () => {
    const { token, agency } = await invitation();
    expect(await post(token, { intent: "decline", agency: String(agency.id) })).toEqual(
      savedAnswer(token),
    );
    const [link] = await t.db.select().from(reviewInvitations);
    expect(link!.declinedAt).not.toBeNull();
    expect(await post(token, validReview)).toMatchObject({ refusal: "declined", status: 409 });
    expect(await storedReviews()).toEqual([]);
  });
});

describe("the thanks after saving (the link's address with ?thanks)", () => {
  it("thanks for the review, naming the agency in the page's language", async () => {
    const { token, agency } = await invitation();
    await post(token, validReview);
    expect(await load(token, `/reviews/${token}?thanks`)).toEqual({
      kind: "thanks",
      declined: false,
      agencyName: agency.agencyName,
      status: 200,
    });
    expect(await load(token, `/ar/reviews/${token}?thanks`)).toMatchObject({
      agencyName: "وكالة الاختبار",
      status: 200,
    });
    // Opened again without it, the used link still says so.
    expect(await load(token)).toMatchObject({ refusal: "used", status: 409 });
  });

  it("thanks for saying not to ask, and refuses a wrong or expired link as before", async () => {
    const { token, agency } = await invitation();
    await post(token, { intent: "decline", agency: String(agency.id) });
    expect(await load(token, `/reviews/${token}?thanks`)).toMatchObject({
      kind: "thanks",
      declined: true,
      status: 200,
    });
    const wrong = "c".repeat(43);
    expect(await load(wrong, `/reviews/${wrong}?thanks`)).toMatchObject({ status: 404 });
    const expired = await invitation({ expiresInDays: -1 });
    const path = `/reviews/${expired.token}?thanks`;
    expect(await load(expired.token, path)).toMatchObject({ refusal: "expired", status: 410 });
  });
});

describe("through the HTTP app", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(t.database, config);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The review form posted as a browser without script posts it. */
  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(app.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: new URLSearchParams({
        [formGuardFields.startedAt]: issueFormToken(config),
        [formGuardFields.honeypot]: "",
        ...fields,
      }),
    });

  it.each(["", "/ar"])(
    "answers a saved review with 303 and a 200 thanks, and only a reuse of the link with 409 (%s)",
    async (prefix) => {
      const { token } = await invitation();
      const saved = await postForm(`${prefix}/reviews/${token}`, validReview);
      expect(saved.status).toBe(303);
      const thanksPath = `${prefix}/reviews/${token}?thanks`;
      expect(saved.headers.get("Location")).toBe(thanksPath);
      const thanks = await fetch(app.url + thanksPath);
      expect(thanks.status).toBe(200);
      expect(await thanks.text()).toContain(prefix ? "شكرًا لتقييمك" : "Thank you for your review");
      expect(await storedReviews()).toHaveLength(1);

      expect((await postForm(`${prefix}/reviews/${token}`, validReview)).status).toBe(409);
      expect((await fetch(`${app.url}${prefix}/reviews/${token}`)).status).toBe(409);
      expect(await storedReviews()).toHaveLength(1);
    },
  );

  it("answers 'don't ask me' with 303 and a 200 thanks", async () => {
    const { token, agency } = await invitation();
    const declined = await postForm(`/reviews/${token}`, {
      intent: "decline",
      agency: String(agency.id),
    });
    expect(declined.status).toBe(303);
    expect((await fetch(app.url + declined.headers.get("Location")!)).status).toBe(200);
  });
});
