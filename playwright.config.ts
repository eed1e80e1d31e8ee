import { defineConfig } from "@playwright/test";
import getPort from "get-port";

/**
 * Browser tests against the production build, on the system chromium (never `playwright install`).
 * The web server builds first (`npm run build`, ~10 s); set E2E_SKIP_BUILD=1 to test the build
 * that is already there. A spec named *.desktop.spec.ts runs only at 1440x900, *.phone.spec.ts
 * only at 360x800; any other spec runs in both.
 */

// Each worker loads this file again: the port the main process picked reaches them via the env.
process.env.E2E_PORT ??= String(await getPort({ host: "127.0.0.1" }));
const port = process.env.E2E_PORT;
// Known to the tests too (they read the env), so they can sign a flash-toast cookie as the server does.
process.env.E2E_SESSION_SECRET ??= "e2e-only-session-secret-0123456789abcdef";
const baseURL = `http://127.0.0.1:${port}`;
/** The first admin's password on the e2e server (tests/e2e/support/sign-in.ts signs in with it). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const desktop = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true };
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey runs axe on every page it visits (a few seconds each on a busy 2-core machine).
  timeout: 60_000,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    // No transitions: a toast or sheet is checked (axe, sizes) as it rests, not mid-animation.
    reducedMotion: "reduce",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", testIgnore: /\.phone\.spec\.ts$/, use: desktop },
    { name: "phone", testIgnore: /\.desktop\.spec\.ts$/, use: phone },
  ],
  webServer: {
    command: `${process.env.E2E_SKIP_BUILD ? "" : "npm run build && "}node build/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      PGLITE_DIR: "memory://",
      NODE_ENV: "production",
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      // Mail is read from the development mailbox: look for it often rather than every 2 s.
      MAIL_POLL_MS: "200",
      // Review links are mailed at the worker's next housekeeping after a match, not 14 days on.
      REVIEW_INVITE_DAYS: "0",
      REVIEW_AFTER_HIRE_DAYS: "0",
      // Instant saved-search alerts go at the worker's next housekeeping, not 2 minutes later.
      SAVED_SEARCH_INSTANT_DELAY_SECONDS: "0",
      // A thread's unread message is mailed at the worker's next housekeeping, not 2 minutes later.
      THREAD_MAIL_DELAY_SECONDS: "0",
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Tests send X-Forwarded-For to appear as separate clients (see tests/e2e/support/fixtures.ts).
      TRUST_PROXY: "1",
    },
  },
});
