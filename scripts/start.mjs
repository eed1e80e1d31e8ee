// `npm start`: builds when the build is missing or older than the sources, then runs the built
// server, which migrates the database, seeds demo data into an empty one, and serves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");
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
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function buildIsStale() {
  if (!outputs.every((p) => existsSync(p))) return "missing";
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return changed > built ? "stale" : false;
}

const reason = buildIsStale();
if (reason) {
  console.log(`The build is ${reason}: building...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React's server renderer picks its optimised build from NODE_ENV.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(buildDir, "server/main.js")).href);
