import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { agencies, briefs, emailOutbox, reviews } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { REVIEW_LENGTH } from "~/domain/reviews";
import {
  approveReply,
  approveReview,
  deleteReview,
  rejectReply,
  rejectReview,
  submitReply,
} from "./review-moderation.server";

const t = useTestDatabase();
const config = testConfig();
const reason = "It names a person who did not agree to be named.";
const replyText = "Thank you for the kind words, it was a pleasure to work with you.";

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(emailOutbox);
});

const reviewRow = async (id: number) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const ratingCount = async (agencyId: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.ratingCount;
const mails = () => t.db.select().from(emailOutbox);

describe("moderating a review", () => {
  it("approves a pending review once, and the agency's rating counts it", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    expect(await ratingCount(agency.id)).toBe(0);

    const first = await approveReview(t.db, review.id);
    expect(first).toEqual({ status: "approved", review: { id: review.id, title: review.title } });
    expect(await reviewRow(review.id)).toMatchObject({ status: "approved" });
    expect((await reviewRow(review.id))!.moderatedAt).toBeInstanceOf(Date);
    expect(await ratingCount(agency.id)).toBe(1);

    expect(await approveReview(t.db, review.id)).toEqual({ status: "not-pending" });
    expect(await rejectReview(t.db, review.id, reason, config)).toEqual({ status: "not-pending" });
    expect(await reviewRow(review.id)).toMatchObject({ status: "approved", rejectionReason: null });
    expect(await mails()).toEqual([]);
  });

  it("refuses an unknown or deleted review without throwing", async () => {
    expect(await approveReview(t.db, 999_999)).toEqual({ status: "not-pending" });
    expect(await rejectReview(t.db, 999_999, reason, config)).toEqual({ status: "not-pending" });
    expect(await deleteReview(t.db, 999_999)).toEqual({ status: "not-found" });
    expect(await approveReply(t.db, 999_999)).toEqual({ status: "not-pending" });
    expect(await rejectReply(t.db, 999_999, reason, config)).toEqual({ status: "not-pending" });
  });

  it("rejects with the reason and queues one mail to the reviewer in the review's language", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Falcon Studio" });
    const { review, brief } = await makeReview(t.db, agency, { locale: "ar" });

    const result = await rejectReview(t.db, review.id, `  ${reason} `, config);
    expect(result).toMatchObject({ status: "rejected" });
    expect(await reviewRow(review.id)).toMatchObject({
      status: "rejected",
      rejectionReason: reason,
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const texts = getMessages("ar").reviews.emails.reviewRejected;
    expect(sent[0]).toMatchObject({
      toAddress: brief.email,
      replyTo: config.supportEmail,
      subject: texts.subject.replace("{agencyName}", "\u2068Falcon Studio\u2069"),
      briefId: brief.id,
      agencyId: agency.id,
    });
    expect(sent[0]!.text).toContain(reason);
    expect(await ratingCount(agency.id)).toBe(0);

    // Moderated twice: refused, and no second mail.
    expect(await rejectReview(t.db, review.id, reason, config)).toEqual({ status: "not-pending" });
    expect(await approveReview(t.db, review.id)).toEqual({ status: "not-pending" });
    expect(await mails()).toHaveLength(1);
  });

  it("writes the rejection in English for an English review", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    await rejectReview(t.db, review.id, reason, config);
    const [mail] = await mails();
    expect(mail!.subject).toBe(
      getMessages("en").reviews.emails.reviewRejected.subject.replace(
        "{agencyName}",
        `\u2068${agency.agencyName}\u2069`,
      ),
    );
  });

  it("refuses a reason that is too short, storing and sending nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    const result = await rejectReview(t.db, review.id, "no", config);
    expect(result).toMatchObject({ status: "invalid", message: expect.any(String) });
    expect(await reviewRow(review.id)).toMatchObject({ status: "pending", rejectionReason: null });
    expect(await mails()).toEqual([]);
  });

  it("only one of two operators moderates a review at once", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency);
    const results = await Promise.all([
      approveReview(t.db, review.id),
      rejectReview(t.db, review.id, reason, config),
    ]);
    expect(results.filter((r) => r.status === "not-pending")).toHaveLength(1);
    const row = await reviewRow(review.id);
    expect(await mails()).toHaveLength(row!.status === "rejected" ? 1 : 0);
  });

  it("deletes any review, and a published one leaves the agency's rating", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const pending = await makeReview(t.db, agency);
    expect(await ratingCount(agency.id)).toBe(1);

    expect(await deleteReview(t.db, review.id)).toMatchObject({ status: "deleted" });
    expect(await reviewRow(review.id)).toBeUndefined();
    expect(await ratingCount(agency.id)).toBe(0);
    expect(await deleteReview(t.db, pending.review.id)).toMatchObject({ status: "deleted" });
    expect(await deleteReview(t.db, review.id)).toEqual({ status: "not-found" });
  });
});

