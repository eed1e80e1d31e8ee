/**
 * `npm run bench -- first-input` (named only: about 22 s a visit, 33 visits): the first touch of
 * every form page on a phone (docs/decisions/012: the public forms download and hydrate their
 * script on that touch). Each page of first-input/pages.ts in English and Arabic is visited
 * FIRST_INPUT_RUNS times (3), each time in a fresh browser context (empty cache), the pages taken
 * in turn so that a change in the machine's load falls on all of them: Chromium (/usr/bin/chromium
 * or CHROME_PATH) at 390x844 with touch, CPU slowed 4x, Lighthouse's slow 4G; wait for `load`, tap
 * the first text field, type 17 characters at a key every 150 ms, and go on to the next fields
 * while the page's script is still on its way or running (first-input/visit.ts).
 *
 * Figures per page, median and worst of the runs: the slowest input event (Event Timing), the
 * extra typing time of the slowest field and of the first (how long, while typing the field's 17
 * keys, at least one key was sent but not yet handled), whether every field kept every character,
 * and the script fetched (KB on the wire). The alerts form ships no script: its row is the floor
 * that the browser's own work costs on this machine.
 *
 * Builds first when build/ is missing or stale. FIRST_INPUT_PAGES="/submit /ar/list" measures only
 * those; FIRST_INPUT_BASE_URL measures a server already running. Where the time goes:
 * `npx tsx bench/first-input/trace.ts /submit`.
 */
import os from "node:os";
import { chromium } from "playwright";
import { printTable } from "./pages/table";
import { selectFormPages } from "./first-input/pages";
import { startFormServer } from "./first-input/server";
import type { VisitResult } from "./first-input/recording";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, visit } from "./first-input/visit";
import { round1 } from "./built-server";

export const name = "first-input";
export const description =
  "form pages on a phone (CPU 4x, slow 4G): tap the first field and type; slowest input, extra typing, characters kept, script KB";
export const onlyWhenNamed = true;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const worst = (values: number[]) => Math.max(...values);
const ms = (value: number) => String(Math.round(value));

function runsFromEnv(): number {
  const runs = Number(process.env.FIRST_INPUT_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new Error(`FIRST_INPUT_RUNS must be a whole number from 1 to 50`);
  }
  return runs;
}

