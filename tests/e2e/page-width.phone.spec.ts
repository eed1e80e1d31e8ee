import { expect, test, visit } from "./support/fixtures";

const pages = [
  "/",
  "/how-it-works",
  "/about",
  "/pricing",
  "/contact",
  "/terms",
  "/privacy",
  "/submit",
  "/list",
  "/agencies",
  "/thank-you-brief",
  "/thank-you-agency",
  "/thank-you",
  "/dashboard",
  "/no-such-page",
];

/**
 * What sticks out past either edge of a 360 px screen: text, links, buttons, fields and
 * pictures. An overflow the page clips (`overflow: hidden`) does not scroll, so it is caught
 * here by each element's box rather than by the document's width.
 */
function overflowing() {
  const width = document.documentElement.clientWidth;
  const selector = "h1, h2, h3, p, a, button, li, label, input, select, textarea, img, svg";
  return Array.from(document.querySelectorAll<HTMLElement>(selector))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      // Hidden or visually hidden (the skip link, the spam trap): nothing a person sees.
      if (box.width <= 1 || box.height <= 1) return false;
      return box.left < -1 || box.right > width + 1;
    })
    .map(
      (element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`,
    );
}

// The made-up address answers 404, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 404/] });

test("no page sticks out past the edges of a 360 px screen", async ({ page }) => {
  test.slow(); // fifteen pages, each checked with axe too
  for (const path of pages) {
    await visit(page, path);
    expect(await page.evaluate(overflowing), `content past the screen's edge on ${path}`).toEqual(
      [],
    );
  }
});
