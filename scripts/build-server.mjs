// Bundles the Express server (server/main.ts and what it imports from app/) into build/server/main.js.
// Packages stay external and load from node_modules; the React app itself is built by React Router.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  tsconfig: "tsconfig.json",
});
