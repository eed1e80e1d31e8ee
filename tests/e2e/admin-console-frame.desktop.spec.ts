import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

/**
 * The operator console's own frame (docs/product.md, P16): English only, a header with the brand,
 * the console's sections and Logout, and none of the public site's calls to action, language switch
 * or footer, on every admin page and the login.
 */

/** Checks the console's header on the open page, and that nothing links to an Arabic console. */
async function expectConsoleFrame(page: Page, { signedIn }: { signedIn: boolean }) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Wakala operator console" })).toHaveAttribute(
    "href",
    "/admin",
  );
  for (const publicLink of ["Submit Brief", "List Your Agency", "العربية", "Agency sign in"]) {
    await expect(page.getByRole("link", { name: publicLink })).toHaveCount(0);
  }
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator('a[href^="/ar"], a[hreflang="ar"]')).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const sections = header.getByRole("navigation", { name: "Console sections" });
  if (signedIn) {
    await expect(sections.getByRole("link", { name: "Submissions" })).toHaveAttribute(
      "href",
      "/admin",
    );
    await expect(sections.getByRole("link", { name: "Match briefs" })).toHaveAttribute(
      "href",
      "/admin/matches",
    );
    await expect(header.getByText("Signed in as admin")).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  } else {
    await expect(sections).toHaveCount(0);
  }
}

test("the login page has the console's frame, without the public site's", async ({ page }) => {
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectConsoleFrame(page, { signedIn: false });
});

test("every admin page has the console's header and no link to an Arabic console", async ({
  page,
}) => {
  test.slow(); // five pages, each checked with axe
  await signInAsAdmin(page);
  for (const path of ["/admin", "/admin?tab=briefs", "/admin?tab=reviews", "/admin/matches"]) {
    await visit(page, path);
    await expectConsoleFrame(page, { signedIn: true });
  }
  await expect(
    page.getByRole("navigation", { name: "Console sections" }).getByRole("link", {
      name: "Match briefs",
    }),
  ).toHaveAttribute("aria-current", "page");

  await visit(page, "/admin?tab=briefs");
  // The table's first links sort it; a brief's company name links to its page.
  const brief = page
    .getByRole("table", { name: "Client briefs" })
    .getByRole("row")
    .nth(1)
    .getByRole("link")
    .first();
  const href = await brief.getAttribute("href");
  expect(href).toMatch(/^\/admin\/briefs\/\d+$/);
  await visit(page, href!);
  await expectConsoleFrame(page, { signedIn: true });
});

test.describe("a brief that is gone", () => {
  // The browser logs the page's own 404 status.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers the console's 404, in the console's frame", async ({ page }) => {
    await signInAsAdmin(page);
    const missing = await page.goto("/admin/briefs/999999");
    expect(missing?.status()).toBe(404);
    await expectConsoleFrame(page, { signedIn: false });
  });
});
