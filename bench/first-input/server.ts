/**
 * The built server for the first-input measurements: `npm run build` first when build/ is missing
 * or older than the sources (scripts/build-freshness.mjs), then the page tools' server
 * (bench/pages/page-server.ts: the built server on a free port, in-memory PGlite, demo data).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
// @ts-expect-error: a plain JavaScript module of the start script, without types.
import { buildIsStale } from "../../scripts/build-freshness.mjs";
import { startPageServer, type PageServer } from "../pages/page-server";

const root = path.resolve(import.meta.dirname, "../..");

export function buildIfNeeded() {
  const reason = (buildIsStale as () => string | false)();
  if (!reason) return;
  console.log(`build/ is ${reason}: npm run build`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** The server at FIRST_INPUT_BASE_URL when set, else the built server (built first if need be). */
export async function startFormServer(): Promise<PageServer> {
  const given = process.env.FIRST_INPUT_BASE_URL;
  if (!given) buildIfNeeded();
  return startPageServer(given);
}
