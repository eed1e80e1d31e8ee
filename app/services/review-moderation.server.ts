import { and, eq, isNull, or } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, reviews } from "~/db/schema";
import { rejectionSchema, reviewReplySchema } from "~/domain/reviews";
import { enqueueEmail } from "~/mail/outbox.server";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import { replyRejectedEmail, reviewRejectedEmail } from "~/mail/templates/review-rejected";

/**
 * Moderating reviews and the agencies' replies (docs/decisions/014-verified-reviews.md): the
 * operator approves or rejects each review and each reply before it is published, and deletes any
 * review (a reviewer's request). Every change is one conditional UPDATE (`where status =
 * 'pending'`), so two operators acting at once cannot both moderate one review: the second gets
 * 'not-pending', as does a deleted or unknown id. The agency's rating follows the approved
 * reviews through the trigger on `reviews` (migration 0011).
 */

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/** What the console's toast names: the review's title. */
type Moderated = { id: number; title: string };

export type ModerationResult<Done extends string> =
  | { status: Done; review: Moderated }
  /** Already approved or rejected, deleted, or never there. */
  | { status: "not-pending" };

/** A reason or reply that the schema refuses: nothing is stored. */
export type InvalidText = { status: "invalid"; message: string };

const moderated = { id: reviews.id, title: reviews.title };
const pendingReview = (id: number) => and(eq(reviews.id, id), eq(reviews.status, "pending"));
const pendingReply = (id: number) =>
  and(eq(reviews.id, id), eq(reviews.status, "approved"), eq(reviews.replyStatus, "pending"));

const site = (config: SiteConfig) => ({ name: config.siteName, url: config.siteUrl });

/** The first message of a refused text (the schema's, in the current locale). */
function invalid(error: { issues: { message: string }[] }): InvalidText {
  return { status: "invalid", message: error.issues[0]?.message ?? "" };
}

/** Publishes a pending review; the agency's rating counts it at once. */
export async function approveReview(
  db: DbOrTx,
  reviewId: number,
  now = new Date(),
): Promise<ModerationResult<"approved">> {
  const [review] = await db
    .update(reviews)
    .set({ status: "approved", rejectionReason: null, moderatedAt: now })
    .where(pendingReview(reviewId))
    .returning(moderated);
  return review ? { status: "approved", review } : { status: "not-pending" };
}

/**
 * Refuses a pending review with the operator's reason, and queues one mail with the reason to the
 * reviewer (the brief's address, in the review's language) in the same transaction.
 */
export async function rejectReview(
  db: Db,
  reviewId: number,
  reason: string,
  config: SiteConfig,
  now = new Date(),
): Promise<ModerationResult<"rejected"> | InvalidText> {
  const parsed = rejectionSchema.safeParse({ reason });
  if (!parsed.success) return invalid(parsed.error);
  return db.transaction(async (tx): Promise<ModerationResult<"rejected">> => {
    const [review] = await tx
      .update(reviews)
      .set({ status: "rejected", rejectionReason: parsed.data.reason, moderatedAt: now })
      .where(pendingReview(reviewId))
      .returning({ ...moderated, briefId: reviews.briefId, locale: reviews.locale });
    if (!review) return { status: "not-pending" };
    const [to] = await tx
      .select({ email: briefs.email, agencyId: agencies.id, agencyName: agencies.agencyName })
      .from(reviews)
      .innerJoin(briefs, eq(briefs.id, reviews.briefId))
      .innerJoin(agencies, eq(agencies.id, reviews.agencyId))
      .where(eq(reviews.id, review.id));
    await enqueueEmail(tx, {
      to: to!.email,
      replyTo: config.supportEmail,
      ...reviewRejectedEmail(
        { agencyName: to!.agencyName, reason: parsed.data.reason },
        site(config),
        mailLocale(review.locale),
      ),
      about: { briefId: review.briefId, agencyId: to!.agencyId },
    });
    return { status: "rejected", review: { id: review.id, title: review.title } };
  });
}

