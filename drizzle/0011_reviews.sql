CREATE TABLE "review_invitations" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"declined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"brief_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"value" smallint NOT NULL,
	"timeliness" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"went_ahead" boolean NOT NULL,
	"budget" text NOT NULL,
	"reviewer_name" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"reply_status" text,
	"reply_rejection_reason" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_overall_stars" CHECK ("reviews"."overall" between 1 and 5),
	CONSTRAINT "reviews_quality_stars" CHECK ("reviews"."quality" between 1 and 5),
	CONSTRAINT "reviews_communication_stars" CHECK ("reviews"."communication" between 1 and 5),
	CONSTRAINT "reviews_value_stars" CHECK ("reviews"."value" between 1 and 5),
	CONSTRAINT "reviews_timeliness_stars" CHECK ("reviews"."timeliness" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_reply_status" CHECK ("reviews"."reply_status" is null or "reviews"."reply_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "rating_rank" double precision;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token_key" ON "review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_reminder_token_key" ON "review_invitations" USING btree ("reminder_token_hash");--> statement-breakpoint
CREATE INDEX "review_invitations_reminder_due_idx" ON "review_invitations" USING btree ("invited_at") WHERE "review_invitations"."reminded_at" is null and "review_invitations"."used_at" is null and "review_invitations"."declined_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_match_key" ON "reviews" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "reviews_agency_published_idx" ON "reviews" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_brief_idx" ON "reviews" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'pending' or "reviews"."reply_status" = 'pending';--> statement-breakpoint
CREATE INDEX "agencies_rating_idx" ON "agencies" USING btree ("rating_rank" desc nulls last,"agency_name","id") WHERE "agencies"."approved";--> statement-breakpoint
-- The Bayesian average of app/domain/reviews.ts (bayesianScore): PRIOR_WEIGHT (5) imaginary
-- reviews of PRIOR_MEAN (3.5) stars; null without a review, so unrated agencies sort last.
CREATE OR REPLACE FUNCTION agency_rating_rank(rating_sum integer, rating_count integer)
  RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN rating_count > 0
      THEN (5 * 3.5 + rating_sum)::double precision / (5 + rating_count) END
  $$;
--> statement-breakpoint
-- An agency's rating follows its approved reviews, however they change: approved, rejected,
-- deleted by the operator or with their brief (cascade). Only the agencies a statement touched
-- are counted again, from the reviews index.
CREATE OR REPLACE FUNCTION refresh_agency_ratings(agency_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    WITH totals AS (
      SELECT t.agency_id, count(r.id)::integer AS n, coalesce(sum(r.overall), 0)::integer AS total
      FROM unnest(agency_ids) AS t(agency_id)
      LEFT JOIN reviews r ON r.agency_id = t.agency_id AND r.status = 'approved'
      GROUP BY t.agency_id
    )
    UPDATE agencies a
    SET rating_count = totals.n, rating_sum = totals.total,
        rating_rank = agency_rating_rank(totals.total, totals.n)
    FROM totals
    WHERE a.id = totals.agency_id
      AND (a.rating_count, a.rating_sum) IS DISTINCT FROM (totals.n, totals.total)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_rating_after_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(SELECT DISTINCT agency_id FROM changed_new));
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_rating_after_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(
      SELECT agency_id FROM changed_new UNION SELECT agency_id FROM changed_old));
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_rating_after_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(SELECT DISTINCT agency_id FROM changed_old));
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_insert
  AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_insert();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_update
  AFTER UPDATE ON reviews REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_update();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_delete
  AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_delete();
--> statement-breakpoint
-- Profiles show reviews and replies: any change to them is a new version of the public pages.
CREATE TRIGGER reviews_page_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();
