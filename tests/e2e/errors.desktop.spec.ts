import { expect, expectAccessible, test, visit } from "./support/fixtures";

/**
 * The error pages, at desktop width: what they answer is the same at any width, and
 * page-width.phone.spec.ts holds the 404 page to a 360 px screen.
 */

test.describe("an unknown address", () => {
  // The browser logs the 404 of the document itself; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers 404 with the not-found page inside the layout", async ({ page }) => {
    const response = await visit(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found | Wakala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(
      page.getByText("The page you're looking for doesn't exist or has moved."),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/router|forget/i);
    await expect(page.getByRole("link", { name: "Browse the directory" })).toHaveAttribute(
      "href",
      "/agencies",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find the Right Agency — Fast.",
    );
    await expectAccessible(page);
  });

  test("answers the Arabic not-found page under /ar, with nothing meant for developers", async ({
    page,
  }) => {
    const response = await visit(page, "/ar/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("404 - الصفحة غير موجودة | Wakala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - الصفحة غير موجودة");
    await expect(page.getByText("الصفحة التي تبحث عنها غير موجودة")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/router|forget|الموجِّه|[A-Za-z]{3,}/);
    await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute(
      "href",
      "/ar",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: "تصفّح الدليل" }).click();
    await expect(page).toHaveURL("/ar/agencies");
  });
});

test.describe("a malformed address", () => {
  // The browser logs the status of the document itself; that is the point of these tests.
  test.use({ allowedConsoleErrors: [/status of 40[04]/] });

  for (const path of ["/a/%00", "/agencies/%C0%AF", "/%ZZ"]) {
    test(`${path} answers the 404 page inside the layout, and the page works`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByRole("banner")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("a query with a control character answers 400 inside the layout", async ({ page }) => {
    const response = await visit(page, "/agencies?q=%00");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This request could not be completed",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectAccessible(page);
  });
});