/** Deletes any review, published or not (a reviewer's request); its rating goes with it. */
export async function deleteReview(
  db: DbOrTx,
  reviewId: number,
): Promise<{ status: "deleted"; review: Moderated } | { status: "not-found" }> {
  const [review] = await db.delete(reviews).where(eq(reviews.id, reviewId)).returning(moderated);
  return review ? { status: "deleted", review } : { status: "not-found" };
}

/** Publishes an agency's pending reply under its review. */
export async function approveReply(
  db: DbOrTx,
  reviewId: number,
): Promise<ModerationResult<"approved">> {
  const [review] = await db
    .update(reviews)
    .set({ replyStatus: "approved", replyRejectionReason: null })
    .where(pendingReply(reviewId))
    .returning(moderated);
  return review ? { status: "approved", review } : { status: "not-pending" };
}

/**
 * Refuses an agency's pending reply with the operator's reason, and queues one mail with it to
 * the agency (in its listing's language). The agency may then write a new reply.
 */
export async function rejectReply(
  db: Db,
  reviewId: number,
  reason: string,
  config: SiteConfig,
): Promise<ModerationResult<"rejected"> | InvalidText> {
  const parsed = rejectionSchema.safeParse({ reason });
  if (!parsed.success) return invalid(parsed.error);
  return db.transaction(async (tx): Promise<ModerationResult<"rejected">> => {
    const [review] = await tx
      .update(reviews)
      .set({ replyStatus: "rejected", replyRejectionReason: parsed.data.reason })
      .where(pendingReply(reviewId))
      .returning({ ...moderated, agencyId: reviews.agencyId });
    if (!review) return { status: "not-pending" };
    const [agency] = await tx
      .select({ email: agencies.email, name: agencies.agencyName, locale: agencies.locale })
      .from(agencies)
      .where(eq(agencies.id, review.agencyId));
    const locale = mailLocale(agency!.locale);
    await enqueueEmail(tx, {
      to: agency!.email,
      ...replyRejectedEmail(
        {
          agencyName: agency!.name,
          title: review.title,
          reason: parsed.data.reason,
          dashboardUrl: siteLink(site(config), locale, "/dashboard"),
        },
        site(config),
        locale,
      ),
      about: { agencyId: review.agencyId },
    });
    return { status: "rejected", review: { id: review.id, title: review.title } };
  });
}

export type SubmitReplyResult =
  | { status: "submitted" }
  /** Not this agency's review, not published, or not there: the agency cannot see it. */
  | { status: "not-found" }
  /** It has a reply waiting for moderation or published: one public reply per review. */
  | { status: "reply-exists" }
  | InvalidText;

/**
 * The agency's public reply to one of its published reviews, waiting for moderation. Allowed when
 * the review has no reply or its last one was rejected; the check and the write are one UPDATE,
 * so two posts at once store one reply.
 */
export async function submitReply(
  db: DbOrTx,
  agencyId: number,
  reviewId: number,
  text: string,
  now = new Date(),
): Promise<SubmitReplyResult> {
  const parsed = reviewReplySchema.safeParse({ reply: text });
  if (!parsed.success) return invalid(parsed.error);
  const own = and(
    eq(reviews.id, reviewId),
    eq(reviews.agencyId, agencyId),
    eq(reviews.status, "approved"),
  );
  const [stored] = await db
    .update(reviews)
    .set({
      reply: parsed.data.reply,
      replyStatus: "pending",
      replyRejectionReason: null,
      repliedAt: now,
    })
    .where(and(own, or(isNull(reviews.replyStatus), eq(reviews.replyStatus, "rejected"))))
    .returning({ id: reviews.id });
  if (stored) return { status: "submitted" };
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(own);
  return existing ? { status: "reply-exists" } : { status: "not-found" };
}
