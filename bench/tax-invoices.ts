/**
 * What tax invoices cost (issue 32, docs/decisions/023-tax-invoices.md): BENCH_INVOICES (default
 * 2,000) payments get their invoices, first one transaction after another, then 20 at a time (the
 * counter row makes them take turns); then the operator's reads over them: a month's register, the
 * quarters' VAT figures, and the month's e-invoice batch (every document as UBL XML, zipped) and the longest the event loop
 * waited meanwhile. A
 * fresh database on the PostgreSQL server of DATABASE_URL when set (created and dropped here),
 * otherwise PGlite in a temporary directory.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { loadConfig } from "~/config.server";
import { openDatabase, type Db } from "~/db/client.server";
import { uaeMonthOf } from "~/domain/invoice-register";
import { agencies, payments } from "~/db/schema";
import { taxDocumentsZip } from "~/services/e-invoice/batch.server";
import {
  fullTaxDocumentsIssued,
  taxDocumentsIssued,
  uaeMonthRange,
  vatByQuarter,
} from "~/services/tax-document-reads.server";
import { issueInvoiceForPayment } from "~/services/tax-documents.server";
import { throwawayDatabase } from "./throwaway-database";

export const name = "tax-invoices";
export const description =
  "invoices issued per second (one by one, 20 at once), the month's register, VAT figures and XML batch";

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 2_000);
const CONCURRENCY = 20;

export async function run(): Promise<Record<string, number | string>> {
  const throwaway = await throwawayDatabase("invoices", process.env.DATABASE_URL || undefined);
  const { target } = throwaway;
  const database = await openDatabase(target, { poolSize: CONCURRENCY });
  try {
    await database.migrate();
    const config = loadConfig({ SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "silent" });
    const { db } = database;
    const ids = await payAll(db, invoiceCount);
    const half = Math.floor(ids.length / 2);

    let started = performance.now();
    for (const id of ids.slice(0, half)) {
      await db.transaction((tx) => issueInvoiceForPayment(tx, id, config.seller));
    }
    const serialSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const queue = ids.slice(half);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          await db.transaction((tx) => issueInvoiceForPayment(tx, id, config.seller));
        }
      }),
    );
    const concurrentSeconds = (performance.now() - started) / 1000;

    const month = uaeMonthRange(uaeMonthOf(new Date()));
    const register = await timed(() => taxDocumentsIssued(db, month));
    const quarters = await timed(() => vatByQuarter(db));
    // The longest the event loop waited while the batch was read and written: what another
    // request would have waited.
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const read = await timed(() => fullTaxDocumentsIssued(db, month));
    loop.disable();
    const readDelay = loop.max;
    loop.reset();
    loop.enable();
    const batch = await timed(() => taxDocumentsZip(read.value));
    loop.disable();

    const figures = {
      driver: target.kind,
      invoices: ids.length,
      serial_per_second: Math.round(half / serialSeconds),
      concurrent_per_second: Math.round((ids.length - half) / concurrentSeconds),
      register_rows: register.value.length,
      register_ms: register.ms,
      vat_quarters_ms: quarters.ms,
      batch_read_ms: read.ms,
      batch_read_longest_loop_delay_ms: Math.round(readDelay / 1e6),
      batch_zip_ms: batch.ms,
      batch_kb: Math.round(batch.value.byteLength / 1024),
      batch_zip_longest_loop_delay_ms: Math.round(loop.max / 1e6),
    };
    console.log(`  ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await database.close();
    await throwaway.dispose();
  }
}

/** One agency per 10 payments, and the payments (as billing records them), in this month. */
async function payAll(db: Db, count: number): Promise<number[]> {
  const agencyRows = await db
    .insert(agencies)
    .values(
      Array.from({ length: Math.ceil(count / 10) }, (_, i) => ({
        slug: `bench-invoice-agency-${i}`,
        agencyName: `Bench Invoice Agency ${i}`,
        contactName: "Layla Haddad",
        email: `bench-invoices-${i}@example.ae`,
        services: ["Website Development"],
        industries: ["Retail"],
        experience: "3-5",
        description: "A bench agency paying for Pro.",
        location: "Dubai",
        legalName: `Bench Invoice Agency ${i} L.L.C.`,
        trn: `100${String(i).padStart(8, "0")}0003`,
      })),
    )
    .returning({ id: agencies.id });
  const now = new Date();
  const rows = await db
    .insert(payments)
    .values(
      Array.from({ length: count }, (_, i) => ({
        agencyId: agencyRows[i % agencyRows.length]!.id,
        stripePaymentId: `pi_bench_${i}`,
        invoiceId: `in_bench_${i}`,
        status: "paid",
        amount: 49_900,
        startDate: now,
        nextBillingDate: new Date(now.getTime() + 30 * 86_400_000),
      })),
    )
    .returning({ id: payments.id });
  return rows.map((row) => row.id);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}
