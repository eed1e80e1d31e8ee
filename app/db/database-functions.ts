import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, openDatabase, type Database, type DbOrTx } from "./client.server";
import { selectRows } from "./select-rows";

/**
 * docs/database-functions.sql: the current body of every function and trigger of the database,
 * read from a freshly migrated one, so they can be read in one place rather than as a chain of
 * migrations. `npm run db:functions` (scripts/db-functions.ts) writes it; a database
 * test (database-functions.db.test.ts) fails when it is stale.
 */
export const DATABASE_FUNCTIONS_FILE = "docs/database-functions.sql";
/** Its path: beside ./drizzle, in the repository's docs/. */
export const databaseFunctionsPath = path.join(
  path.dirname(migrationsFolder),
  DATABASE_FUNCTIONS_FILE,
);

/** A new in-memory PGlite database with the committed migrations applied. */
export async function openMigratedPglite(): Promise<Database> {
  const database = await openDatabase({ kind: "pglite", dir: "memory://" });
  await database.migrate();
  return database;
}

/**
 * The text of docs/database-functions.sql for `db`: every function of the public schema
 * (pg_get_functiondef) and every trigger (pg_get_triggerdef), each sorted by name.
 */
export async function databaseFunctionsText(db: DbOrTx): Promise<string> {
  const [{ major }] = (await selectRows<{ major: string }>(
    db,
    sql`select (current_setting('server_version_num')::integer / 10000)::text as major`,
  )) as [{ major: string }];
  const functions = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
          pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_depend d
                          where d.objid = p.oid and d.classid = 'pg_proc'::regclass and d.deptype = 'e')
        order by p.proname collate "C", pg_get_function_identity_arguments(p.oid) collate "C"`,
  );
  const triggers = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select t.tgname || ' on ' || c.relname as name, pg_get_triggerdef(t.oid, true) as definition
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal
        order by t.tgname collate "C", c.relname collate "C"`,
  );
  const header = [
    "-- GENERATED FILE, do not edit: `npm run db:functions` (scripts/db-functions.ts) writes it",
    "-- from a fresh PGlite database migrated with drizzle/*.sql. A migration that adds or replaces",
    "-- a function or a trigger changes it; app/db/database-functions.db.test.ts fails until it is",
    "-- written again.",
    "--",
    "-- The current body of every function of the public schema (pg_get_functiondef) and every",
    "-- trigger (pg_get_triggerdef), each sorted by name: what the migrations add up to, in one place.",
    `-- Read from PostgreSQL ${major}.`,
  ];
  const section = (title: string, items: { name: string; definition: string }[]) => [
    "",
    `-- ${"=".repeat(96)}`,
    `-- ${title} (${items.length})`,
    `-- ${"=".repeat(96)}`,
    ...items.flatMap(({ name, definition }) => ["", `-- ${name}`, `${definition.trimEnd()};`]),
  ];
  return (
    [...header, ...section("Functions", functions), ...section("Triggers", triggers)].join("\n") +
    "\n"
  );
}
