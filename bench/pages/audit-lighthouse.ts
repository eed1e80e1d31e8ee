/**
 * `npm run audit:lighthouse [-- /page ...]`: Lighthouse 12 with its default (mobile) settings on
 * every public page (pages.ts), or the named ones, one page at a time (about 11 s each). Needs
 * `npm run build` first (it builds nothing) and starts the built server on a throw-away in-memory
 * database with the demo data, or audits the server at LIGHTHOUSE_BASE_URL. LIGHTHOUSE_RUNS=n runs
 * each page n times and keeps Lighthouse's median run. Prints one table, writes each page's report
 * (HTML and JSON) to lighthouse-reports/, and exits 1 listing every goal a page misses
 * (lighthouse-goals.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import {
  CATEGORIES,
  failedSummary,
  formatCls,
  GOALS,
  goalMisses,
  RESOURCE_TYPES,
  summarise,
  type PageSummary,
} from "./lighthouse-goals";
import { startPageServer } from "./page-server";
import { PlainError, resolvePages, selectPages, type Page } from "./pages";
import { printTable } from "./table";

const REPORTS_DIR = path.resolve(import.meta.dirname, "../../lighthouse-reports");

/** Chromium's flags on this machine, as in the browser tests (playwright.config.ts). */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function runsFromEnv(): number {
  const value = process.env.LIGHTHOUSE_RUNS ?? "1";
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
    throw new PlainError(`LIGHTHOUSE_RUNS must be a whole number from 1 to 20, not "${value}"`);
  }
  return runs;
}

/**
 * Runs Lighthouse `runs` times on `url` and returns the median run (Lighthouse's own choice). A
 * run that ends in a Lighthouse error (such as NO_NAVSTART, a trace it failed to record on a busy
 * machine) is tried once more; a second error is reported as the page's result.
 */
async function audit(chrome: LaunchedChrome, url: string, runs: number): Promise<Result> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    let lhr = await lighthouseRun(chrome, url);
    if (lhr.runtimeError) {
      console.warn(`  ${url}: ${lhr.runtimeError.code}, trying again`);
      lhr = await lighthouseRun(chrome, url);
    }
    results.push(lhr);
  }
  const valid = filterToValidRuns(results);
  return valid.length > 0 ? computeMedianRun(valid) : results[0]!;
}

async function lighthouseRun(chrome: LaunchedChrome, url: string): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/** lighthouse-reports/<name>.report.html and .json, named after the page: `/a/x` -> `a-x`. */
function saveReport(page: Page, lhr: Result): string {
  const name = page.path === "/" ? "home" : page.path.slice(1).replace(/[^a-zA-Z0-9]+/g, "-");
  mkdirSync(REPORTS_DIR, { recursive: true });
  const base = path.join(REPORTS_DIR, `${name}.report`);
  writeFileSync(`${base}.html`, generateReport(lhr, "html"));
  writeFileSync(`${base}.json`, JSON.stringify(lhr, null, 2) + "\n");
  return `${base}.html`;
}

async function main() {
  const runs = runsFromEnv();
  const selected = selectPages(process.argv.slice(2));
  const server = await startPageServer(process.env.LIGHTHOUSE_BASE_URL);
  const results: { page: Page; summary: PageSummary }[] = [];
  try {
    const pages = await resolvePages(server.baseUrl, selected);
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}on ${pages.length} pages of ` +
        `${server.label}; reports in ${path.relative(process.cwd(), REPORTS_DIR)}/`,
    );
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
    });
    try {
      for (const page of pages) {
        const started = performance.now();
        let summary: PageSummary;
        try {
          const lhr = await audit(chrome, new URL(page.path, server.baseUrl).href, runs);
          summary = summarise(lhr);
          saveReport(page, lhr);
        } catch (error) {
          console.error(error);
          summary = failedSummary(error instanceof Error ? error.message : String(error));
        }
        results.push({ page, summary });
        const failure = server.failure();
        if (failure) throw new PlainError(failure);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const scores = CATEGORIES.map((c) => summary.scores[c] ?? "-").join("/");
        console.log(`  ${page.path}: ${scores} (${seconds} s)`);
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
  }

  const cell = (
    value: number | null,
    show: (v: number) => string = (v) => String(Math.round(v)),
  ) => (value === null ? "-" : show(value));
  console.log();
  printTable(
    [
      "page",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP ms",
      "CLS",
      "TBT ms",
      ...RESOURCE_TYPES.map((type) => `${type === "stylesheet" ? "css" : type} KB`),
    ],
    results.map(({ page, summary }) => [
      page.path,
      ...CATEGORIES.map((category) => cell(summary.scores[category])),
      cell(summary.lcpMs),
      cell(summary.cls, formatCls),
      cell(summary.tbtMs),
      ...RESOURCE_TYPES.map((type) => (summary.transfer[type] / 1024).toFixed(1)),
    ]),
  );
  console.log(
    "Lighthouse 12, default mobile settings (simulated throttling). KB = 1,024 bytes transferred " +
      "(compressed). Goals: performance >= " +
      `${GOALS.minScore.performance}, other categories 100, LCP <= ${GOALS.maxLcpMs} ms, ` +
      `CLS ${GOALS.maxCls}, TBT <= ${GOALS.maxTbtMs} ms.`,
  );

  const missed = results
    .map(({ page, summary }) => ({ page, misses: goalMisses(summary) }))
    .filter(({ misses }) => misses.length > 0);
  if (missed.length > 0) {
    console.error(`\n${missed.length} of ${results.length} pages miss a goal:`);
    for (const { page, misses } of missed) console.error(`  ${page.path}: ${misses.join("; ")}`);
    process.exit(1);
  }
  console.log(`\nAll ${results.length} pages meet every goal.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof PlainError ? error.message : error);
  process.exit(1);
});
