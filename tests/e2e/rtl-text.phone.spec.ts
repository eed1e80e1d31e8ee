import type { Locator, Page } from "@playwright/test";
import { ar } from "~/domain/messages/ar";
import { en } from "~/domain/messages/en";
import { expect, test, visit } from "./support/fixtures";

/**
 * Arabic pages read right to left (docs/decisions/013-arabic-and-right-to-left.md): the document's
 * direction, icons that point, text that must stay left to right, and the Arabic typeface, which
 * only Arabic pages download. At phone width, as Arabic's journeys are; rtl.phone.spec.ts has the
 * phone's menu and filters.
 */

/** A demo agency with a phone number (app/db/seed/demo-data.ts). */
const PROFILE = "/agencies/amber-and-oud-communications";
const ARABIC_FONT = /\/assets\/readex-pro-arabic-[\w-]+\.woff2$/;

/** The addresses of the fonts a page requests while it loads. */
async function fontsRequested(page: Page, path: string) {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await visit(page, path);
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

/** The characters of an element's text in the order the screen shows them: line by line, left to right. */
function charactersOnScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const placed: { char: string; x: number; y: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        if (!text[i]!.trim()) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        placed.push({ char: text[i]!, x: box.x, y: Math.round(box.y + box.height / 2) });
      }
    }
    return placed
      .sort((a, b) => (Math.abs(a.y - b.y) > 4 ? a.y - b.y : a.x - b.x))
      .map((p) => p.char)
      .join("");
  });
}

test("an Arabic page is right to left in Arabic; an English one left to right", async ({
  page,
}) => {
  await visit(page, "/ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("body")).toHaveCSS("direction", "rtl");

  await visit(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the back link's arrow points right in Arabic; an icon that does not point stays as it is", async ({
  page,
}) => {
  await visit(page, `/ar${PROFILE}`);
  const back = page.getByRole("link", { name: ar.directory.profile.backToDirectory });
  await expect(back.locator("svg")).toHaveCSS("rotate", "180deg");
  const contact = page.getByRole("link", { name: ar.directory.profile.contactAgency }).first();
  await expect(contact.locator("svg")).toHaveCSS("rotate", "none");
  await expect(contact.locator("svg")).toHaveCSS("scale", "none");

  await visit(page, PROFILE);
  const englishBack = page.getByRole("link", { name: en.directory.profile.backToDirectory });
  await expect(englishBack.locator("svg")).toHaveCSS("rotate", "none");
});

test("a phone number in an Arabic sentence keeps its digits in order", async ({ page }) => {
  await visit(page, `/ar${PROFILE}`);
  const call = page.locator('a[href^="tel:"]');
  await expect(call).toContainText("+971 52 618 7848");
  // Isolated, the number reads left to right, whatever the Arabic words around it do.
  const digits = (await charactersOnScreen(call)).replace(/[^+\d]/g, "");
  expect(digits).toBe("+971526187848");
});

test("an Arabic page loads the Arabic typeface, preloaded, and draws its letters with it", async ({
  page,
}) => {
  const fonts = await fontsRequested(page, "/ar");
  expect(fonts).toEqual([expect.stringMatching(ARABIC_FONT)]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", ARABIC_FONT);
  expect(await page.evaluate(() => document.fonts.check('700 36px "Readex Pro"', "الوكالة"))).toBe(
    true,
  );
});

// A first visit (each test has a fresh browser cache): once an Arabic page has fetched the font,
// Chrome may take it from its cache for any page that declares it, which downloads nothing.
test("an English page does not download the Arabic typeface", async ({ page }) => {
  // Its language switch is written in Arabic letters, and still fetches no font.
  const fonts = await fontsRequested(page, "/");
  await expect(page.locator('a[hreflang="ar"]', { hasText: "العربية" }).first()).toBeAttached();
  expect(fonts).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
});

test("an e-mail address is typed left to right on an Arabic form", async ({ page }) => {
  await visit(page, "/ar/contact");
  const email = page.locator('input[type="email"]');
  await expect(email).toHaveAttribute("dir", "ltr");
  await expect(email).toHaveCSS("direction", "ltr");
  await email.fill("sara.ali@example.ae");
  await expect(email).toHaveValue("sara.ali@example.ae");
  // The name beside it is typed in the page's direction.
  await expect(page.locator('input[autocomplete="name"]')).toHaveCSS("direction", "rtl");
});