describe("an agency's reply", () => {
  it("is stored as pending on its own published review, then approved once", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    expect(await submitReply(t.db, agency.id, review.id, replyText)).toEqual({
      status: "submitted",
    });
    const row = await reviewRow(review.id);
    expect(row).toMatchObject({ reply: replyText, replyStatus: "pending" });
    expect(row!.repliedAt).toBeInstanceOf(Date);

    expect(await approveReply(t.db, review.id)).toMatchObject({ status: "approved" });
    expect(await reviewRow(review.id)).toMatchObject({ replyStatus: "approved" });
    expect(await approveReply(t.db, review.id)).toEqual({ status: "not-pending" });
    expect(await rejectReply(t.db, review.id, reason, config)).toEqual({ status: "not-pending" });
  });

  it("is refused on another agency's review and on a review not published", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = await makeAgency(t.db, { approved: true });
    const theirs = await makeReview(t.db, other, { status: "approved" });
    const pending = await makeReview(t.db, agency);
    const rejected = await makeReview(t.db, agency, { status: "rejected" });
    for (const id of [theirs.review.id, pending.review.id, rejected.review.id, 999_999]) {
      expect(await submitReply(t.db, agency.id, id, replyText)).toEqual({ status: "not-found" });
    }
    for (const { review } of [theirs, pending, rejected]) {
      expect(await reviewRow(review.id)).toMatchObject({ reply: null, replyStatus: null });
    }
  });

  it("is one: a second one is refused while the first waits or is published", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    await submitReply(t.db, agency.id, review.id, replyText);
    const second = "A second reply that should never replace the first one.";
    expect(await submitReply(t.db, agency.id, review.id, second)).toEqual({
      status: "reply-exists",
    });
    await approveReply(t.db, review.id);
    expect(await submitReply(t.db, agency.id, review.id, second)).toEqual({
      status: "reply-exists",
    });
    expect(await reviewRow(review.id)).toMatchObject({ reply: replyText, replyStatus: "approved" });
  });

  it("may be written again after a rejection, which mails the agency in its language", async () => {
    const agency = await makeAgency(t.db, { approved: true, locale: "ar" });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    await submitReply(t.db, agency.id, review.id, replyText);

    expect(await rejectReply(t.db, review.id, reason, config)).toMatchObject({
      status: "rejected",
    });
    expect(await reviewRow(review.id)).toMatchObject({
      replyStatus: "rejected",
      replyRejectionReason: reason,
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: agency.email,
      subject: getMessages("ar").reviews.emails.replyRejected.subject,
      agencyId: agency.id,
    });
    expect(sent[0]!.text).toContain(reason);
    expect(sent[0]!.text).toContain("/ar/dashboard");

    const again = "We have since fixed the issue and would be glad to talk again.";
    expect(await submitReply(t.db, agency.id, review.id, again)).toEqual({ status: "submitted" });
    expect(await reviewRow(review.id)).toMatchObject({
      reply: again,
      replyStatus: "pending",
      replyRejectionReason: null,
    });
  });

  it("stores nothing when too short or too long", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const tooLong = "x".repeat(REVIEW_LENGTH.reply.max + 1);
    for (const text of ["Thanks", "          ", tooLong]) {
      expect(await submitReply(t.db, agency.id, review.id, text)).toMatchObject({
        status: "invalid",
        message: expect.any(String),
      });
    }
    expect(await reviewRow(review.id)).toMatchObject({ reply: null, replyStatus: null });
  });
});
