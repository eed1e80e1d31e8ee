CREATE TABLE "proposal_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"summary" text NOT NULL,
	"scope" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_fils" bigint NOT NULL,
	"subtotal_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"vat_percent" smallint NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"valid_until" text,
	"milestones" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "proposal_versions_key" UNIQUE("proposal_id","version"),
	CONSTRAINT "proposal_versions_money" CHECK ("proposal_versions"."discount_fils" >= 0 and "proposal_versions"."subtotal_fils" >= "proposal_versions"."discount_fils" and "proposal_versions"."vat_fils" >= 0 and "proposal_versions"."total_fils" = "proposal_versions"."subtotal_fils" - "proposal_versions"."discount_fils" + "proposal_versions"."vat_fils"),
	CONSTRAINT "proposal_versions_dates" CHECK ("proposal_versions"."end_date" >= "proposal_versions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"brief_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "proposals_match_key" UNIQUE("match_id"),
	CONSTRAINT "proposals_state" CHECK ("proposals"."state" in ('draft', 'sent', 'revised', 'accepted', 'declined', 'withdrawn', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "trn" text;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_brief_idx" ON "proposals" USING btree ("brief_id");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_trn" CHECK ("agencies"."trn" ~ '^[0-9]{15}$');--> statement-breakpoint
-- A version as it was sent is kept unchanged: only the unsent draft may be edited.
CREATE OR REPLACE FUNCTION proposal_versions_keep_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sent_at IS NOT NULL THEN
    RAISE EXCEPTION 'a sent proposal version is kept unchanged' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER proposal_versions_keep_sent BEFORE UPDATE ON proposal_versions
  FOR EACH ROW EXECUTE FUNCTION proposal_versions_keep_sent();
