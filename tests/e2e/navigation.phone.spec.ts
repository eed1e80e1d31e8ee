import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";

test("the menu button opens a sheet with the links, both buttons and the tagline", async ({
  page,
}) => {
  await visit(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Submit Brief" })).toBeHidden();
  const menuButton = header.getByRole("button", { name: "Open menu" });

  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  for (const name of ["Agencies", "How It Works", "Pricing", "About", "Contact"]) {
    await expect(sheet.getByRole("link", { name })).toBeVisible();
  }
  await expect(sheet.getByRole("link", { name: "Submit Brief" })).toHaveAttribute(
    "href",
    "/submit",
  );
  await expect(sheet.getByRole("link", { name: "List Your Agency" })).toHaveAttribute(
    "href",
    "/list",
  );
  await expect(sheet.getByRole("link", { name: "Agency sign in" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(sheet.getByText("Connecting UAE businesses with trusted agencies")).toBeVisible();
  await expect(sheet.locator(":focus")).toHaveCount(1);
  await expectAccessible(page);

  // Focus stays in the sheet however far the keyboard goes.
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  await expect(sheet.locator(":focus")).toHaveCount(1);

  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("choosing a link in the sheet navigates and closes it", async ({ page }) => {
  await visit(page, "/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await sheet.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await expectAccessible(page);

  await menuButton.click();
  await expect(sheet.getByRole("link", { name: "Pricing" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await sheet.getByRole("link", { name: "Submit Brief" }).click();
  await expect(page).toHaveURL("/submit");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Project Details" })).toBeVisible();
  await expectAccessible(page);
});

test("the Arabic sheet signs an agency in to the Arabic dashboard", async ({ page }) => {
  await visit(page, "/ar");
  await page.getByRole("banner").getByRole("button", { name: "افتح القائمة" }).click();
  const sheet = page.getByRole("dialog", { name: "القائمة" });
  await sheet.getByRole("link", { name: "دخول الوكالات" }).click();
  await expect(page).toHaveURL("/ar/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "الدخول إلى لوحة تحكم الوكالة" }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button still opens the sheet, and its links and Escape work", async ({ page }) => {
    await visitWithoutJs(page, "/about");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expectAccessibleWithoutJs(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await sheet.getByRole("button", { name: "Close menu" }).click();
    await expect(sheet).toBeHidden();

    await menuButton.click();
    await sheet.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});
