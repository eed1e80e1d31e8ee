/**
 * `npm run db:migrate`: applies the committed migrations in ./drizzle to the configured database
 * (DATABASE_URL, or embedded PGlite in PGLITE_DIR).
 */
import { ConfigError, loadConfig } from "~/config.server";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const where = config.database.kind === "pglite" ? config.database.dir : "the PostgreSQL server";
  console.log(
    `Migrated ${where} (${database.driver}) in ${Math.round(performance.now() - started)} ms.`,
  );
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the user's to fix: one line, no stack.
  console.error(
    error instanceof ConfigError || error instanceof DatabaseLockedError ? error.message : error,
  );
  process.exit(1);
});
