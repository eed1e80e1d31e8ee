import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { ownAddress } from "./client-address";
import { logInAdmin } from "./sign-in";

export { expect };

type Options = {
  /** Browser console errors a test expects (the 404 of a page that must not exist, say). */
  allowedConsoleErrors: RegExp[];
};

type Fixtures = {
  failOnConsoleError: void;
  ownClientAddress: void;
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
export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Each test's page comes from its own client address.
  ownClientAddress: [
    async ({ page }, use) => {
      await page.setExtraHTTPHeaders(ownAddress());
      await use();
    },
    { auto: true },
  ],
  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    await logInAdmin(api);
    await use(api);
    await api.dispose();
  },
  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page, waits until React has hydrated it (so controls that need JavaScript respond) and
 * checks it with axe: every page a browser test opens is checked for accessibility.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectAccessible(page);
  return response;
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

/** Fails with a readable list when axe finds any accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
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
