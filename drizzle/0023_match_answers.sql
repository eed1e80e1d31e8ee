ALTER TABLE "matches" ADD COLUMN "answer" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "decline_note" text;--> statement-breakpoint
CREATE INDEX "matches_pending_idx" ON "matches" USING btree ("answer_due_at") WHERE "matches"."answer" = 'pending';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_answer" CHECK ("matches"."answer" in ('pending', 'accepted', 'declined', 'replaced'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_decline_reason" CHECK (("matches"."answer" = 'declined') = ("matches"."decline_reason" is not null) and "matches"."decline_reason" in ('too-busy', 'not-our-field', 'budget-too-low', 'other'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_decline_note_length" CHECK (char_length("matches"."decline_note") <= 500);--> statement-breakpoint
-- Matches made before agencies answered them: accepted where the agency has written in the thread,
-- otherwise pending with 48 hours from the match to answer (no reminder: the time is long past).
UPDATE "matches" SET "answer" = 'accepted', "answered_at" = (
  SELECT min("created_at") FROM "thread_messages" WHERE "match_id" = "matches"."id" AND "author" = 'agency'
) WHERE EXISTS (
  SELECT 1 FROM "thread_messages" WHERE "match_id" = "matches"."id" AND "author" = 'agency'
);--> statement-breakpoint
UPDATE "matches" SET "answer_due_at" = "matched_at" + interval '48 hours',
  "remind_at" = "matched_at" + interval '24 hours', "reminded_at" = "matched_at"
WHERE "answer_due_at" IS NULL;
