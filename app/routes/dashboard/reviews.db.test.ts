import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { agencies, briefs, reviews } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { getToast } from "~/http/sessions/toast.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import { action, loader } from "./dashboard";

/** The Reviews section of the agency dashboard: its published reviews and the reply form. */
const t = useTestDatabase();
const config = testConfig();
const replyText = "Thank you for the kind words, it was a pleasure to work with you.";

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

async function sessionOf(agencyId: number) {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return (await sessionCookie(config, "agency").serialize(token)).split(";")[0]!;
}

function post(fields: Record<string, string | number>, cookie: string, path = "/dashboard") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return asRequestTo(path, () =>
    action(
      routeArgs(t.db, path, {
        method: "POST",
        body,
        config,
        headers: cookie ? { Cookie: cookie } : {},
      }) as never,
    ),
  ) as Promise<Response>;
}

async function toastOf(response: Response) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set ? set.split(";")[0]! : "" },
  });
  return (await getToast(request, config)).toast;
}

const reviewRow = async (id: number) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const reply = (reviewId: number, text = replyText) => ({
  intent: "reply-review",
  reviewId,
  reply: text,
});

describe("the dashboard's reviews", () => {
  it("lists the agency's own published reviews, newest first, with their replies", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = await makeAgency(t.db, { approved: true });
    const older = await makeReview(t.db, agency, {
      status: "approved",
      createdAt: new Date("2026-01-01"),
      reply: "Thanks!",
      replyStatus: "rejected",
      replyRejectionReason: "Please say more than thanks.",
    });
    const newer = await makeReview(t.db, agency, {
      status: "approved",
      createdAt: new Date("2026-02-01"),
    });
    await makeReview(t.db, agency);
    await makeReview(t.db, agency, { status: "rejected" });
    await makeReview(t.db, other, { status: "approved" });
    const cookie = await sessionOf(agency.id);
    const data = (await loader(
      routeArgs(t.db, "/dashboard", { config, headers: { Cookie: cookie } }) as never,
    )) as { dashboard: { reviews: { id: number }[] } };
    expect(data.dashboard.reviews).toEqual([
      expect.objectContaining({ id: newer.review.id, replyStatus: null }),
      expect.objectContaining({
        id: older.review.id,
        reply: "Thanks!",
        replyStatus: "rejected",
        replyRejectionReason: "Please say more than thanks.",
      }),
    ]);
  });
});

describe("replying to a review from the dashboard", () => {
  it("sends one reply for moderation, and refuses a second while it waits", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const cookie = await sessionOf(agency.id);

    const sent = await post(reply(review.id), cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/dashboard");
    expect(await toastOf(sent)).toMatchObject({
      type: "success",
      title: "Reply sent for moderation",
    });
    expect(await reviewRow(review.id)).toMatchObject({ reply: replyText, replyStatus: "pending" });

    const second = await post(reply(review.id, "Another reply that should not be stored."), cookie);
    expect(await toastOf(second)).toMatchObject({
      type: "error",
      title: "Your reply was not sent",
      description: "This review already has a reply.",
    });
    expect(await reviewRow(review.id)).toMatchObject({ reply: replyText });
  });

  it("refuses a reply to another agency's review or a bad id, storing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, other, { status: "approved" });
    const cookie = await sessionOf(agency.id);
    for (const reviewId of [review.id, "abc", 999_999]) {
      const answer = await post({ intent: "reply-review", reviewId, reply: replyText }, cookie);
      expect(await toastOf(answer)).toMatchObject({
        type: "error",
        description: "This review is not published.",
      });
    }
    expect(await reviewRow(review.id)).toMatchObject({ reply: null, replyStatus: null });
  });

  it("refuses a reply too short, with the reason, storing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const answer = await post(reply(review.id, "Thanks"), await sessionOf(agency.id));
    expect(await toastOf(answer)).toMatchObject({
      type: "error",
      title: "Your reply was not sent",
      description: expect.stringContaining("10"),
    });
    expect(await reviewRow(review.id)).toMatchObject({ reply: null, replyStatus: null });
  });

  it("says a review is not found before judging the reply, with no review named or a bad one", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const posts: Record<string, string>[] = [
      { intent: "reply-review", reviewId: "abc", reply: "Thanks" },
      { intent: "reply-review", reply: replyText },
    ];
    for (const fields of posts) {
      const answer = await post(fields, cookie);
      expect(answer.headers.get("Location")).toBe("/dashboard");
      expect(await toastOf(answer)).toMatchObject({
        type: "error",
        title: "Your reply was not sent",
        description: "This review is not published.",
      });
    }
  });

  it("answers in Arabic on /ar/dashboard and goes back there", async () => {
    const agency = await makeAgency(t.db, { approved: true, locale: "ar" });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const answer = await post(reply(review.id), await sessionOf(agency.id), "/ar/dashboard");
    expect(answer.headers.get("Location")).toBe("/ar/dashboard");
    expect(await toastOf(answer)).toMatchObject({
      title: getMessages("ar").dashboard.reviews.sent,
    });
  });

  it("sends a visitor without a session to the sign-in form, storing nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const answer = await post(reply(review.id), "");
    expect(answer.headers.get("Location")).toBe("/dashboard");
    expect(await reviewRow(review.id)).toMatchObject({ reply: null });
  });
});
