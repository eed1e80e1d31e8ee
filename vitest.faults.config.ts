import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * The fault tests (`npm run faults [-- name]`): the built server in a child process, a PostgreSQL
 * cluster and an SMTP server of their own, and faults injected under a stream of submissions.
 * One file at a time: each loads the machine on purpose.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    name: "faults",
    include: ["tests/faults/**/*.fault.test.ts"],
    globalSetup: ["tests/faults/global-setup.ts"],
    // The traffic reads catalogue texts (the forms' messages), as every program registers them.
    setupFiles: ["app/domain/catalogues.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
