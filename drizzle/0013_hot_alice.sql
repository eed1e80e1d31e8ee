DROP INDEX "saved_searches_unconfirmed_idx";--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_searches_unconfirmed_idx" ON "saved_searches" USING btree ("updated_at") WHERE "saved_searches"."confirmed_at" is null;