import type { APIRequestContext, Page } from "@playwright/test";
import { slugify } from "~/domain/slug";
import { listAgency } from "./support/agencies";
import { ownAddress } from "./support/client-address";
import { expect, test, visit } from "./support/fixtures";
import { openMail } from "./support/mailbox";
import { signInAsAdmin } from "./support/sign-in";

/**
 * The operator's whole day in one run: approve a new listing, find it in the public
 * directory, match it to a new brief that asked for it (its first suggestion card), see both
 * e-mails, log out. Signed in without the login page, which admin-login.desktop.spec.ts walks through.
 */
const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

async function submitBrief(
  request: APIRequestContext,
  company: string,
  email: string,
  requestedAgency: string,
) {
  const response = await request.post("/api/submit-brief", {
    headers: ownAddress(),
    data: {
      companyName: company,
      contactName: "Omar Khalil",
      email,
      projectType: "branding",
      budget: "15k-30k",
      timeline: "1-month",
      description: "A new brand identity for our cafe chain in Dubai.",
      // "Get a proposal from {agency}" on its profile.
      requestedAgency,
    },
  });
  expect(response.status()).toBe(201);
}

test("an operator approves a listing, matches it to a brief and logs out", async ({
  page,
  request,
}) => {
  test.slow();
  const {
    name: agencyName,
    email: agencyEmail,
    word,
  } = await listAgency(request, "Journey Brand Studio");
  const company = `Journey Cafe ${word}`;
  const clientEmail = `cafe-${word}@example.ae`;

  await signInAsAdmin(page);
  await visit(page, "/admin");
  await expect(page.getByText("Signed in as admin")).toBeVisible();

  // Approve the new listing from the Agency Submissions tab.
  await page.getByRole("searchbox", { name: "Search" }).fill(agencyName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const approval = page.getByRole("switch", { name: `Approve ${agencyName}` });
  await expect(approval).toHaveAttribute("aria-checked", "false");
  await approval.click();
  await expect(toast(page, "Agency updated")).toContainText(
    "Agency approval status has been updated",
  );
  await expect(approval).toHaveAttribute("aria-checked", "true");

  // The public directory shows it at once.
  await visit(page, `/agencies?q=${encodeURIComponent(agencyName)}`);
  await expect(page.getByRole("heading", { level: 3, name: agencyName })).toBeVisible();

  // A client asks it for a proposal (an approved agency now), and the operator matches them: the
  // agency the client asked for is the brief's first suggestion card.
  await submitBrief(request, company, clientEmail, slugify(agencyName));
  await visit(page, "/admin/matches");
  const card = page.getByRole("article", { name: company });
  await expect(card).toContainText("No agencies matched yet.");
  const first = card
    .getByRole("list", { name: "Suggested for this brief" })
    .getByRole("listitem")
    .first();
  await expect(first.getByRole("radio")).toHaveAccessibleName(agencyName);
  await expect(first).toContainText("Asked for by the client");
  await first.getByText(agencyName, { exact: true }).click();
  await expect(card.getByRole("radio", { name: agencyName })).toBeChecked();
  await card.getByRole("button", { name: "Save Match" }).click();
  await expect(toast(page, "Match created successfully!")).toBeVisible();
  await expect(card.getByRole("link", { name: agencyName })).toBeVisible();

  // Both sides hear about it.
  const toAgency = await openMail(page, {
    subject: `New client brief: ${company}`,
    to: agencyEmail,
  });
  await expect(toAgency.locator("pre")).toContainText(`Email Address: ${clientEmail}`);
  const toClient = await openMail(page, {
    subject: `You've been matched with ${agencyName}`,
    to: clientEmail,
  });
  await expect(toClient.locator("pre")).toContainText(`Email: ${agencyEmail}`);

  await visit(page, "/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged out")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});
