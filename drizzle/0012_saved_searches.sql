-- "Any value" (an empty filter) written as '*', so the GIN indexes of saved_searches find the
-- searches without a filter in a group too: a search matches an agency's services when
-- saved_search_any(services) && (agency services || '*').
CREATE OR REPLACE FUNCTION saved_search_any(vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN cardinality(vals) = 0 THEN ARRAY['*'] ELSE vals END $$;
--> statement-breakpoint
-- What a saved search's text (q_query) is matched against: the agency's search column, plus one
-- lexeme for its location ('loc:Dubai') and one per service ('svc:SEO'), which q_query names
-- where the text names an emirate or a service (app/services/saved-search-query.server.ts).
CREATE OR REPLACE FUNCTION saved_search_document(search_vector tsvector, location text, services text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT search_vector || array_to_tsvector(array_remove(
      ARRAY['loc:' || location] || ARRAY(SELECT 'svc:' || s FROM unnest(services) AS s), NULL))
  $$;
--> statement-breakpoint
-- Whether a saved search's filters find an agency: the directory's rule (AND across groups, OR
-- within one, an empty group matches any), written so that PostgreSQL can inline it and use the
-- GIN indexes on saved_search_any(...).
CREATE OR REPLACE FUNCTION saved_search_finds(
    s_pro boolean, s_services text[], s_locations text[], s_industries text[], s_query tsquery,
    a_is_pro boolean, a_location text, a_services text[], a_industries text[], a_search_vector tsvector)
  RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT saved_search_any(s_services) && (a_services || '*'::text)
      AND saved_search_any(s_locations) && ARRAY[a_location, '*']
      AND saved_search_any(s_industries) && (a_industries || '*'::text)
      AND (NOT s_pro OR a_is_pro)
      AND (s_query IS NULL OR saved_search_document(a_search_vector, a_location, a_services) @@ s_query)
  $$;
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_agency_id_pk" PRIMARY KEY("saved_search_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"frequency" text NOT NULL,
	"pro" boolean DEFAULT false NOT NULL,
	"services" text[] NOT NULL,
	"locations" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"q_query" "tsquery",
	"filters_key" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_queued_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at") WHERE "saved_search_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_agency_idx" ON "saved_search_matches" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_filters_key" ON "saved_searches" USING btree ("email","filters_key");--> statement-breakpoint
CREATE INDEX "saved_searches_unconfirmed_idx" ON "saved_searches" USING btree ("updated_at") WHERE "saved_searches"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_services_gin" ON "saved_searches" USING gin (saved_search_any("services")) WHERE "saved_searches"."confirmed_at" is not null and "saved_searches"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_locations_gin" ON "saved_searches" USING gin (saved_search_any("locations")) WHERE "saved_searches"."confirmed_at" is not null and "saved_searches"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_industries_gin" ON "saved_searches" USING gin (saved_search_any("industries")) WHERE "saved_searches"."confirmed_at" is not null and "saved_searches"."paused_at" is null;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_saved_search_idx" ON "email_outbox" USING btree ("saved_search_id");
--> statement-breakpoint
-- Matching (decision 015): when an agency is approved, or an approved agency's services, location
-- or industries change, every confirmed, unpaused saved search that finds it now and did not find
-- it before gets it queued: one INSERT ... SELECT per statement over its transition tables,
-- whatever number of saved searches. The key of saved_search_matches keeps an agency from being
-- queued twice for one search, ever.
CREATE OR REPLACE FUNCTION saved_searches_after_agency_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO saved_search_matches (saved_search_id, agency_id)
      SELECT s.id, n.id
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      JOIN saved_searches s
        ON s.confirmed_at IS NOT NULL AND s.paused_at IS NULL
        AND saved_search_finds(s.pro, s.services, s.locations, s.industries, s.q_query,
          n.is_pro, n.location, n.services, n.industries, n.search_vector)
      WHERE n.approved
        AND (NOT o.approved
          OR n.services IS DISTINCT FROM o.services
          OR n.location IS DISTINCT FROM o.location
          OR n.industries IS DISTINCT FROM o.industries)
        AND NOT (o.approved AND saved_search_finds(s.pro, s.services, s.locations, s.industries,
          s.q_query, o.is_pro, o.location, o.services, o.industries, o.search_vector))
      ORDER BY s.id
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER saved_searches_after_agency_update
  AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saved_searches_after_agency_update();
