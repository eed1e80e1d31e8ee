// `npm start`: builds when the build is missing or older than the sources, then runs the built
// server, which migrates the database, seeds demo data into an empty one, and serves.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir, buildIsStale, root } from "./build-freshness.mjs";

const reason = buildIsStale();
if (reason) {
  console.log(`The build is ${reason}: building...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React's server renderer picks its optimised build from NODE_ENV.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(buildDir, "server/main.js")).href);
