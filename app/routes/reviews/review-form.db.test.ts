import "#tests/production-react";
import { describe, expect, it } from "vitest";
import { asRequestTo, routeArgs } from "#tests/context";
import { makeAgency } from "#tests/factories";
import { reviewInvitations } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { reviewFormClientLimits } from "~/domain/rate-limits";
import { action } from "./review";
import {
  answer,
  config,
  invitation,
  post,
  savedAnswer,
  storedReviews,
  useReviewDatabase,
  validReview,
} from "./review-test-setup";

/**
 * The review form (/reviews/:token), its action called as the server calls it: the review it
 * stores for the link's match, and what it refuses, storing nothing.
 */
const t = useReviewDatabase();

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
