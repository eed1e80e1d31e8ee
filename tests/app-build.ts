import type { ServerBuild } from "react-router";

/**
 * The app's real React Router build, compiled by Vite as `npm run dev` does (about 4 s), for
 * tests that send requests through the whole Express app. Close it after.
 */
export async function loadAppBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
