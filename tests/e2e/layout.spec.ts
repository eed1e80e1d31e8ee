import { expect, expectAccessible, test, visit } from "./fixtures";

test("the footer links the pages, the support e-mail and the social pages", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.getByRole("contentinfo");
  const links: Array<[string, string]> = [
    ["Browse Agencies", "/agencies"],
    ["Submit a Brief", "/submit"],
    ["List Your Agency", "/list"],
    ["About", "/about"],
    ["Contact", "/contact"],
    ["How It Works", "/how-it-works"],
    ["Terms of Service", "/terms"],
    ["Privacy Policy", "/privacy"],
    ["Email us at hello@wakala.ae", "mailto:hello@wakala.ae"],
    ["Wakala on Instagram", "https://www.instagram.com/wakala.ae"],
    ["Wakala on LinkedIn", "https://www.linkedin.com/company/wakala-ae"],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText("© 2025 Wakala");
  await expectAccessible(page);
});

test("the navigation bar turns opaque with a shadow once scrolled past 10 px", async ({ page }) => {
  await visit(page, "/pricing");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("box-shadow", /rgba?\(/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the skip link is the first tab stop and moves focus to the content", async ({ page }) => {
  await visit(page, "/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
