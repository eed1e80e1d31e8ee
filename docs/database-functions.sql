-- GENERATED FILE, do not edit: `npm run db:functions` (scripts/db-functions.ts) writes it
-- from a fresh PGlite database migrated with drizzle/*.sql. A migration that adds or replaces
-- a function or a trigger changes it; app/db/database-functions.db.test.ts fails until it is
-- written again.
--
-- The current body of every function of the public schema (pg_get_functiondef) and every
-- trigger (pg_get_triggerdef), each sorted by name: what the migrations add up to, in one place.
-- Read from PostgreSQL 18.

-- ================================================================================================
-- Functions (25)
-- ================================================================================================

-- agencies_page_version_before_update()
CREATE OR REPLACE FUNCTION public.agencies_page_version_before_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NEW.page_version = OLD.page_version
      AND agency_shown_columns(to_jsonb(NEW)) IS DISTINCT FROM agency_shown_columns(to_jsonb(OLD)) THEN
      NEW.page_version := OLD.page_version + 1;
    END IF;
    RETURN NEW;
  END;
  $function$;

-- agency_images_page_version_after_change()
CREATE OR REPLACE FUNCTION public.agency_images_page_version_after_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  $function$;

-- agency_rating_rank(rating_sum integer, rating_count integer)
CREATE OR REPLACE FUNCTION public.agency_rating_rank(rating_sum integer, rating_count integer)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT CASE WHEN rating_count > 0
      THEN (5 * 3.5 + rating_sum)::double precision / (5 + rating_count) END
  $function$;

-- agency_shown_columns(row_json jsonb)
CREATE OR REPLACE FUNCTION public.agency_shown_columns(row_json jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT row_json - ARRAY['contact_name', 'stripe_customer_id', 'needs_review', 'locale',
      'updated_at', 'created_at', 'search_vector', 'facet_bits', 'page_version',
      'legal_name', 'legal_address', 'trn']
  $function$;

-- arabic_fold(text)
CREATE OR REPLACE FUNCTION public.arabic_fold(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT translate($1, 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه') $function$;

-- directory_facet_bits(is_pro boolean, location text, services text[], industries text[])
CREATE OR REPLACE FUNCTION public.directory_facet_bits(is_pro boolean, location text, services text[], industries text[])
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
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
  $function$;

-- directory_facet_keys(is_pro boolean, location text, services text[], industries text[])
CREATE OR REPLACE FUNCTION public.directory_facet_keys(is_pro boolean, location text, services text[], industries text[])
 RETURNS TABLE(kind text, value text)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT 'total', ''
    UNION ALL SELECT 'pro', '' WHERE is_pro
    UNION ALL SELECT 'location', location WHERE location IS NOT NULL
    UNION ALL SELECT DISTINCT 'service', s FROM unnest(services) AS s
    UNION ALL SELECT DISTINCT 'industry', i FROM unnest(industries) AS i
  $function$;

-- directory_facets_after_change()
CREATE OR REPLACE FUNCTION public.directory_facets_after_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO directory_facets (kind, value, agencies)
        SELECT k.kind, k.value, count(*)::integer
        FROM new_rows r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
        WHERE r.approved
        GROUP BY k.kind, k.value
        ORDER BY k.kind, k.value
        ON CONFLICT (kind, value) DO UPDATE SET agencies = directory_facets.agencies + excluded.agencies;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO directory_facets (kind, value, agencies)
        SELECT k.kind, k.value, -count(*)::integer
        FROM old_rows r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
        WHERE r.approved
        GROUP BY k.kind, k.value
        ORDER BY k.kind, k.value
        ON CONFLICT (kind, value) DO UPDATE SET agencies = directory_facets.agencies + excluded.agencies;
    ELSE
      INSERT INTO directory_facets (kind, value, agencies)
        SELECT d.kind, d.value, sum(d.delta)::integer
        FROM (
          SELECT k.kind, k.value, 1 AS delta
          FROM new_rows r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
          WHERE r.approved
          UNION ALL
          SELECT k.kind, k.value, -1
          FROM old_rows r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
          WHERE r.approved
        ) d
        GROUP BY d.kind, d.value
        HAVING sum(d.delta) <> 0
        ORDER BY d.kind, d.value
        ON CONFLICT (kind, value) DO UPDATE SET agencies = directory_facets.agencies + excluded.agencies;
    END IF;
    RETURN NULL;
  END
  $function$;

-- directory_facets_after_truncate()
CREATE OR REPLACE FUNCTION public.directory_facets_after_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN DELETE FROM directory_facets; RETURN NULL; END $function$;

-- immutable_array_to_string(text[], text)
CREATE OR REPLACE FUNCTION public.immutable_array_to_string(text[], text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT array_to_string($1, $2) $function$;

-- page_data_version_after_agencies()
CREATE OR REPLACE FUNCTION public.page_data_version_after_agencies()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  $function$;

-- page_data_version_bump()
CREATE OR REPLACE FUNCTION public.page_data_version_bump()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    UPDATE page_data_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
  END;
  $function$;

-- proposal_versions_keep_sent()
CREATE OR REPLACE FUNCTION public.proposal_versions_keep_sent()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD.sent_at IS NOT NULL THEN
    RAISE EXCEPTION 'a sent proposal version is kept unchanged' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $function$;

-- raise_agency_page_versions(agency_ids integer[])
CREATE OR REPLACE FUNCTION public.raise_agency_page_versions(agency_ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
    UPDATE agencies SET page_version = page_version + 1
    WHERE id IN (SELECT DISTINCT unnest(agency_ids))
  $function$;

-- refresh_agency_ratings(agency_ids integer[])
CREATE OR REPLACE FUNCTION public.refresh_agency_ratings(agency_ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
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
  $function$;

-- reviews_page_version_after_change()
CREATE OR REPLACE FUNCTION public.reviews_page_version_after_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  $function$;

-- reviews_rating_after_delete()
CREATE OR REPLACE FUNCTION public.reviews_rating_after_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(SELECT DISTINCT agency_id FROM changed_old));
    RETURN NULL;
  END;
  $function$;

-- reviews_rating_after_insert()
CREATE OR REPLACE FUNCTION public.reviews_rating_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(SELECT DISTINCT agency_id FROM changed_new));
    RETURN NULL;
  END;
  $function$;

-- reviews_rating_after_update()
CREATE OR REPLACE FUNCTION public.reviews_rating_after_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM refresh_agency_ratings(ARRAY(
      SELECT agency_id FROM changed_new UNION SELECT agency_id FROM changed_old));
    RETURN NULL;
  END;
  $function$;

-- saved_search_any(vals text[])
CREATE OR REPLACE FUNCTION public.saved_search_any(vals text[])
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN cardinality(vals) = 0 THEN ARRAY['*'] ELSE vals END $function$;

-- saved_search_document(search_vector tsvector, location text, services text[])
CREATE OR REPLACE FUNCTION public.saved_search_document(search_vector tsvector, location text, services text[])
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT search_vector || array_to_tsvector(array_remove(
      ARRAY['<loc>' || location] || ARRAY(SELECT '<svc>' || s FROM unnest(services) AS s), NULL))
  $function$;

-- saved_search_finds(s_pro boolean, s_services text[], s_locations text[], s_industries text[], s_query tsquery, a_is_pro boolean, a_location text, a_services text[], a_industries text[], a_search_vector tsvector)
CREATE OR REPLACE FUNCTION public.saved_search_finds(s_pro boolean, s_services text[], s_locations text[], s_industries text[], s_query tsquery, a_is_pro boolean, a_location text, a_services text[], a_industries text[], a_search_vector tsvector)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT saved_search_any(s_services) && (a_services || '*'::text)
      AND saved_search_any(s_locations) && ARRAY[a_location, '*']
      AND saved_search_any(s_industries) && (a_industries || '*'::text)
      AND (NOT s_pro OR a_is_pro)
      AND (s_query IS NULL OR saved_search_document(a_search_vector, a_location, a_services) @@ s_query)
  $function$;

-- saved_searches_after_agency_update()
CREATE OR REPLACE FUNCTION public.saved_searches_after_agency_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  $function$;

-- tax_documents_keep()
CREATE OR REPLACE FUNCTION public.tax_documents_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.retain_until > now() THEN
      RAISE EXCEPTION 'tax document % is kept until %', OLD.id, OLD.retain_until
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (to_jsonb(NEW) - 'agency_id' - 'payment_id') IS DISTINCT FROM (to_jsonb(OLD) - 'agency_id' - 'payment_id') THEN
    RAISE EXCEPTION 'tax document % cannot be changed once issued', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$function$;

-- thread_files_forget_storage()
CREATE OR REPLACE FUNCTION public.thread_files_forget_storage()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO storage_deletions (key)
    SELECT storage_key FROM old_rows
    ON CONFLICT (key) DO NOTHING;
  DELETE FROM stored_objects WHERE key IN (SELECT storage_key FROM old_rows);
  RETURN NULL;
END;
$function$;

-- ================================================================================================
-- Triggers (23)
-- ================================================================================================

-- agencies_facets_delete on agencies
CREATE TRIGGER agencies_facets_delete AFTER DELETE ON agencies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();

-- agencies_facets_insert on agencies
CREATE TRIGGER agencies_facets_insert AFTER INSERT ON agencies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();

-- agencies_facets_truncate on agencies
CREATE TRIGGER agencies_facets_truncate AFTER TRUNCATE ON agencies FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_truncate();

-- agencies_facets_update on agencies
CREATE TRIGGER agencies_facets_update AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();

-- agencies_page_data_version_delete on agencies
CREATE TRIGGER agencies_page_data_version_delete AFTER DELETE ON agencies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();

-- agencies_page_data_version_insert on agencies
CREATE TRIGGER agencies_page_data_version_insert AFTER INSERT ON agencies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();

-- agencies_page_data_version_truncate on agencies
CREATE TRIGGER agencies_page_data_version_truncate AFTER TRUNCATE ON agencies FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();

-- agencies_page_data_version_update on agencies
CREATE TRIGGER agencies_page_data_version_update AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_after_agencies();

-- agencies_page_version on agencies
CREATE TRIGGER agencies_page_version BEFORE UPDATE ON agencies FOR EACH ROW EXECUTE FUNCTION agencies_page_version_before_update();

-- agency_images_page_version_delete on agency_images
CREATE TRIGGER agency_images_page_version_delete AFTER DELETE ON agency_images REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();

-- agency_images_page_version_insert on agency_images
CREATE TRIGGER agency_images_page_version_insert AFTER INSERT ON agency_images REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();

-- agency_images_page_version_update on agency_images
CREATE TRIGGER agency_images_page_version_update AFTER UPDATE ON agency_images REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION agency_images_page_version_after_change();

-- proposal_versions_keep_sent on proposal_versions
CREATE TRIGGER proposal_versions_keep_sent BEFORE UPDATE ON proposal_versions FOR EACH ROW EXECUTE FUNCTION proposal_versions_keep_sent();

-- reviews_page_version_delete on reviews
CREATE TRIGGER reviews_page_version_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();

-- reviews_page_version_insert on reviews
CREATE TRIGGER reviews_page_version_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();

-- reviews_page_version_truncate on reviews
CREATE TRIGGER reviews_page_version_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();

-- reviews_page_version_update on reviews
CREATE TRIGGER reviews_page_version_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION reviews_page_version_after_change();

-- reviews_rating_after_delete on reviews
CREATE TRIGGER reviews_rating_after_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_delete();

-- reviews_rating_after_insert on reviews
CREATE TRIGGER reviews_rating_after_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_insert();

-- reviews_rating_after_update on reviews
CREATE TRIGGER reviews_rating_after_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_after_update();

-- saved_searches_after_agency_update on agencies
CREATE TRIGGER saved_searches_after_agency_update AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_searches_after_agency_update();

-- tax_documents_keep on tax_documents
CREATE TRIGGER tax_documents_keep BEFORE DELETE OR UPDATE ON tax_documents FOR EACH ROW EXECUTE FUNCTION tax_documents_keep();

-- thread_files_forget_storage on thread_files
CREATE TRIGGER thread_files_forget_storage AFTER DELETE ON thread_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION thread_files_forget_storage();
