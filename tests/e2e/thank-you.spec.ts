import { expect, test, visit } from "./fixtures";

const pages = [
  {
    path: "/thank-you-brief",
    title: "Thank You for Your Brief",
    step: "We hand-pick 2-3 vetted UAE agencies",
    another: ["Submit Another Brief", "/submit"],
  },
  {
    path: "/thank-you-agency",
    title: "Thank You for Listing Your Agency",
    step: "Once approved, your agency appears in the directory marked Verified.",
    another: ["Submit Another Agency", "/list"],
  },
  {
    path: "/thank-you",
    title: "Your Listing Is Under Review",
    step: "We email you as soon as it is approved",
    another: ["List Another Agency", "/list"],
  },
] as const;

for (const { path, title, step, another } of pages) {
  test(`${path} says what happens next, links on, and stays out of search results`, async ({
    page,
  }) => {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What happens next?" })).toBeVisible();
    const steps = page.getByRole("region", { name: "What happens next?" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.filter({ hasText: step })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: another[0] })).toHaveAttribute("href", another[1]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
  });
}

test("the generic thank-you page promises a reply in 1-2 working days", async ({ page }) => {
  await visit(page, "/thank-you");
  await expect(page.getByText("reply within 1-2 working days")).toBeVisible();
});
