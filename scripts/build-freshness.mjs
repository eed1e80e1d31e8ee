// The build's freshness check, shared with the fault tests (tests/faults/global-setup.ts).
import path from "node:path";
import { existsSync, readdirSync, statSync } from "node:fs";

export const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.join(root, "build");
const outputs = ["server/index.js", "server/main.js", "client"].map((p) => path.join(buildDir, p));
const sources = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/precompress.mjs",
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale() {
  if (!outputs.every((p) => existsSync(p))) return "missing";
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return changed > built ? "stale" : false;
}