export async function run(): Promise<Record<string, number | string>> {
  const runs = runsFromEnv();
  const pages = selectFormPages((process.env.FIRST_INPUT_PAGES ?? "").split(/\s+/).filter(Boolean));
  const server = await startFormServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = new Map(pages.map((p) => [p.label, [] as VisitResult[]]));
  const loadBefore = os.loadavg()[0]!;
  try {
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const url = new URL(page.path, server.baseUrl).href;
        let result: VisitResult;
        try {
          result = await visit(browser, url);
        } catch (error) {
          const failure = server.failure();
          if (failure) throw new Error(failure);
          console.warn(`  ${page.path}: ${String(error)}; once more`);
          result = await visit(browser, url);
        }
        results.get(page.label)!.push(result);
        process.stderr.write(
          `  run ${round}/${runs} ${page.path}: slowest input ${ms(result.slowestInputMs)} ms ` +
            `(${result.slowestInputEvent}), extra typing ${ms(result.extraTypingMs)} ms, ` +
            (result.resumedSlowestInputMs === null
              ? ""
              : `resumed at hydration: slowest ${ms(result.resumedSlowestInputMs)} ms ` +
                `(${result.resumedSlowestInputEvent}), ` +
                `extra typing ${ms(result.resumedExtraTypingMs ?? 0)} ms, `) +
            `${result.fieldsTyped} fields, kept ${result.charsKept ? "yes" : `no: ${JSON.stringify(result.lost)}`}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const loadAfter = os.loadavg()[0]!;

  const figures: Record<string, number | string> = {};
  const rows: string[][] = [];
  for (const page of pages) {
    const list = results.get(page.label)!;
    const pick = (f: (r: VisitResult) => number) => list.map(f);
    const slowest = pick((r) => r.slowestInputMs);
    const extra = pick((r) => r.extraTypingMs);
    const firstField = pick((r) => r.firstFieldExtraTypingMs);
    const lost = list.filter((r) => !r.charsKept).length;
    const kept = lost === 0 ? "yes" : `no (${lost} of ${list.length} runs)`;
    const scriptKb = median(pick((r) => r.scriptBytes)) / 1024;
    const hydrated = list.map((r) => r.tapToHydratedMs).filter((v): v is number => v !== null);
    const focus = list.map((r) => r.tapToFocusMs).filter((v): v is number => v !== null);
    const resumedSlowest = list.flatMap((r) => r.resumedSlowestInputMs ?? []);
    const resumedExtra = list.flatMap((r) => r.resumedExtraTypingMs ?? []);
    const both = (values: number[]) =>
      values.length > 0 ? `${ms(median(values))} / ${ms(worst(values))}` : "-";
    if (resumedSlowest.length > 0) {
      figures[`${page.label}_resumed_slowest_input_ms`] = round1(median(resumedSlowest));
      figures[`${page.label}_resumed_slowest_input_worst_ms`] = round1(worst(resumedSlowest));
      figures[`${page.label}_resumed_extra_typing_ms`] = round1(median(resumedExtra));
      figures[`${page.label}_resumed_extra_typing_worst_ms`] = round1(worst(resumedExtra));
    }
    const slowestEvents = [...new Set(list.map((r) => r.slowestInputEvent))].join("/");
    figures[`${page.label}_slowest_input_ms`] = round1(median(slowest));
    figures[`${page.label}_slowest_input_worst_ms`] = round1(worst(slowest));
    figures[`${page.label}_extra_typing_ms`] = round1(median(extra));
    figures[`${page.label}_extra_typing_worst_ms`] = round1(worst(extra));
    figures[`${page.label}_first_field_extra_typing_ms`] = round1(median(firstField));
    figures[`${page.label}_chars_kept`] = kept;
    figures[`${page.label}_touch_to_focus_ms`] = round1(median(focus));
    figures[`${page.label}_script_kb`] = round1(scriptKb);
    rows.push([
      page.path,
      `${ms(median(slowest))} / ${ms(worst(slowest))}`,
      slowestEvents,
      `${ms(median(extra))} / ${ms(worst(extra))}`,
      `${ms(median(firstField))} / ${ms(worst(firstField))}`,
      both(resumedSlowest),
      both(resumedExtra),
      ms(median(pick((r) => r.worstKeyLagMs))),
      [...new Set(list.map((r) => r.fieldsTyped))].join("/"),
      kept,
      scriptKb.toFixed(1),
      `${ms(median(focus))} / ${ms(worst(focus))}`,
      `${ms(median(pick((r) => r.longTaskMs)))} / ${ms(median(pick((r) => r.longestTaskMs)))}`,
      hydrated.length > 0 ? ms(median(hydrated)) : "-",
    ]);
  }
  figures.runs_per_page = runs;
  figures.load_average_before = round1(loadBefore);
  figures.load_average_after = round1(loadAfter);

  console.log(
    `\nFirst input on a phone: ${runs} runs a page, median / worst (load average ` +
      `${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ${os.cpus().length} CPUs)`,
  );
  printTable(
    [
      "page",
      "slowest input ms",
      "event",
      "extra typing ms",
      "first field",
      "resumed: slowest",
      "resumed: extra",
      "worst key ms",
      "fields",
      "chars kept",
      "script KB",
      "touch to focus ms",
      "long tasks ms (sum / longest)",
      "touch to hydrated ms",
    ],
    rows,
  );
  console.log(
    "slowest input: longest Event Timing entry (touch or key to the next paint). extra typing: " +
      "time during a field's 17 keys when a sent key was not yet handled, the slowest field " +
      "(first field: the first). worst key: the longest wait of one key. fields: fields typed. " +
      "script KB: encoded bytes of the scripts fetched. touch to focus: from the first touch to the " +
      "field's focus (the keyboard opening). long tasks: Long Tasks after the first " +
      "touch. touch to hydrated: until the form was React's (0 = before the touch). Worst key, " +
      "long tasks and touch to hydrated are medians of the runs.",
  );
  return figures;
}
