import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";

/**
 * The operator's login page. The only specs that sign in through it: every other admin spec signs
 * in through the API (support/sign-in.ts).
 */

test("an operator logs in on the way to a page, previews a pending listing, and logs out", async ({
  page,
}) => {
  test.slow(); // a whole journey: four pages, each checked with axe
  // An admin page asks for a login first, and leads back to itself after it.
  await visit(page, "/admin/matches");
  await expect(page).toHaveURL(/\/admin\?next=%2Fadmin%2Fmatches$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  // The page does not tell visitors the operator's username; left empty, the first admin signs in.
  await expect(page.getByLabel("Username")).toHaveValue("");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();

  const toast = page.getByRole("listitem").filter({ hasText: "Login successful" });
  await expect(toast).toContainText("Welcome to the admin dashboard");
  await expect(page).toHaveURL(/\/admin\/matches$/);
  await expect(page.getByRole("heading", { level: 1, name: "Match Briefs" })).toBeVisible();
  await expect(page.getByText("Signed in as admin")).toBeVisible();
  await expectAccessible(page);

  // A pending demo agency is hidden from the public, but the operator may preview it.
  const preview = await visit(page, "/agencies/ledger-lane-creative");
  expect(preview?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Ledger Lane Creative" })).toBeVisible();
  const anonymous = await page.request.get("/agencies/ledger-lane-creative", {
    headers: { Cookie: "" },
  });
  expect(anonymous.status()).toBe(404);

  await visit(page, "/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Logged out" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test.describe("a refused login", () => {
  // The refusal is an HTTP 401, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a wrong password shows the toast and clears the field", async ({ page }) => {
    await visit(page, "/admin");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Invalid password" });
    await expect(toast).toContainText("Please check your credentials");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });
});

test.describe("a login lost on the network", () => {
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

  test("a login the server never answers shows 'Authentication error'", async ({ page }) => {
    await visit(page, "/admin");
    // The login POST fails as a dropped connection would; the page's reload after it still works.
    await page.route("**/admin.data*", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Authentication error" });
    await expect(toast).toContainText("Failed to authenticate. Please try again.");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form posts and the dashboard opens", async ({ page }) => {
    await visitWithoutJs(page, "/admin");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Signed in as admin")).toBeVisible();
    await expectAccessibleWithoutJs(page);
  });
});
