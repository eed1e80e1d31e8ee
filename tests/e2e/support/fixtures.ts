import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { removeListedAgencies } from "./agencies";
import { ownAddress } from "./client-address";
import { pageStructure } from "./page-structure";
import { logInAdmin } from "./sign-in";

export { expect };

type Options = {
  /** Browser console errors a test expects (the 404 of a page that must not exist, say). */
  allowedConsoleErrors: RegExp[];
};

/** The development mailbox's frame for one mail's HTML part (app/routes/dev/mailbox-html.ts). */
const MAILBOX_FRAME = /\/dev\/mailbox\/\d+\/html$/;

type Fixtures = {
  failOnConsoleError: void;
  removeOwnAgencies: void;
  ownClientAddress: void;
};

type WorkerFixtures = {
  /**
   * The operator's API, signed in through POST /api/admin/auth: for a test's own data (approving
   * the agency it listed, say) without touching the browser's cookies.
   */
  adminApi: APIRequestContext;
};

/**
 * The test function of every spec: fails a test whose page logs a console error or throws,
 * unless the test allows that message (the house rule for unit tests, applied to the browser).
 */
export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Each test's page comes from its own client address.
  ownClientAddress: [
    async ({ page }, use) => {
      await page.setExtraHTTPHeaders(ownAddress());
      await use();
    },
    { auto: true },
  ],
  // One operator session per worker: signing in hashes a password, and the sign-in is rate limited.
  adminApi: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        extraHTTPHeaders: ownAddress(),
      });
      await logInAdmin(api);
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
  // The agencies a test listed (agencies.ts) go when it ends, whatever its outcome.
  removeOwnAgencies: [
    async ({ adminApi }, use) => {
      await use();
      await removeListedAgencies(adminApi);
    },
    { auto: true },
  ],
  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A failed resource's message does not name it; its location does.
        const { url } = message.location();
        // The mailbox is shared by every worker and opens on the newest mail, whichever test sent
        // it; removing that test's agencies (removeOwnAgencies) deletes its mail, so the frame
        // can ask for a mail that was there when the page was served and is gone now.
        if (MAILBOX_FRAME.test(url) && text.includes("status of 404")) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          errors.push(url ? `${text} (${url})` : text);
        }
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page, waits until React has hydrated it if it hydrates (a form page does so after its
 * load event; a static page ships no React, docs/decisions/012) and checks it with axe: every page
 * a browser test opens is checked for accessibility.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await expectAccessible(page);
  return response;
}

/**
 * Waits for React to hydrate the current page, when it is a page that hydrates. A form page
 * starts on the visitor's first sign of use (app/http/deferred-hydration.server.ts): a pointer
 * moving over the page, as a person's would.
 */
export async function waitForHydration(page: Page) {
  const hydrates = await page.evaluate(() => "__reactRouterContext" in window);
  if (!hydrates) return;
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * `visit` for a test with JavaScript off: opens a page and checks it with axe (with scripts off
 * there is no hydration to wait for).
 */
export async function visitWithoutJs(page: Page, path: string) {
  const response = await page.goto(path);
  await expectAccessibleWithoutJs(page);
  return response;
}

/**
 * The page structures (`pageStructure`) that passed axe in this run, per project (viewport): a
 * file every worker of the run reads and appends to (named by the run's id, which the main
 * process picked; playwright.config.ts). axe costs 0.5 to 2.5 s a page and gives the same answer
 * for the same structure, so a page that looks as one already checked (the directory with other
 * filters, another agency's profile, the same form filled with other names) is not checked again;
 * any new element, attribute, class or state is. Two workers may both check a new one at once.
 */
const checkedStructures = new Set<string>();

/** In the output folder, which each run empties as it starts: `axe-<run id>.txt`. */
const checkedFile = () =>
  path.join(test.info().project.outputDir, `axe-${process.env.E2E_RUN_ID}.txt`);

function checkedBefore(key: string): boolean {
  if (checkedStructures.has(key)) return true;
  if (!existsSync(checkedFile())) return false;
  for (const line of readFileSync(checkedFile(), "utf8").split("\n")) checkedStructures.add(line);
  return checkedStructures.has(key);
}

function recordChecked(key: string) {
  checkedStructures.add(key);
  mkdirSync(path.dirname(checkedFile()), { recursive: true });
  appendFileSync(checkedFile(), `${key}\n`);
}

/** Fails with a readable list when axe finds any accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const key = `${test.info().project.name} ${await pageStructure(page)}`;
  if (checkedBefore(key)) return;
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge the frames'
  // results, which costs about half as much again (0.6 against 1.1 s for the home page).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
  recordChecked(key);
}

/**
 * `expectAccessible` on a page without JavaScript. With scripts off the browser runs no timers, so
 * axe, which waits on setTimeout, would hang: the page and each of its frames (whose own scripts
 * never run) get a setTimeout that calls back on the next microtask, for axe alone.
 */
export async function expectAccessibleWithoutJs(page: Page) {
  for (const frame of page.frames()) {
    await frame.evaluate(() => {
      const timers = window as unknown as { setTimeout: unknown; clearTimeout: unknown };
      timers.setTimeout = (callback: (...args: unknown[]) => void, _ms = 0, ...args: unknown[]) => {
        void Promise.resolve().then(() => callback(...args));
        return 0;
      };
      timers.clearTimeout = () => {};
    });
  }
  await expectAccessible(page);
}
