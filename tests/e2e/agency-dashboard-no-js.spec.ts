import { randomInt } from "node:crypto";
import { expect, expectAccessibleWithoutJs, test, visitWithoutJs } from "./support/fixtures";
import { openMail } from "./support/mailbox";

/**
 * The agency dashboard is plain HTML forms: sign in by link, edit the listing (the listing form's
 * schema, docs/product.md, P12), try to upgrade a listing still under review, sign out,
 * all with JavaScript off. A fresh listing of its own, so nothing another spec counts changes.
 */
// A refused form answers 400 or 409, which the browser logs.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 40\d/] });

test("an agency signs in, edits its listing and signs out without JavaScript", async ({ page }) => {
  test.slow(); // a whole journey: six pages, each checked with axe, and the mail worker
  const id = `${Date.now().toString(36)}${randomInt(1000)}`;
  const email = `nojs-${id}@example.ae`;
  const created = await page.request.post("/api/submit-agency", {
    data: {
      agencyName: `Quiet Forms Studio ${id}`,
      contactName: "Noura Salem",
      email,
      location: "Sharjah",
      services: ["UI/UX Design"],
      experience: "1-2",
      description: "Accessible interfaces for Sharjah's public services.",
    },
  });
  expect(created.status()).toBe(201);

  await visitWithoutJs(page, "/dashboard");
  await page.getByLabel("Listing e-mail address").fill(email);
  await page.getByRole("button", { name: "Send Sign-in Link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  const mail = await openMail(
    page,
    { subject: "Your Wakala sign-in link", to: email },
    expectAccessibleWithoutJs,
  );
  const link = (await mail.innerText()).match(/https?:\/\/\S+\/dashboard\/sign-in\?token=[\w-]+/);
  await visitWithoutJs(page, link![0]);
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Agency Dashboard" })).toBeVisible();
  const listing = page.getByRole("region", { name: `Quiet Forms Studio ${id}` });
  await expect(listing).toContainText("Pending review");
  await expect(page.getByRole("link", { name: "See Pro Benefits" })).toBeVisible();
  await expectAccessibleWithoutJs(page);

  // Edit: the server checks with the listing form's schema and keeps what was typed.
  await page.getByRole("link", { name: "Edit Listing" }).click();
  await expect(page.getByLabel("Agency Description")).toHaveValue(
    "Accessible interfaces for Sharjah's public services.",
  );
  await page.getByLabel("UI/UX Design").uncheck();
  await page.getByLabel("Phone").fill("+971 6 555 0199");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please select at least one service")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+971 6 555 0199");
  await expectAccessibleWithoutJs(page);
  await page.getByLabel("Content Creation").check();
  await page.getByLabel("Name in Arabic").fill("استوديو النماذج الهادئة");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(listing).toContainText("+971 6 555 0199");
  await expect(listing).toContainText("استوديو النماذج الهادئة");
  await expect(listing).toContainText("Content Creation");
  await expect(listing).not.toContainText("UI/UX Design");

  // A listing under review cannot go Pro yet; the page says why.
  await page.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page.getByText("Pro opens once your listing is approved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe for AED 499/month" })).toHaveCount(0);
  await expectAccessibleWithoutJs(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
  await visitWithoutJs(page, "/dashboard/upgrade");
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
});
