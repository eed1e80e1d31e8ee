/**
 * Serving anonymous pages against static files (docs/decisions/012): the built server on the demo
 * data (embedded database), autocannon with the same Accept-Encoding (br, gzip) against
 *  - `/agencies` and a static copy of its own HTML, served by the same server from build/client
 *    (precompressed as the build precompresses static files): the ratio should be at least 0.5;
 *  - `/ar/agencies`, the same in Arabic: at least 0.5;
 *  - `/` and a static copy of it (a static file of the same size): at least 0.9.
 * The copies go in build/client/bench-copies/ and are removed afterwards. BENCH_DURATION_S and
 * BENCH_CONNECTIONS (default 10 and 10) change each run. The same ratio at 100,000 agencies is
 * measured by `npm run bench -- directory` (its `static_copy` rows).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import getPort from "get-port";
import { ensureBuild, root, round1, rssMb, startServer, stop, waitReady } from "./built-server";

export const name = "pages";
export const description =
  "anonymous pages from the page cache against static copies of their own HTML (ratios of req/s)";

const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT_ENCODING = "br, gzip";

const pages: [label: string, pathname: string, goal: number][] = [
  ["agencies", "/agencies", 0.5],
  ["ar_agencies", "/ar/agencies", 0.5],
  ["home", "/", 0.9],
];

export async function run(): Promise<Record<string, number | string>> {
  ensureBuild();
  const copies = path.join(root, "build/client/bench-copies");
  const port = await getPort({ host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, { kind: "pglite", dir: "memory://" }, { SEED_DEMO: "1" });
  const figures: Record<string, number | string> = {};
  try {
    await waitReady(server, base);
    mkdirSync(copies, { recursive: true });
    console.log(
      `  demo data, ${connections} connections x ${durationS} s, Accept-Encoding: ${ACCEPT_ENCODING}`,
    );
    console.log("  page          page_rps  copy_rps  ratio  goal  cache");
    for (const [label, pathname, goal] of pages) {
      const html = await (await fetch(base + pathname)).text();
      const file = path.join(copies, `${label}.html`);
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
      writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
      const cache = (await fetch(base + pathname)).headers.get("x-page-cache") ?? "-";
      const page = await measure(base + pathname);
      const copy = await measure(`${base}/bench-copies/${label}.html`);
      const ratio = Math.round((page / copy) * 100) / 100;
      figures[`${label}_rps`] = page;
      figures[`${label}_static_copy_rps`] = copy;
      figures[`${label}_ratio`] = ratio;
      console.log(
        `  ${label.padEnd(12)}  ${String(page).padStart(8)}  ${String(copy).padStart(8)}  ${String(ratio).padStart(5)}  ${String(goal).padStart(4)}  ${cache}`,
      );
      if (ratio < goal) figures[`${label}_below_goal`] = `${ratio} < ${goal}`;
    }
    figures.rss_mb = rssMb(server.pid!);
    return figures;
  } finally {
    rmSync(copies, { recursive: true, force: true });
    await stop(server);
  }
}

async function measure(url: string): Promise<number> {
  for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  });
  if (result.non2xx + result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return round1(result.requests.average);
}
