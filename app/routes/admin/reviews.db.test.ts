import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { agencies, briefs, emailOutbox, reviews } from "~/db/schema";
import { getToast } from "~/http/sessions/toast.server";
import { action as adminAction, loader as adminLoader } from "./admin";

/** The Reviews tab of /admin: the moderation queue, the table of all reviews, and their posts. */
const t = useTestDatabase();
const config = testConfig();
let cookie = "";
const reason = "It names a person who did not agree to be named.";
const back = "/admin?tab=reviews";

beforeAll(async () => {
  cookie = await adminCookie(t.db, config);
});

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(emailOutbox);
});

const page = (url: string) =>
  adminLoader(routeArgs(t.db, url, { config, headers: { Cookie: cookie } }) as never);

function form(fields: Record<string, string | number>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
}

const post = (fields: Record<string, string | number>, withCookie = cookie) =>
  adminAction(
    routeArgs(t.db, "/admin", {
      method: "POST",
      body: form({ returnTo: back, ...fields }),
      config,
      headers: withCookie ? { Cookie: withCookie } : {},
    }) as never,
  ) as Promise<Response>;

async function toastOf(response: Response) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set ? set.split(";")[0]! : "" },
  });
  return (await getToast(request, config)).toast;
}

const reviewRow = async (id: number) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const ratingCount = async (agencyId: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.ratingCount;

describe("/admin?tab=reviews", () => {
  it("lists pending reviews and pending replies oldest first, and every review below", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Falcon Studio" });
    const newer = await makeReview(t.db, agency, { createdAt: new Date("2026-03-02") });
    const reply = await makeReview(t.db, agency, {
      status: "approved",
      reply: "Thank you for working with us.",
      replyStatus: "pending",
      createdAt: new Date("2026-03-01"),
    });
    const published = await makeReview(t.db, agency, {
      status: "approved",
      createdAt: new Date("2026-02-01"),
    });
    const data = await page("/admin?tab=reviews");
    const table = data.console!.table;
    if (table.tab !== "reviews") throw new Error(`tab ${table.tab}`);
    expect(table.waiting.total).toBe(2);
    expect(table.waiting.rows.map((r) => r.id)).toEqual([reply.review.id, newer.review.id]);
    expect(table.waiting.rows[1]).toMatchObject({
      agencyName: "Falcon Studio",
      overall: 5,
      title: newer.review.title,
      reviewerName: "Omar, Client Co",
      wentAhead: true,
    });
    expect(table.rows.map((r) => r.id)).toEqual([
      newer.review.id,
      reply.review.id,
      published.review.id,
    ]);
    expect(data.console!.overview.reviewsWaiting).toBe(2);
    // The reviewer's address is not part of a row.
    expect(JSON.stringify(table)).not.toContain(newer.brief.email);
  });
});

describe("moderating from the Reviews tab", () => {
  it("approves a review, and refuses a second moderation with a toast", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    const response = await post({ intent: "approve-review", id: review.id });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(back);
    expect(await toastOf(response)).toMatchObject({ type: "success", title: "Review published" });
    expect(await reviewRow(review.id)).toMatchObject({ status: "approved" });
    expect(await ratingCount(agency.id)).toBe(1);

    const attempts: Record<string, string | number>[] = [
      { intent: "approve-review", id: review.id },
      { intent: "reject-review", id: review.id, reason },
      { intent: "approve-review", id: "abc" },
    ];
    for (const fields of attempts) {
      const again = await post(fields);
      expect(await toastOf(again)).toMatchObject({
        type: "error",
        title: "It was already moderated or deleted.",
      });
    }
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("rejects a review with its reason and mails the reviewer once", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review, brief } = await makeReview(t.db, agency);
    const response = await post({ intent: "reject-review", id: review.id, reason });
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Review rejected",
      description: "The reason was e-mailed.",
    });
    expect(await reviewRow(review.id)).toMatchObject({
      status: "rejected",
      rejectionReason: reason,
    });
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual([brief.email]);
  });

  it("refuses a rejection without a reason, changing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    const reasons: Record<string, string>[] = [{}, { reason: "   " }, { reason: "bad" }];
    for (const fields of reasons) {
      const response = await post({ intent: "reject-review", id: review.id, ...fields });
      expect(await toastOf(response)).toMatchObject({
        type: "error",
        title: "Not rejected",
        description: expect.any(String),
      });
    }
    expect(await reviewRow(review.id)).toMatchObject({ status: "pending" });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("approves and rejects an agency's reply", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const pendingReply = {
      status: "approved",
      reply: "Thank you, it was a pleasure.",
      replyStatus: "pending",
    };
    const a = await makeReview(t.db, agency, pendingReply);
    const b = await makeReview(t.db, agency, pendingReply);
    const approved = await post({ intent: "approve-reply", id: a.review.id });
    expect(await toastOf(approved)).toMatchObject({ type: "success", title: "Reply published" });
    const rejected = await post({ intent: "reject-reply", id: b.review.id, reason });
    expect(await toastOf(rejected)).toMatchObject({
      type: "success",
      title: "Reply rejected",
      description: "The reason was e-mailed.",
    });
    expect(await reviewRow(a.review.id)).toMatchObject({ replyStatus: "approved" });
    expect(await reviewRow(b.review.id)).toMatchObject({
      replyStatus: "rejected",
      replyRejectionReason: reason,
    });
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual([agency.email]);
  });

  it("deletes a published review, which leaves the agency's rating", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    expect(await ratingCount(agency.id)).toBe(1);
    const response = await post({ intent: "delete-review", id: review.id });
    expect(await toastOf(response)).toMatchObject({ type: "success", title: "Review deleted" });
    expect(await reviewRow(review.id)).toBeUndefined();
    expect(await ratingCount(agency.id)).toBe(0);
    const again = await post({ intent: "delete-review", id: review.id });
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "It was already deleted." });
  });

  it("sends a visitor without an admin session to the login, changing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    for (const intent of ["approve-review", "reject-review", "delete-review"]) {
      let answer: unknown;
      try {
        answer = await post({ intent, id: review.id, reason }, "");
      } catch (thrown) {
        answer = thrown;
      }
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toMatch(/^\/admin/);
    }
    expect(await reviewRow(review.id)).toMatchObject({ status: "pending" });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});
