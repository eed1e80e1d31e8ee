import { expect, expectAccessible, test, visit } from "./support/fixtures";

const pageLinks = [
  { name: "Agencies", href: "/agencies" },
  { name: "How It Works", href: "/how-it-works" },
  { name: "Pricing", href: "/pricing" },
  { name: "About", href: "/about" },
  { name: "Contact", href: "/contact" },
];

test("the top navigation links every main page and highlights the current one", async ({
  page,
}) => {
  await visit(page, "/pricing");
  const header = page.getByRole("banner");
  const nav = header.getByRole("navigation", { name: "Main navigation" });
  for (const link of pageLinks) {
    await expect(nav.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
  }
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  await expect(header.getByRole("link", { name: "Wakala home" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Submit Brief" })).toHaveAttribute(
    "href",
    "/submit",
  );
  await expect(header.getByRole("link", { name: "List Your Agency" })).toHaveAttribute(
    "href",
    "/list",
  );
  await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expectAccessible(page);

  await nav.getByRole("link", { name: "Agencies" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Agencies" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current");
  await expectAccessible(page);
});

test("the header buttons lead to the brief and listing forms", async ({ page }) => {
  await visit(page, "/");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Submit Brief" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Project Details" })).toBeVisible();
  await expectAccessible(page);
  await header.getByRole("link", { name: "List Your Agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agency Information" })).toBeVisible();
  await expect(page).toHaveURL("/list");
  await expectAccessible(page);
});

test("an agency finds its sign-in in the header and the footer, in both languages", async ({
  page,
}) => {
  for (const { home, name, href, heading } of [
    { home: "/", name: "Agency sign in", href: "/dashboard", heading: "Agency Dashboard Access" },
    {
      home: "/ar",
      name: "دخول الوكالات",
      href: "/ar/dashboard",
      heading: "الدخول إلى لوحة تحكم الوكالة",
    },
  ]) {
    await visit(page, home);
    const header = page.getByRole("banner");
    const footer = page.getByRole("contentinfo");
    await expect(header.getByRole("link", { name })).toBeVisible();
    await expect(header.getByRole("link", { name })).toHaveAttribute("href", href);
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    await header.getByRole("link", { name }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("the header's row with the sign-in fits on one line from xl up; below it, the menu has them", async ({
  page,
}) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      const fit = await page.evaluate(() => {
        const row = document.querySelector("header > div")!;
        const links = [...row.querySelectorAll("a")].filter((a) => a.offsetParent !== null);
        return {
          overflow: row.scrollWidth - row.clientWidth,
          // A link that wrapped onto two lines is taller than one line of the header's text.
          tallestLink: Math.max(...links.map((a) => a.getBoundingClientRect().height)),
        };
      });
      expect(fit.overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      expect(fit.tallestLink, `${path} at ${width} px`).toBeLessThanOrEqual(48);
      const signIn = page.getByRole("banner").getByRole("link", {
        name: path === "/" ? "Agency sign in" : "دخول الوكالات",
      });
      await expect(signIn).toBeVisible();
    }
  }
  // A narrower desktop (1024 px) has no room for the row: the menu has the pages and the sign-in.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  for (const name of ["Agencies", "How It Works", "Agency sign in", "List Your Agency"]) {
    await expect(sheet.getByRole("link", { name })).toBeVisible();
  }
});
