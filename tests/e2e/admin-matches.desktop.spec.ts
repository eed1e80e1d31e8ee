import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ownAddress } from "./support/client-address";
import { expect, expectAccessibleWithoutJs, test, visit, visitWithoutJs } from "./support/fixtures";
import { openMail } from "./support/mailbox";
import { signInAsAdmin } from "./support/sign-in";

/** Every test sends its own brief, so its card and e-mails are told apart from the others'. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const emailFor = (company: string) => `${company.toLowerCase().replace(/\W+/g, ".")}@example.ae`;

/** A brief of our own, through the public API (from an address of its own: rate limits). */
async function submitBrief(request: APIRequestContext, company: string) {
  const response = await request.post("/api/submit-brief", {
    headers: ownAddress(),
    data: {
      companyName: company,
      contactName: "Omar Khalil",
      email: emailFor(company),
      phone: "+971 50 123 4567",
      projectType: "branding",
      budget: "15k-30k",
      timeline: "1-month",
      description: "A new logo and brand identity for our cafe chain in Dubai.",
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * Opens (and checks) the match page signed in, without the login page (admin-login.desktop.spec.ts walks
 * through that, coming from this page).
 */
async function openMatches(page: Page, open = visit) {
  await signInAsAdmin(page);
  await open(page, "/admin/matches");
  await expect(page.getByRole("heading", { level: 1, name: "Match Briefs" })).toBeVisible();
  await expect(page.getByText("Signed in as admin")).toBeVisible();
}

/**
 * The first suggestion of a brief, a radio card: the card (the radio's label, to click as a
 * person does), its radio, its agency's id and name, and its reasons (the chips).
 */
async function firstSuggestion(card: Locator) {
  const suggestion = card
    .getByRole("list", { name: "Suggested for this brief" })
    .getByRole("listitem")
    .first()
    .locator("label");
  const radio = suggestion.getByRole("radio");
  const value = (await radio.getAttribute("value"))!;
  const name = (await suggestion.locator('[id$="-name"]').textContent())!;
  const reasons = await suggestion.locator(".chip").allTextContents();
  await expect(card.getByRole("radio", { name, exact: true })).toHaveValue(value);
  return { card: suggestion, radio, value, name, reasons };
}

/** An approved agency's public fields, by name. */
async function agencyNamed(request: APIRequestContext, name: string) {
  const response = await request.get("/api/agencies");
  const list = (await response.json()) as { agencyName: string; email: string; slug: string }[];
  return list.find((agency) => agency.agencyName === name)!;
}

test("an operator matches a brief with a suggested agency, and both sides get an e-mail", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a whole journey: login, a match, and the mail worker
  const company = unique("Saffron Roastery");
  await submitBrief(request, company);
  await openMatches(page);

  const card = page.getByRole("article", { name: company });
  await expect(card).toContainText("Branding & Design");
  await expect(card).toContainText("AED 15,000 - 30,000");
  await expect(card).toContainText("No agencies matched yet.");

  // Nothing chosen: the page says so and sends nothing.
  await card.getByRole("button", { name: "Save Match" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Please select an agency first" }),
  ).toBeVisible();

  const suggestion = await firstSuggestion(card);
  expect(suggestion.reasons).toContain("Offers Branding & Design");
  await suggestion.card.click();
  await expect(suggestion.radio).toBeChecked();
  await card.getByRole("button", { name: "Save Match" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Match created successfully!" }),
  ).toBeVisible();

  const agency = await agencyNamed(request, suggestion.name);
  const matched = card.getByRole("link", { name: suggestion.name });
  await expect(matched).toHaveAttribute("href", `/agencies/${agency.slug}`);
  await expect(card).toContainText("1 of 3");
  // The agency is matched now, so it is no longer offered for this brief, as a card or in the list.
  await expect(card.locator(`input[type="radio"][value="${suggestion.value}"]`)).toHaveCount(0);
  await expect(card.locator(`option[value="${suggestion.value}"]`)).toHaveCount(0);

  // Saving the same pair again (from a second tab that still offers it) is refused.
  const again = await page.request.post("/api/matches", {
    data: {
      briefId: Number(await card.locator('input[name="briefId"]').inputValue()),
      agencyId: Number(suggestion.value),
    },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: "This agency is already matched to this brief" });

  const toAgency = await openMail(page, {
    subject: `New client brief: ${company}`,
    to: agency.email,
  });
  await expect(toAgency.locator("pre")).toContainText(`Company Name: ${company}`);
  await expect(toAgency.locator("pre")).toContainText("Contact Name: Omar Khalil");
  await expect(toAgency.locator("pre")).toContainText(`Email Address: ${emailFor(company)}`);
  await expect(toAgency.locator("pre")).toContainText("Phone Number: +971 50 123 4567");
  const toClient = await openMail(page, {
    subject: `You've been matched with ${suggestion.name}`,
    to: emailFor(company),
  });
  await expect(toClient.locator("pre")).toContainText(`Email: ${agency.email}`);
  await expect(toClient.locator("pre")).toContainText(
    `View agency profile: ${baseURL}/agencies/${agency.slug}`,
  );
});

test("an agency that is not among the cards is picked under 'Another agency'", async ({
  page,
  request,
}) => {
  const company = unique("Cedar Books");
  await submitBrief(request, company);
  await openMatches(page);
  const card = page.getByRole("article", { name: company });
  const other = card.getByRole("radio", { name: "Another agency" });
  await expect(other).not.toBeChecked();
  // Choosing in its list ticks 'Another agency' (with JavaScript; without, a person ticks it).
  const list = card.getByRole("combobox", { name: "Another agency" });
  const option = list.locator("option:not([value=''])").first();
  const name = (await option.textContent())!.split(" — ")[0]!;
  await list.selectOption((await option.getAttribute("value"))!);
  await expect(other).toBeChecked();
  await card.getByRole("button", { name: "Save Match" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Match created successfully!" }),
  ).toBeVisible();
  await expect(card.getByRole("link", { name })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, and the page says what happened", async ({ page, request }) => {
    test.slow(); // the match page (every open brief) loads three times
    const company = unique("Pearl Bakery");
    await submitBrief(request, company);
    await openMatches(page, visitWithoutJs);
    const card = page.getByRole("article", { name: company });

    await card.getByRole("button", { name: "Save Match" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Please select an agency first" }),
    ).toBeVisible();

    const suggestion = await firstSuggestion(card);
    await suggestion.card.click();
    await card.getByRole("button", { name: "Save Match" }).click();
    await expect(page).toHaveURL(/\/admin\/matches#brief-\d+$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Match created successfully!" }),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: suggestion.name })).toBeVisible();
    await expectAccessibleWithoutJs(page);
  });
});
