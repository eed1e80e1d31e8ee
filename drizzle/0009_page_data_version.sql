CREATE TABLE "page_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_data_version_one_row" CHECK ("page_data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any change to agencies, however made (the app, a script, the seed, psql), raises the version
-- once per statement; the in-memory page cache of every process compares it on each request.
CREATE OR REPLACE FUNCTION page_data_version_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE page_data_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER agencies_page_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION page_data_version_bump();
