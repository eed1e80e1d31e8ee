import { expect, expectAccessible, test, visit } from "./fixtures";

test.describe("an unknown address", () => {
  // The browser logs the 404 of the document itself; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers 404 with the not-found page inside the layout", async ({ page }) => {
    const response = await visit(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found | Wakala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
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
});
