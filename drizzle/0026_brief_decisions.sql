ALTER TABLE "briefs" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "decision_reminders" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "briefs_open_idx" ON "briefs" USING btree ("id") WHERE "briefs"."outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_hired_key" ON "matches" USING btree ("brief_id") WHERE "matches"."hired_at" is not null;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_outcome" CHECK ("briefs"."outcome" in ('hired', 'closed', 'no-decision'));--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_decided" CHECK (("briefs"."outcome" is null) = ("briefs"."decided_at" is null));--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_decision_reason" CHECK ("briefs"."decision_reason" in ('price', 'fit', 'portfolio', 'timing', 'in-house', 'cancelled', 'other'));--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_decision_note_length" CHECK (char_length("briefs"."decision_note") <= 500);