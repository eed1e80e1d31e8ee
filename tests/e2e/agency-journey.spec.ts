import type { Page } from "@playwright/test";
import { listAgency, listApprovedAgency } from "./support/agencies";
import { expect, expectAccessible, test, visit } from "./support/fixtures";
import { openMail } from "./support/mailbox";
import { signInAsAgency } from "./support/sign-in";

/**
 * An agency's life with the built-in test payment provider (docs/product.md, P7): sign in with an
 * e-mailed link, subscribe, 'Welcome to Pro!', first place and the Pro badge in the directory,
 * cancel, Pro ending at the period's end, and the listing's edit with a new e-mail address. Each
 * test lists (and has approved) agencies of its own, found in the directory by their own word.
 */
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
  await expect(
    page.getByText("Asked more than once? Use the link in the newest e-mail."),
  ).toBeVisible();
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

/** The directory's cards for a search, in order. */
async function directoryCards(page: Page, q: string) {
  await visit(page, `/agencies?q=${encodeURIComponent(q)}`);
  return page.getByRole("region", { name: "Agencies" }).getByRole("article");
}

const proBadge = (card: ReturnType<Page["locator"]>) => card.getByText("Pro", { exact: true });

test("an agency signs in with an e-mailed link and out again; the used link is refused", async ({
  page,
  request,
  adminApi,
}) => {
  test.slow(); // a whole journey: four pages, each checked with axe, and the mail worker
  const agency = await listApprovedAgency(request, adminApi, "Link Studio");

  // Sign in from the upgrade page; the link leads back there.
  const link = await requestSignInLink(page, "/dashboard/upgrade", agency.email);
  await signInWith(page, link);
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/);
  await expect(toast(page, "Signed in")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you get with Pro" })).toBeVisible();
  await expectAccessible(page);

  // Sign out; the used link cannot sign in again.
  await visit(page, "/dashboard");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
  await signInWith(page, link);
  await expect(page.getByRole("alert")).toContainText("This sign-in link can't be used");
  await expect(page.getByRole("heading", { name: "Agency Dashboard Access" })).toBeVisible();
});

test("an agency goes Pro, comes first with the badge, cancels and is free at the period's end", async ({
  page,
  request,
  adminApi,
}) => {
  test.slow(); // a whole journey: the checkout, the directory, the dashboard and the mail worker
  // Two agencies with one word: 'Atelier' comes first by name until 'Works' goes Pro.
  const free = await listApprovedAgency(request, adminApi, "Wadi Atelier");
  const pro = await listApprovedAgency(request, adminApi, "Wadi Works", { word: free.word });
  const before = await directoryCards(page, free.word);
  await expect(before.getByRole("heading", { level: 3 })).toHaveText([free.name, pro.name]);
  await expect(proBadge(before)).toHaveCount(0);

  await signInAsAgency(page, pro.email);
  await visit(page, "/dashboard/upgrade");
  await expect(page.getByRole("heading", { name: "What you get with Pro" })).toBeVisible();

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
  await openMail(page, { subject: "Welcome to Wakala Pro", to: pro.email });

  // The directory: Pro first, with the badge.
  const after = await directoryCards(page, free.word);
  await expect(after.getByRole("heading", { level: 3 })).toHaveText([pro.name, free.name]);
  await expect(proBadge(after.first())).toBeVisible();
  await expect(proBadge(after.last())).toHaveCount(0);

  // The dashboard's subscription card, then cancel at the period's end.
  await visit(page, "/dashboard");
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

  // Still Pro until the period ends (simulated), then a free listing, back in its place by name.
  await expect(page.getByRole("region", { name: pro.name }).getByText("Pro Agency")).toBeVisible();
  await page.getByRole("button", { name: "Advance to the next billing date" }).click();
  await expect(page.getByRole("link", { name: "See Pro Benefits" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pro Subscription" })).toHaveCount(0);
  const ended = await directoryCards(page, free.word);
  await expect(ended.getByRole("heading", { level: 3 })).toHaveText([free.name, pro.name]);
  await expect(proBadge(ended)).toHaveCount(0);
});

test("an agency edits its listing, and a new e-mail address takes effect once confirmed", async ({
  page,
  request,
}) => {
  test.slow(); // three mails through the mail worker
  const agency = await listAgency(request, "Edit Studio");
  await signInAsAgency(page, agency.email);
  await visit(page, "/dashboard");
  await page.getByRole("link", { name: "Edit Listing" }).click();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Phone Number").fill("+971 6 555 0142");
  // A new address takes effect only once its inbox confirms it; the phone is live at once.
  const newEmail = `moved-${agency.word}@example.ae`;
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
