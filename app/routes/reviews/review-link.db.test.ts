import "#tests/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#tests/http-app";
import { reviewInvitations } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { issueFormToken } from "~/services/form-guard.server";
import {
  config,
  invitation,
  load,
  post,
  savedAnswer,
  storedReviews,
  useReviewDatabase,
  validReview,
} from "./review-test-setup";

/**
 * A review link's page (/reviews/:token) apart from its form: what the loader shows for an open,
 * used, declined or expired link, "don't ask me", the thanks after saving, and the same through
 * the HTTP app.
 */
const t = useReviewDatabase();

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
