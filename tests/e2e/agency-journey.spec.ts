import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { openMail } from "./mailbox";

/**
 * An agency's whole Pro life with the built-in test payment provider (issue 7): sign in with an
 * e-mailed link, subscribe, 'Welcome to Pro!', first place and the Pro badge in the directory,
 * cancel, and Pro ending at the period's end. Runs after the other browser tests
 * (playwright.config.ts `runsLast`): going Pro changes the directory's order and Pro counts.
 * Each viewport takes its own demo agency, each first by name in its emirate.
 */
const agencies = {
  desktop: { name: "Ajman Web Craft", email: "team@ajmanwebcraft.example", location: "Ajman" },
  phone: { name: "Al Reem Web Solutions", email: "info@alreemweb.example", location: "Abu Dhabi" },
};
const agencyOf = (project: string) =>
  project.startsWith("phone") ? agencies.phone : agencies.desktop;
// An empty lookup and a used link answer 400, a declined card 402; the browser logs them.
test.use({ allowedConsoleErrors: [/status of 40[02]/] });

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

/** Asks for a sign-in link on `path` and returns the link from the development mailbox. */
async function requestSignInLink(page: Page, path: string, email: string): Promise<string> {
  await visit(page, path);
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
  await page.getByRole("button", { name: "Send Sign-in Link" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await page.getByLabel("Listing e-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send Sign-in Link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await expectAccessible(page);
  const mail = await openMail(page, { subject: "Your Wakala sign-in link", to: email });
  const link = (await mail.innerText()).match(/https?:\/\/\S+\/dashboard\/sign-in\?token=[\w-]+/);
  expect(link, "a sign-in link in the mail").not.toBeNull();
  return link![0];
}

async function signInWith(page: Page, link: string) {
  await visit(page, link);
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
}

/** The directory cards of one emirate, in order. */
async function directoryCards(page: Page, location: string) {
  await visit(page, `/agencies?location=${encodeURIComponent(location)}`);
  return page.getByRole("article");
}

test("an agency signs in by e-mail, goes Pro, cancels and returns to free at the period's end", async ({
  page,
}, testInfo) => {
  test.slow();
  const agency = agencyOf(testInfo.project.name);

  // Before: listed, not Pro, not first.
  const before = await directoryCards(page, agency.location);
  await expect(
    before.filter({ hasText: agency.name }).getByText("Pro", { exact: true }),
  ).toHaveCount(0);

  // Sign in from the upgrade page; the link leads back there.
  const link = await requestSignInLink(page, "/dashboard/upgrade", agency.email);
  await signInWith(page, link);
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/);
  await expect(toast(page, "Signed in")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you get with Pro" })).toBeVisible();
  await expectAccessible(page);

  // Subscribe: the test checkout, a declined card first, then a payment.
  await page.getByRole("button", { name: "Subscribe for AED 499/month" }).click();
  await expect(page.getByText("TEST MODE: no real card is charged")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Simulate a declined card" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined");
  await page.getByRole("button", { name: "Pay AED 499.00" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Pro!" })).toBeVisible();
  await expect(toast(page, "Upgrade Successful!")).toContainText(
    "You are now a Pro Agency with premium features.",
  );
  await expect(page).toHaveURL(/\/dashboard\/upgrade\?welcome=1$/);
  await expectAccessible(page);
  await openMail(page, { subject: "Welcome to Wakala Pro", to: agency.email });

  // The directory: first in its emirate, with the Pro badge.
  const after = await directoryCards(page, agency.location);
  await expect(after.first()).toContainText(agency.name);
  await expect(after.first().getByText("Pro", { exact: true })).toBeVisible();

  // The listing is the agency's to edit (a demo listing too, whose logo is generated).
  await visit(page, "/dashboard");
  await page.getByRole("link", { name: "Edit Listing" }).click();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Phone Number").fill("+971 6 555 0142");
  // A new address takes effect only once its inbox confirms it; the phone is live at once.
  const newEmail = `moved-${testInfo.project.name}@example.ae`;
  await page.getByLabel("Email Address").fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Listing updated")).toContainText(
    `Your changes are live. Confirm ${newEmail} with the link we sent there`,
  );
  const listing = page.getByRole("region", { name: agency.name });
  await expect(listing).toContainText("+971 6 555 0142");
  await expect(listing).toContainText(agency.email);
  await expect(
    page.getByRole("region", { name: "New e-mail address waiting for confirmation" }),
  ).toContainText(`We sent a confirmation link to ${newEmail}`);
  await expectAccessible(page);
  const confirmation = await openMail(page, {
    subject: "Confirm the new e-mail address of your Wakala listing",
    to: newEmail,
  });
  const confirmLink = (await confirmation.innerText()).match(
    /https?:\/\/\S+\/dashboard\/confirm-email\?token=[\w-]+/,
  );
  expect(confirmLink, "a confirmation link in the mail").not.toBeNull();
  await visit(page, confirmLink![0]);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm New Address" }).click();
  await expect(toast(page, "E-mail address changed")).toContainText(
    `Your listing now uses ${newEmail}. Other devices were signed out.`,
  );
  await expect(listing).toContainText(newEmail);
  await expect(
    page.getByRole("region", { name: "New e-mail address waiting for confirmation" }),
  ).toHaveCount(0);
  // The previous address hears of it.
  await openMail(page, {
    subject: "The e-mail address of your Wakala listing was changed",
    to: agency.email,
  });
  await visit(page, "/dashboard");

  // The dashboard's subscription card, then cancel at the period's end.
  const card = page.getByRole("region", { name: "Pro Subscription" });
  await expect(card).toContainText("AED 499.00 per month");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Next billing date");
  await card.getByText("Cancel Pro", { exact: true }).click();
  await card.getByRole("button", { name: "Confirm: cancel at period end" }).click();
  await expect(toast(page, "Pro cancelled")).toBeVisible();
  await expect(card).toContainText("Your subscription is cancelled");
  await expect(card).toContainText("Pro ends on");
  await expectAccessible(page);

  // Still Pro until the period ends (simulated), then a free listing.
  await expect(
    page.getByRole("region", { name: agency.name }).getByText("Pro Agency"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Advance to the next billing date" }).click();
  await expect(page.getByRole("link", { name: "See Pro Benefits" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pro Subscription" })).toHaveCount(0);
  const ended = await directoryCards(page, agency.location);
  await expect(ended.filter({ hasText: agency.name })).toHaveCount(1);
  await expect(
    ended.filter({ hasText: agency.name }).getByText("Pro", { exact: true }),
  ).toHaveCount(0);

  // Sign out; the used link cannot sign in again.
  await visit(page, "/dashboard");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
  await signInWith(page, link);
  await expect(page.getByRole("alert")).toContainText("This sign-in link can't be used");
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
});

test("a made-up sign-in link and an unknown address get no way in", async ({ page }) => {
  await visit(page, "/dashboard/sign-in?token=not-a-real-token-at-all-000000");
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
  await expect(page.getByRole("alert")).toContainText("This sign-in link can't be used");

  // An address without a listing hears the same as one with a listing.
  await page.getByLabel("Listing e-mail address").fill("nobody@nowhere.example");
  await page.getByRole("button", { name: "Send Sign-in Link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await visit(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
});
