import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { agencies, briefs } from "~/db/schema";
import { REVIEWS_PER_PAGE } from "~/domain/reviews";
import { listAgencyReviews } from "./agency-reviews.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));

describe("an agency's published reviews", () => {
  it("count and show approved reviews only, with the share of each star", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = await makeAgency(t.db, { approved: true });
    for (const overall of [5, 5, 4, 2]) {
      await makeReview(t.db, agency, { overall, status: "approved" });
    }
    await makeReview(t.db, agency, { overall: 1, status: "pending" });
    await makeReview(t.db, agency, { overall: 1, status: "rejected" });
    await makeReview(t.db, other, { overall: 1, status: "approved" });

    const result = await listAgencyReviews(t.db, agency.id, 1);
    expect(result.summary).toEqual({ count: 4, average: 4, distribution: [0, 1, 0, 1, 2] });
    expect(result.reviews.map((r) => r.overall).sort()).toEqual([2, 4, 5, 5]);
    expect(result).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("show an agency without approved reviews as empty", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    await makeReview(t.db, agency, { status: "pending" });
    expect(await listAgencyReviews(t.db, agency.id, 3)).toEqual({
      summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      reviews: [],
      page: 1,
      pageCount: 1,
    });
  });

  it("are newest first (the later id first on the same instant), in pages, clamped", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const count = REVIEWS_PER_PAGE * 2 + 1;
    for (let day = 1; day <= count; day++) {
      await makeReview(t.db, agency, {
        status: "approved",
        title: `Review of day ${day}`,
        createdAt: at(day === count ? count - 1 : day),
      });
    }
    const first = await listAgencyReviews(t.db, agency.id, 1);
    expect(first.pageCount).toBe(3);
    expect(first.reviews.map((r) => r.title)).toEqual([
      `Review of day ${count}`,
      `Review of day ${count - 1}`,
      ...Array.from({ length: REVIEWS_PER_PAGE - 2 }, (_, i) => `Review of day ${count - 2 - i}`),
    ]);
    const last = await listAgencyReviews(t.db, agency.id, 3);
    expect(last.reviews.map((r) => r.title)).toEqual(["Review of day 1"]);
    expect(await listAgencyReviews(t.db, agency.id, 99)).toEqual(last);
    expect((await listAgencyReviews(t.db, agency.id, 0)).page).toBe(1);
  });

  it("show the agency's reply only once the operator approved it", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const reply = (replyStatus: string | null) =>
      makeReview(t.db, agency, {
        status: "approved",
        title: `Reply ${replyStatus}`,
        reply: replyStatus ? `Our reply, ${replyStatus}` : null,
        replyStatus,
      });
    await reply(null);
    await reply("pending");
    await reply("rejected");
    await reply("approved");
    const { reviews } = await listAgencyReviews(t.db, agency.id, 1);
    expect(Object.fromEntries(reviews.map((r) => [r.title, r.reply]))).toEqual({
      "Reply null": null,
      "Reply pending": null,
      "Reply rejected": null,
      "Reply approved": "Our reply, approved",
    });
  });

  it("give what a profile shows of each review, an anonymous reviewer without a name", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    await makeReview(t.db, agency, {
      status: "approved",
      overall: 4,
      quality: 3,
      communication: 5,
      value: 2,
      timeliness: 1,
      reviewerName: null,
      wentAhead: false,
      budget: "15k-30k",
      createdAt: at(3),
    });
    const [review] = (await listAgencyReviews(t.db, agency.id, 1)).reviews;
    expect(review).toEqual({
      id: expect.any(Number),
      overall: 4,
      quality: 3,
      communication: 5,
      value: 2,
      timeliness: 1,
      title: "A clear process and a site on time",
      body: "They listened, planned the work with us and delivered the site a week early.",
      reviewerName: null,
      wentAhead: false,
      budget: "15k-30k",
      createdAt: at(3),
      reply: null,
    });
  });
});
