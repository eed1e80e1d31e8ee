/**
 * What qualifying a brief costs when it queues lead alerts to every fitting Pro agency
 * (docs/product.md, P9; since P13 the alerts go when the operator qualifies a brief, not when it is
 * sent): seeds BENCH_AGENCIES (default 100,000) agencies, about 5% of the approved ones Pro, then
 * submits briefs of each project type and times `qualifyBrief` (the update and one
 * `INSERT ... SELECT` of alerts, in one transaction). A fresh database on the PostgreSQL server of
 * DATABASE_URL when set (created and dropped here), otherwise PGlite in a temporary directory.
 */
import { count } from "drizzle-orm";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { seedScale } from "~/db/seed/scale.server";
import { projectTypes } from "~/domain/value-sets";
import { qualifyBrief } from "~/services/qualify-brief.server";
import { submitBrief } from "~/services/submit-brief.server";
import { throwawayDatabase } from "./throwaway-database";

export const name = "lead-alerts";
export const description =
  "qualifyBrief on 100k agencies: ms per brief and lead alerts queued, per project type";

const agencyCount = Number(process.env.BENCH_AGENCIES ?? 100_000);
const rounds = 3;

export async function run(): Promise<Record<string, number | string>> {
  const throwaway = await throwawayDatabase("leads", process.env.DATABASE_URL || undefined);
  const { target } = throwaway;
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedScale(database.db, { agencies: agencyCount, briefs: 0 });
    const config = loadConfig({ SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "silent" });
    const figures: Record<string, number | string> = {
      driver: target.kind,
      agencies: agencyCount,
    };
    const outbox = async () => (await database.db.select({ n: count() }).from(emailOutbox))[0]!.n;
    console.log(`  ${target.kind}, ${agencyCount.toLocaleString("en")} agencies`);
    console.log("  project type      alerts   ms/brief");
    for (const projectType of projectTypes.values) {
      let alerts = 0;
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const { id } = await submitBrief(
          database.db,
          {
            companyName: `Bench Co ${i}`,
            contactName: "Omar Khalil",
            email: `bench-${i}@example.ae`,
            projectType,
            budget: "15k-30k",
            timeline: "1-month",
            description: "A bench brief: a bilingual website and campaign for a Dubai retailer.",
          },
          config,
          "en",
        );
        const before = await outbox();
        const started = performance.now();
        await qualifyBrief(database.db, id, config);
        times.push(performance.now() - started);
        alerts = (await outbox()) - before;
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      figures[`${projectType}_alerts`] = alerts;
      figures[`${projectType}_ms`] = Math.round(median);
      console.log(
        `  ${projectType.padEnd(16)}${String(alerts).padStart(7)}${String(Math.round(median)).padStart(11)}`,
      );
    }
    return figures;
  } finally {
    await database.close();
    await throwaway.dispose();
  }
}
