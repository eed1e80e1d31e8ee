/**
 * `npm run db:seed`: migrates the configured database and writes the demo data when it is empty.
 * `npm run db:seed -- --agencies 100000 --briefs 10000` also adds that many synthetic agencies
 * and briefs (with some matches) for load testing; it can be run again to add more.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "~/config.server";
import { DatabaseLockedError, openDatabase } from "~/db/client.server";
import { seedScale, type ScaleSeedProgress } from "~/db/seed/scale.server";
import { seedDemoIfEmpty } from "~/db/seed/seed.server";
import { issueDemoTaxDocuments } from "~/services/tax-documents.server";

const usage = `Usage: npm run db:seed [-- [--agencies N] [--briefs N] [--no-demo] [--batch-size N]]

  (no options)    migrate, then write the demo data if the database is empty
  --agencies N    also add N synthetic agencies (load testing)
  --briefs N      also add N synthetic briefs, some of them matched
  --no-demo       skip the demo data
  --batch-size N  rows per INSERT statement (default 2000)`;

function count(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 0)
    throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  return n;
}

class UsageError extends Error {}

async function main() {
  const { values } = parseArgs({
    options: {
      agencies: { type: "string" },
      briefs: { type: "string" },
      "batch-size": { type: "string" },
      demo: { type: "boolean", default: true },
      help: { type: "boolean", short: "h" },
    },
    allowNegative: true,
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const scale = {
    agencies: count("agencies", values.agencies),
    briefs: count("briefs", values.briefs),
  };
  const batchSize =
    values["batch-size"] === undefined ? undefined : count("batch-size", values["batch-size"]) || 1;

  const config = loadConfig();
  if (config.isProduction) {
    // Demo agencies and synthetic briefs must never go live (docs/decisions/003).
    throw new ConfigError(
      `db:seed is refused in production: SITE_URL ${config.siteUrl} is not a localhost address`,
    );
  }
  const database = await openDatabase(config.database);
  try {
    await database.migrate();

    if (values.demo) {
      const started = performance.now();
      const seeded = await seedDemoIfEmpty(database.db, { enabled: true });
      // The demo's tax invoices, dated as paid (docs/decisions/023).
      if (seeded) await issueDemoTaxDocuments(database.db, config.seller);
      console.log(
        seeded
          ? `Demo data written in ${ms(started)}: ${seeded.agencies} agencies, ${seeded.briefs} briefs, ` +
              `${seeded.matches} matches, ${seeded.contactMessages} contact messages.`
          : "Demo data skipped: the database already has agencies, briefs or messages.",
      );
    }

    if (scale.agencies > 0 || scale.briefs > 0) {
      const started = performance.now();
      let lastPrint = 0;
      const onProgress = (p: ScaleSeedProgress) => {
        // One line per second at most, and always the last batch of each table.
        if (p.done < p.total && performance.now() - lastPrint < 1000) return;
        lastPrint = performance.now();
        console.log(
          `  ${p.table}: ${p.done.toLocaleString("en")} / ${p.total.toLocaleString("en")} (${ms(started)})`,
        );
      };
      console.log(
        `Adding ${scale.agencies.toLocaleString("en")} agencies and ${scale.briefs.toLocaleString("en")} briefs (${database.driver})...`,
      );
      const written = await seedScale(database.db, { ...scale, batchSize, onProgress });
      console.log(
        `Scale data written in ${ms(started)}: ${written.agencies} agencies, ${written.briefs} briefs, ${written.matches} matches.`,
      );
    }
  } finally {
    await database.close();
  }
}

function ms(since: number): string {
  const elapsed = performance.now() - since;
  return elapsed < 1000 ? `${Math.round(elapsed)} ms` : `${(elapsed / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
  ) {
    console.error(`${(error as Error).message}\n\n${usage}`);
  } else if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
