ALTER TABLE "briefs" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
-- Briefs stored before lead alerts waited for the operator had theirs sent on submission.
UPDATE "briefs" SET "qualified_at" = "created_at" WHERE "qualified_at" IS NULL;