import { randomUUID } from "node:crypto";
import { defineConfig } from "@playwright/test";
import getPort from "get-port";

/**
 * Browser tests against the production build, on the system chromium (never `playwright install`).
 * The web server builds first (`npm run build`, ~10 s); set E2E_SKIP_BUILD=1 to test the build
 * that is already there. A spec named *.desktop.spec.ts runs only at 1440x900, *.phone.spec.ts
 * only at 360x800; any other spec runs in both, except that a test written once per language
 * (its title says "(en)" or "(ar)") runs in English at desktop width and in Arabic at phone
 * width: each journey is walked in both languages and at both widths without walking it four
 * times (the suite took 43 min on a busy 2-core machine that way). The operator's console and
 * the specs of plain HTTP answers (seo, the development mailbox) are desktop specs; the console
 * on a phone has admin-console.phone.spec.ts, and every page's width page-width.phone.spec.ts.
 */

// Each worker loads this file again: the port the main process picked reaches them via the env.
process.env.E2E_PORT ??= String(await getPort({ host: "127.0.0.1" }));
// Names this run's files that the workers share (tests/e2e/support/fixtures.ts: the axe checks).
process.env.E2E_RUN_ID ??= randomUUID();
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
  // An assertion waits up to 15 s for its state (the default 5 s): on a 2-core machine running
  // the server, two browsers and the mail worker, a form's answer took longer than 5 s to show.
  // A passing assertion returns as soon as its state holds, so this only slows a failing one.
  expect: { timeout: 15_000 },
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    // A trace records a screencast of every test (a third of the browser's CPU on this machine):
    // kept on a developer's machine for a failing test; off in CI, whose log is all that is kept.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // No transitions: a toast or sheet is checked (axe, sizes) as it rests, not mid-animation.
    reducedMotion: "reduce",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", testIgnore: /\.phone\.spec\.ts$/, grepInvert: /\(ar\)/, use: desktop },
    { name: "phone", testIgnore: /\.desktop\.spec\.ts$/, grepInvert: /\(en\)/, use: phone },
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
      // Mail is read from the development mailbox: look for it every 100 ms (the least allowed)
      // rather than every 2 s, which also runs the scheduled mail below every 3 s (30 polls)
      // rather than every minute.
      MAIL_POLL_MS: "100",
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
