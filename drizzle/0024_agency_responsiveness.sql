ALTER TABLE "agencies" ADD COLUMN "response_rate" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "response_hours" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "median_answer_hours" double precision;--> statement-breakpoint
CREATE INDEX "agencies_response_idx" ON "agencies" USING btree ("id") WHERE "agencies"."response_rate" is not null;