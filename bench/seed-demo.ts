/** Writes the demo data set into fresh in-memory PGlite databases and reports the time it takes. */
import { openDatabase } from "~/db/client.server";
import { seedDemoIfEmpty } from "~/db/seed/seed.server";

export const name = "seed-demo";
export const description = "demo data into an empty, migrated in-memory PGlite (median of 3)";

export async function run(): Promise<Record<string, number | string>> {
  const times: number[] = [];
  let agencies = 0;
  for (let i = 0; i < 3; i++) {
    const database = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      await database.migrate();
      const started = performance.now();
      const written = await seedDemoIfEmpty(database.db, { enabled: true });
      times.push(performance.now() - started);
      agencies = written?.agencies ?? 0;
    } finally {
      await database.close();
    }
  }
  times.sort((a, b) => a - b);
  return { agencies, median_ms: Math.round(times[1]!), max_ms: Math.round(times[2]!) };
}
