import { expect, test, visit } from "./support/fixtures";

// What each page says and links is checked without a browser
// (app/routes/submissions/thank-you.test.tsx); here each is opened and checked with axe at both
// widths.
test("the thank-you pages open and pass the accessibility checks", async ({ page }) => {
  for (const [path, title] of [
    ["/thank-you-brief", "Thank You for Your Brief"],
    ["/thank-you-agency", "Thank You for Listing Your Agency"],
    ["/thank-you", "Your Listing Is Under Review"],
  ]) {
    await visit(page, path!);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});
