/**
 * `npm run budgets [-- /page ...]`: the weight of every public page (pages.ts) against its budget
 * (budgets.ts). Needs `npm run build` first (it builds nothing); starts the built server on a
 * throw-away in-memory database with the demo data, fetches each page anonymously, and reads the
 * JavaScript and CSS it loads from build/client. Prints a table; exits 1 naming each breach.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  BUDGETS,
  describeBreach,
  findBreaches,
  limitOf,
  tableProblems,
  type Measure,
  type PageWeight,
} from "./budgets";
import { catalogueChunk, followStaticImports, htmlAssets, isEntryChunk } from "./html-assets";
import { startPageServer } from "./page-server";
import { PlainError, resolvePages, selectPages, type Page } from "./pages";
import { printTable } from "./table";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

/** A file of build/client by its URL path (`/assets/x.js`), or undefined when there is none. */
function readClientFile(assetPath: string): Buffer | undefined {
  const file = path.join(clientDir, path.posix.normalize(assetPath));
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) return undefined;
  return readFileSync(file);
}

const gzipSizes = new Map<string, number>();
/** gzip size (zlib level 6, the default) of a file of build/client; throws when it is not there. */
function gzipSize(assetPath: string, page: string): number {
  let size = gzipSizes.get(assetPath);
  if (size === undefined) {
    const content = readClientFile(assetPath);
    if (!content) {
      throw new PlainError(
        `${page} loads ${assetPath}, which is not in build/client: ` +
          "is the server running another build? Run `npm run build`.",
      );
    }
    size = gzipSync(content, { level: 6 }).length;
    gzipSizes.set(assetPath, size);
  }
  return size;
}

type Figures = PageWeight & {
  scriptFiles: number;
  scriptGzip: number;
  inlineBytes: number;
};

async function weigh(baseUrl: string, { page, path: pathname }: Page): Promise<Figures> {
  const url = new URL(pathname, baseUrl).href;
  const response = await fetch(url, { redirect: "manual" });
  if (response.status !== 200) {
    throw new PlainError(`GET ${pathname} answered ${response.status}, not 200`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString("utf8");
  const assets = htmlAssets(html, url);

  const read = (chunk: string) => readClientFile(chunk)?.toString("utf8");
  let { chunks, missing } = followStaticImports(assets.scripts, read);
  // A page that hydrates downloads its catalogue before React hydrates (app/entry.client.tsx),
  // with a dynamic import() that followStaticImports leaves out: it counts.
  const entry = chunks.find(isEntryChunk);
  if (entry) {
    const locale = assets.lang ?? "en";
    const catalogue = catalogueChunk(entry, read(entry) ?? "", locale);
    if (!catalogue) {
      throw new PlainError(
        `${pathname} hydrates, but ${entry} imports no "${locale}" catalogue chunk: has ` +
          "app/entry.client.tsx changed? (catalogueChunk in bench/pages/html-assets.ts)",
      );
    }
    ({ chunks, missing } = followStaticImports([...assets.scripts, catalogue], read));
  }
  if (missing.length > 0) {
    throw new PlainError(
      `${pathname} loads ${missing.join(", ")}, not in build/client: is the server running ` +
        "another build? Run `npm run build`.",
    );
  }
  const scriptGzip = chunks.reduce((sum, chunk) => sum + gzipSize(chunk, pathname), 0);
  const inlineBytes = assets.inlineScripts.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  const cssBytes = assets.stylesheets.reduce((sum, sheet) => sum + gzipSize(sheet, pathname), 0);
  return {
    page,
    path: pathname,
    htmlBytes: body.length,
    scriptFiles: chunks.length,
    scriptGzip,
    inlineBytes,
    javascriptBytes: scriptGzip + inlineBytes,
    cssBytes,
  };
}

async function main() {
  const problems = tableProblems(BUDGETS);
  if (problems.length > 0) {
    throw new PlainError(
      `The budget table (bench/pages/budgets.ts) is wrong: ${problems.join("; ")}`,
    );
  }
  const selected = selectPages(process.argv.slice(2));
  const server = await startPageServer();
  let figures: Figures[];
  try {
    console.log(`Weighing ${selected.length} pages on ${server.label}`);
    const pages = await resolvePages(server.baseUrl, selected);
    figures = [];
    for (const page of pages) figures.push(await weigh(server.baseUrl, page));
  } finally {
    await server.stop();
  }

  const kbCell = (bytes: number) => (bytes / 1024).toFixed(1);
  const budgetCell = (page: Figures, measure: Measure) => {
    const limit = limitOf(BUDGETS, page.page, measure);
    if (!limit) return "-";
    return kbCell(limit.max) + (limit.reason ? "*" : "");
  };
  printTable(
    [
      "page",
      "HTML KB",
      "budget",
      "JS files",
      "JS gzip KB",
      "inline JS KB",
      "JS KB",
      "budget",
      "CSS gzip KB",
      "budget",
    ],
    figures.map((f) => [
      f.path,
      kbCell(f.htmlBytes),
      budgetCell(f, "html"),
      String(f.scriptFiles),
      kbCell(f.scriptGzip),
      kbCell(f.inlineBytes),
      kbCell(f.javascriptBytes),
      budgetCell(f, "javascript"),
      kbCell(f.cssBytes),
      budgetCell(f, "css"),
    ]),
  );
  console.log(
    "JS KB = gzip (zlib level 6) of the /assets/*.js files the page loads at once, with the " +
      "chunks they import (and the page's catalogue when it hydrates), + its inline scripts " +
      "uncompressed. CSS likewise gzip. 1 KB = 1,024 " +
      "bytes. * = the page's own budget (bench/pages/budgets.ts says why).",
  );

  const breaches = findBreaches(figures, BUDGETS);
  if (breaches.length > 0) {
    console.error(`\n${breaches.length} over budget:`);
    for (const breach of breaches) console.error(`  ${describeBreach(breach)}`);
    process.exit(1);
  }
  console.log(`\nAll ${figures.length} pages are within their budgets.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof PlainError ? error.message : error);
  process.exit(1);
});
