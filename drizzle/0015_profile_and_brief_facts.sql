ALTER TABLE "agencies" ADD COLUMN "founding_year" smallint;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "team_size" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "min_budget_aed" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "emirate" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "requested_agency_id" integer;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_requested_agency_id_agencies_id_fk" FOREIGN KEY ("requested_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;