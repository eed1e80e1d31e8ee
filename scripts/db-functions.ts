/**
 * `npm run db:functions`: writes docs/database-functions.sql, the current body of every function
 * and trigger, from a fresh in-memory PGlite database migrated with drizzle/*.sql.
 */
import { writeFileSync } from "node:fs";
import {
  DATABASE_FUNCTIONS_FILE,
  databaseFunctionsPath,
  databaseFunctionsText,
  openMigratedPglite,
} from "~/db/database-functions";

const database = await openMigratedPglite();
try {
  writeFileSync(databaseFunctionsPath, await databaseFunctionsText(database.db));
} finally {
  await database.close();
}
console.log(`Wrote ${DATABASE_FUNCTIONS_FILE}.`);
