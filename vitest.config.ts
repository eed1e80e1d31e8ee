import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure code, no database) and `db` (services, routes and the server against
 * a real database: a fresh in-memory PGlite per test file by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    restoreMocks: true,
    // Two cores here; each database test file holds its own PGlite (about 300 MB).
    maxWorkers: 2,
    // Timeouts catch a test that hangs; they are not speed checks. Generous, so that a machine
    // busy with other work (a hash took 5 s of wall time beside two CPU hogs) does not trip them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state; its default of 1 s turned a slow machine into a failure.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.{ts,tsx}", "node_modules/**"],
          setupFiles: [
            "app/domain/catalogues.ts",
            "tests/setup/fail-on-console-error.ts",
            "tests/setup/fail-on-warning.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["**/*.db.test.{ts,tsx}"],
          exclude: ["node_modules/**", "build/**"],
          globalSetup: ["tests/setup/db-global.ts"],
          setupFiles: [
            "app/domain/catalogues.ts",
            "tests/setup/fail-on-console-error.ts",
            "tests/setup/fail-on-warning.ts",
            "tests/setup/password-cost.ts",
          ],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
