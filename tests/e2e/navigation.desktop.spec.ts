import { expect, expectAccessible, test, visit } from "./fixtures";

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
