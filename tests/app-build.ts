import type { ServerBuild } from "react-router";

/**
 * The app's real React Router build, compiled by Vite as `npm run dev` does (about 4 s), for
 * tests that send requests through the whole Express app. Close it after.
 *
 * A test file that imports tests/production-react.ts first gets React's production build; the
 * JSX here then follows it (React Router's plugin asks for development JSX outside `vite build`).
 */
export async function loadAppBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
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
