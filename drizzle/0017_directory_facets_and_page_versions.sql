-- The directory's filter values of an agency as bits of one bigint (app/domain/directory-facets.ts
-- holds the same layout, and a database test compares the two): bit 0 Pro, bits 1-7 the emirate,
-- bits 8-17 the services, bits 18-32 the industries, each in the order of its value set
-- (app/domain/value-sets.ts). A value outside the sets sets no bit. A new value of a set needs a
-- migration that replaces this function and recomputes the column.
CREATE OR REPLACE FUNCTION directory_facet_bits(is_pro boolean, location text, services text[], industries text[])
  RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (CASE WHEN is_pro THEN 1 ELSE 0 END)::bigint
      | coalesce(1::bigint << array_position(
          ARRAY['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
          location), 0)
      | coalesce((SELECT bit_or(1::bigint << (p + 7)) FROM unnest(services) AS s, array_position(
          ARRAY['Website Development', 'Branding & Design', 'Digital Marketing', 'Social Media Management',
                'E-commerce Development', 'Mobile App Development', 'SEO Services', 'Content Creation',
                'PPC Advertising', 'UI/UX Design'],
          s) AS p), 0)
      | coalesce((SELECT bit_or(1::bigint << (p + 17)) FROM unnest(industries) AS i, array_position(
          ARRAY['E-commerce', 'SaaS', 'Web3', 'Health', 'Events', 'Education', 'Retail', 'Finance',
                'Real Estate', 'Travel & Tourism', 'Food & Beverage', 'Fashion & Beauty', 'Technology',
                'Government', 'Non-Profit'],
          i) AS p), 0)
  $$;
--> statement-breakpoint
DROP INDEX "agencies_directory_idx";--> statement-breakpoint
DROP INDEX "agencies_rating_idx";--> statement-breakpoint
-- The directory indexes end with facet_bits: a walk in their order filters without reading rows.
ALTER TABLE "agencies" ADD COLUMN "facet_bits" bigint GENERATED ALWAYS AS (directory_facet_bits("agencies"."is_pro", "agencies"."location", "agencies"."services", "agencies"."industries")) STORED;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "page_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "agencies_directory_idx" ON "agencies" USING btree ("is_pro" DESC NULLS LAST,"agency_name","id","facet_bits") WHERE "agencies"."approved";--> statement-breakpoint
CREATE INDEX "agencies_rating_idx" ON "agencies" USING btree ("rating_rank" desc nulls last,"agency_name","id","facet_bits") WHERE "agencies"."approved";--> statement-breakpoint
-- What a public page shows of an agency: every column but these (internal, or derived from
-- shown ones). A column added later counts as shown until it is listed here.
CREATE OR REPLACE FUNCTION agency_shown_columns(row_json jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT row_json - ARRAY['contact_name', 'stripe_customer_id', 'needs_review', 'locale',
      'updated_at', 'created_at', 'search_vector', 'facet_bits', 'page_version']
  $$;
--> statement-breakpoint
-- An agency's profile page version rises with any change it shows (on its own row, so writers of
-- different agencies never wait on each other).
CREATE OR REPLACE FUNCTION agencies_page_version_before_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.page_version = OLD.page_version
      AND agency_shown_columns(to_jsonb(NEW)) IS DISTINCT FROM agency_shown_columns(to_jsonb(OLD)) THEN
      NEW.page_version := OLD.page_version + 1;
    END IF;
    RETURN NEW;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER agencies_page_version
  BEFORE UPDATE ON agencies
  FOR EACH ROW EXECUTE FUNCTION agencies_page_version_before_update();
--> statement-breakpoint
-- The shared pages' version (page_data_version) rises only when a statement changed what the
-- public sees: an approved agency written, approved, removed or deleted, or its page version
-- raised. A pending listing, a flag or a billing id changes nothing public, and takes no lock on
-- the counter row (before, every write to agencies queued on it).
CREATE OR REPLACE FUNCTION page_data_version_after_agencies() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF NOT EXISTS (SELECT 1 FROM new_rows WHERE approved) THEN RETURN NULL; END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF NOT EXISTS (SELECT 1 FROM old_rows WHERE approved) THEN RETURN NULL; END IF;
    ELSIF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.approved OR o.approved)
        AND (n.approved IS DISTINCT FROM o.approved OR n.page_version <> o.page_version)
    ) THEN
      RETURN NULL;
    END IF;
    UPDATE page_data_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
DROP TRIGGER "agencies_page_data_version" ON "agencies";
--> statement-breakpoint
CREATE TRIGGER agencies_page_data_version_insert
  AFTER INSERT ON agencies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();
--> statement-breakpoint
CREATE TRIGGER agencies_page_data_version_update
  AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();
--> statement-breakpoint
CREATE TRIGGER agencies_page_data_version_delete
  AFTER DELETE ON agencies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();
--> statement-breakpoint
CREATE TRIGGER agencies_page_data_version_truncate
  AFTER TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();
--> statement-breakpoint
-- A profile shows its approved reviews and their approved replies, and its images: a change to
-- one raises its agency's page version (and so, for an approved agency, page_data_version). A
-- review waiting for the operator changes nothing shown.
CREATE OR REPLACE FUNCTION raise_agency_page_versions(agency_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE agencies SET page_version = page_version + 1
    WHERE id IN (SELECT DISTINCT unnest(agency_ids))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_page_version_after_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM raise_agency_page_versions(ARRAY(
        SELECT agency_id FROM changed_new WHERE status = 'approved'));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM raise_agency_page_versions(ARRAY(
        SELECT agency_id FROM changed_old WHERE status = 'approved'));
    ELSE
      PERFORM raise_agency_page_versions(ARRAY(
        SELECT agency_id FROM changed_new WHERE status = 'approved'
        UNION SELECT agency_id FROM changed_old WHERE status = 'approved'));
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
DROP TRIGGER "reviews_page_data_version" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER reviews_page_version_insert
  AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();
--> statement-breakpoint
CREATE TRIGGER reviews_page_version_update
  AFTER UPDATE ON reviews REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();
--> statement-breakpoint
CREATE TRIGGER reviews_page_version_delete
  AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();
--> statement-breakpoint
CREATE TRIGGER reviews_page_version_truncate
  AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_images_page_version_after_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM raise_agency_page_versions(ARRAY(SELECT agency_id FROM changed_new));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM raise_agency_page_versions(ARRAY(SELECT agency_id FROM changed_old));
    ELSE
      PERFORM raise_agency_page_versions(ARRAY(
        SELECT agency_id FROM changed_new UNION SELECT agency_id FROM changed_old));
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER agency_images_page_version_insert
  AFTER INSERT ON agency_images REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();
--> statement-breakpoint
CREATE TRIGGER agency_images_page_version_update
  AFTER UPDATE ON agency_images REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();
--> statement-breakpoint
CREATE TRIGGER agency_images_page_version_delete
  AFTER DELETE ON agency_images REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();
