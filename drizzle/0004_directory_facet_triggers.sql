-- The directory's filter values of one agency: every approved agency counts towards 'total', and
-- towards 'pro', its location, each of its services and each of its industries.
CREATE OR REPLACE FUNCTION directory_facet_keys(is_pro boolean, location text, services text[], industries text[])
  RETURNS TABLE (kind text, value text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT 'total', ''
    UNION ALL SELECT 'pro', '' WHERE is_pro
    UNION ALL SELECT 'location', location WHERE location IS NOT NULL
    UNION ALL SELECT DISTINCT 'service', s FROM unnest(services) AS s
    UNION ALL SELECT DISTINCT 'industry', i FROM unnest(industries) AS i
  $$;
--> statement-breakpoint
-- One aggregated upsert per statement (transition tables), in key order so concurrent writers
-- lock the counter rows in the same order and cannot deadlock.
CREATE OR REPLACE FUNCTION directory_facets_after_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
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
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_facets_after_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN DELETE FROM directory_facets; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_facets_insert AFTER INSERT ON agencies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();
--> statement-breakpoint
CREATE TRIGGER agencies_facets_update AFTER UPDATE ON agencies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();
--> statement-breakpoint
CREATE TRIGGER agencies_facets_delete AFTER DELETE ON agencies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_change();
--> statement-breakpoint
CREATE TRIGGER agencies_facets_truncate AFTER TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION directory_facets_after_truncate();
--> statement-breakpoint
-- Agencies written before this migration.
INSERT INTO directory_facets (kind, value, agencies)
  SELECT k.kind, k.value, count(*)::integer
  FROM agencies r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
  WHERE r.approved
  GROUP BY k.kind, k.value;
