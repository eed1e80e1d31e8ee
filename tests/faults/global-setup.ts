import { spawnSync } from "node:child_process";
// @ts-expect-error: a plain JavaScript module of the start script, without types.
import { buildIsStale, root } from "../../scripts/build-freshness.mjs";

/** The fault tests run the built server as a child process: build it first when stale. */
export default function setup() {
  const reason = (buildIsStale as () => string | false)();
  if (!reason) return;
  console.warn(`The build is ${reason}: building before the fault tests...`);
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root as string,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}
