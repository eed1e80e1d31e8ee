/**
 * `npx tsx bench/first-input/trace.ts [page ...]` (default /submit): where a form page's first-touch
 * cost goes. One visit per page as `npm run bench -- first-input` makes it (visit.ts: phone, CPU
 * 4x, slow 4G, tap the first field, type at a person's pace), recorded with a Chromium trace, then:
 *  - the scripts the visit fetched, by package: raw KB, the package's share of the files' gzip
 *    (level 6, as `npm run budgets` counts) and its code gzipped alone; the packages are read from
 *    source maps of a second client build in a temporary directory (source-maps.ts);
 *  - each main-thread task of 50 ms or more after the first touch, split by what the browser did
 *    (module evaluation, compile, input events, React's scheduled work, style and layout, GC), and
 *    the JavaScript self time in those tasks by package (the trace's CPU profile).
 * Builds first if build/ is missing or stale. FIRST_INPUT_TRACE_DIR=dir keeps each trace there
 * (open it in Chrome's DevTools, Performance panel).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { printTable } from "../pages/table";
import { analyseTrace } from "./long-tasks";
import { selectFormPages } from "./pages";
import { startFormServer } from "./server";
import { buildWithSourceMaps, readChunkMap, weighPackages, type ChunkMap } from "./source-maps";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, visit } from "./visit";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);

async function main() {
  const names = process.argv.slice(2);
  const pages = selectFormPages(names.length > 0 ? names : ["/submit"]);
  const server = await startFormServer();
  console.log("Building the client again with hidden source maps, in a temporary directory");
  const maps = buildWithSourceMaps();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const chunkMaps = new Map<string, ChunkMap | undefined>();
    const mapOf = (url: string) => {
      const file = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(url)?.[1];
      if (!file) return undefined;
      if (!chunkMaps.has(file)) chunkMaps.set(file, readChunkMap(maps.assetsDir, file));
      return chunkMaps.get(file);
    };
    for (const page of pages) {
      const result = await visit(browser, new URL(page.path, server.baseUrl).href, { trace: true });
      const dir = process.env.FIRST_INPUT_TRACE_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `first-input-${page.label}.json`), result.trace!);
      }
      console.log(
        `\n${page.path}: slowest input ${ms(result.slowestInputMs)} ms (${result.slowestInputEvent}), ` +
          `extra typing ${ms(result.extraTypingMs)} ms, chars kept ${result.charsKept ? "yes" : "no"}, ` +
          `${result.scriptUrls.length} scripts, ${kb(result.scriptBytes)} KB on the wire`,
      );

      const files = result.scriptUrls
        .map((url) => /\/assets\/([^/?#]+\.js)/.exec(url)?.[1])
        .filter((file): file is string => file !== undefined);
      if (files.length > 0) {
        const { weights, gzipTotal, unmapped } = weighPackages(maps.assetsDir, files);
        if (unmapped.length > 0) {
          console.log(
            `  no source map for ${unmapped.join(", ")}: is the server running another build?`,
          );
        }
        console.log(
          `\n  Scripts fetched, by package (${files.length} files, gzip ${kb(gzipTotal)} KB)`,
        );
        printTable(
          ["  package", "raw KB", "gzip KB (share)", "gzip KB (alone)"],
          weights.map((w) => [`  ${w.pkg}`, kb(w.rawBytes), kb(w.gzipShare), kb(w.gzipAlone)]),
        );
      }

      const report = analyseTrace(JSON.parse(result.trace!.toString("utf8")), mapOf);
      console.log(
        `\n  Main-thread tasks of 50 ms or more after the first touch: ${report.tasks.length}`,
      );
      const top = (record: Record<string, number>, count: number) =>
        Object.entries(record)
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .filter(([, v]) => v >= 1)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(", ");
      printTable(
        ["  at (ms)", "length (ms)", "what", "JavaScript by package (ms)"],
        report.tasks.map((t) => [
          `  ${ms(t.startMs)}`,
          ms(t.durationMs),
          top(t.byCategory, 3),
          top(t.byPackage, 4),
        ]),
      );
      const total = report.tasks.reduce((sum, t) => sum + t.durationMs, 0);
      console.log(`\n  Those tasks' ${ms(total)} ms by what the browser did`);
      printTable(
        ["  what", "ms"],
        Object.entries(report.byCategory)
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => [`  ${k}`, ms(v)]),
      );
      console.log("\n  Their JavaScript (CPU profile samples) by package");
      printTable(
        ["  package or kind", "ms"],
        Object.entries(report.byPackage)
          .sort((a, b) => b[1] - a[1])
          .filter(([, v]) => v >= 1)
          .map(([k, v]) => [`  ${k}`, ms(v)]),
      );
      console.log("\n  The source lines that took longest (self time)");
      printTable(
        ["  source line", "ms"],
        Object.entries(report.bySource)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([k, v]) => [`  ${k}`, ms(v)]),
      );
    }
  } finally {
    await browser.close();
    maps.remove();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
