import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { expect, test, visit } from "./fixtures";
import { openMail } from "./mailbox";

/**
 * The operator's whole day in one run (issue 6): log in, approve a new listing, find it in the
 * public directory, match it to a new brief from the suggestions, see both e-mails, log out.
 * Runs after the other browser tests (playwright.config.ts `runsLast`): approving changes the
 * directory's counts that they check.
 */
const suffix = () => `${Date.now().toString(36)}${randomInt(1000)}`;
const fromOwnAddress = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});
const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

async function submitAgency(request: APIRequestContext, name: string, email: string) {
  const response = await request.post("/api/submit-agency", {
    headers: fromOwnAddress(),
    data: {
      agencyName: name,
      contactName: "Huda Rahman",
      email,
      phone: "+971 4 555 0101",
      website: "https://example.ae",
      location: "Dubai",
      services: ["Branding & Design"],
      industries: ["Food & Beverage"],
      experience: "6-10",
      description: "Brand identities for cafes and restaurants in Dubai.",
    },
  });
  expect(response.status()).toBe(201);
}

async function submitBrief(request: APIRequestContext, company: string, email: string) {
  const response = await request.post("/api/submit-brief", {
    headers: fromOwnAddress(),
    data: {
      companyName: company,
      contactName: "Omar Khalil",
      email,
      projectType: "branding",
      budget: "15k-30k",
      timeline: "1-month",
      description: "A new brand identity for our cafe chain in Dubai.",
    },
  });
  expect(response.status()).toBe(201);
}

test("an operator approves a listing, matches it to a brief and logs out", async ({
  page,
  request,
}) => {
  test.slow();
  const id = suffix();
  const agencyName = `Journey Brand Studio ${id}`;
  const agencyEmail = `studio-${id}@example.ae`;
  const company = `Journey Cafe ${id}`;
  const clientEmail = `cafe-${id}@example.ae`;
  await submitAgency(request, agencyName, agencyEmail);
  await submitBrief(request, company, clientEmail);

  await visit(page, "/admin");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Login successful")).toContainText("Welcome to the admin dashboard");

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

  // Match it to the brief.
  await visit(page, "/admin/matches");
  const card = page.getByRole("article", { name: company });
  await expect(card).toContainText("No agencies matched yet.");
  const option = card.locator("option").filter({ hasText: agencyName }).first();
  await card.getByLabel(/^Agency/).selectOption((await option.getAttribute("value"))!);
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
