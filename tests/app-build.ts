import fs from "node:fs/promises";
import path from "node:path";
import type { ServerBuild } from "react-router";

/**
 * React Router's Vite plugin writes route types to .react-router/types whenever a dev server
 * starts: it removes the directory, then writes it again. Test files start servers in several
 * processes at once, so one process's removal could meet another's writing (ENOTEMPTY, ENOENT) as
 * an unhandled rejection. The tests never read those types (`npm run typecheck` writes its own),
 * so in a test process the plugin's writes there do nothing.
 */
const TYPES_DIRECTORY = path.resolve(".react-router") + path.sep;
const inTypesDirectory = (target: unknown) =>
  typeof target === "string" && path.resolve(target).startsWith(TYPES_DIRECTORY);
let typegenMuted = false;
function muteTypegenWrites() {
  if (typegenMuted) return;
  typegenMuted = true;
  const { rm, mkdir, writeFile } = fs;
  fs.rm = (target, options) => (inTypesDirectory(target) ? Promise.resolve() : rm(target, options));
  fs.mkdir = ((target: string, options?: Parameters<typeof mkdir>[1]) =>
    inTypesDirectory(target) ? Promise.resolve(undefined) : mkdir(target, options)) as typeof mkdir;
  fs.writeFile = (target, data, options) =>
    inTypesDirectory(target) ? Promise.resolve() : writeFile(target, data, options);
}

/**
 * The app's real React Router build, compiled by Vite as `npm run dev` does (about 4 s), for
 * tests that send requests through the whole Express app. Close it after.
 *
 * A test file that imports tests/production-react.ts first gets React's production build; the
 * JSX here then follows it (React Router's plugin asks for development JSX outside `vite build`).
 */
export async function loadAppBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  muteTypegenWrites();
  const { createServer } = await import("vite");
  const productionReact = process.env.NODE_ENV === "production";
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        name: "jsx-for-the-react-build",
        enforce: "post",
        config: () => ({ esbuild: { jsxDev: !productionReact } }),
      },
    ],
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
