import type { Page } from "@playwright/test";
import { listAgency } from "./support/agencies";
import { ownAddress } from "./support/client-address";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

/**
 * The operator's console at /admin, signed in without the login page (admin-login.desktop.spec.ts walks
 * through that). Each test lists an agency of its own (pending until approved), so it changes no
 * demo data another spec reads.
 */

async function logIn(page: Page, open = visit) {
  await signInAsAdmin(page);
  await open(page, "/admin");
  await expect(page.getByText("Signed in as admin")).toBeVisible();
}

/** Searches the open table for `text` with its search box, as an operator would. */
async function searchTable(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

test("an operator approves a listing with the switch and it shows in the directory", async ({
  page,
}) => {
  test.slow(); // a journey over four pages, each checked with axe
  const { name, word } = await listAgency(page.request, "Console Studio");
  await logIn(page);
  const sections = page.getByRole("navigation", { name: "Admin sections" });
  await expect(sections.getByRole("link", { name: "Agency Submissions" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await searchTable(page, word);
  const table = page.getByRole("table", { name: "Agency submissions" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("3-5 years");
  await expect(row).toContainText("Pending");
  const approval = row.getByRole("switch", { name: `Approve ${name}` });
  await expect(approval).toHaveAttribute("aria-checked", "false");

  await approval.click();
  await expect(toast(page, "Agency updated")).toContainText(
    "Agency approval status has been updated",
  );
  await expect(approval).toHaveAttribute("aria-checked", "true");
  await expect(row).toContainText("Approved");

  // The public directory shows it at once.
  await visit(page, `/agencies?q=${word}`);
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  // Back in the console the switch takes it out of the directory again.
  await visit(page, `/admin?q=${word}`);
  await page.getByRole("switch", { name: `Approve ${name}` }).click();
  await expect(page.getByRole("switch", { name: `Approve ${name}` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Pending");
  await visit(page, `/agencies?q=${word}`);
  await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(0);
});

test.describe("a failed approval", () => {
  // The browser logs the post the network dropped as a failed resource.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

  test("shows the error toast and puts the switch back", async ({ page }) => {
    const { name, word } = await listAgency(page.request, "Console Studio");
    await logIn(page);
    await searchTable(page, word);
    // The switch posts to the console's action; a post that gets no answer at all fails.
    await page.route("**/admin.data*", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    const approval = page.getByRole("switch", { name: `Approve ${name}` });
    await approval.click();
    await expect(toast(page, "Failed to update agency approval status")).toBeVisible();
    await expect(approval).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Pending");
  });
});

test("an operator qualifies a new brief, once", async ({ page, request }) => {
  const company = `Qualify Cafe ${Date.now().toString(36)}`;
  const response = await request.post("/api/submit-brief", {
    headers: ownAddress(),
    data: {
      companyName: company,
      contactName: "Omar Khalil",
      email: `qualify-${Date.now().toString(36)}@example.ae`,
      projectType: "website",
      budget: "15k-30k",
      timeline: "1-month",
      description: "A bilingual website with online ordering for our cafe chain in Dubai.",
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await logIn(page);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Client Briefs" })
    .click();
  // The tab has loaded before the search is typed (its own search box, not the agencies').
  await expect(page).toHaveURL(/[?&]tab=briefs/);
  const table = page.getByRole("table", { name: "Client briefs" });
  await expect(table).toBeVisible();
  await searchTable(page, company);
  await expect(table.getByRole("row").filter({ hasText: company })).toContainText("To qualify");
  await table.getByRole("link", { name: `Open brief ${id} from ${company}` }).click();

  const leadAlerts = page.getByRole("region", { name: "Lead alerts" });
  await expect(leadAlerts).toContainText("Not qualified yet");
  await leadAlerts.getByRole("button", { name: "Qualify brief" }).click();
  await expect(toast(page, "Brief qualified")).toBeVisible();
  await expect(leadAlerts).toContainText("Qualified");
  await expect(leadAlerts.getByRole("button", { name: "Qualify brief" })).toHaveCount(0);
  await expectAccessible(page);
});

test("an operator opens a brief from the briefs tab and searches the briefs", async ({ page }) => {
  test.slow(); // three of the console's pages, each checked with axe
  await logIn(page);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Client Briefs" })
    .click();
  await expect(page).toHaveURL(/\/admin\?tab=briefs$/);
  const table = page.getByRole("table", { name: "Client briefs" });
  await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/admin/briefs.csv",
  );
  await expectAccessible(page);

  // A demo brief no other spec changes.
  await searchTable(page, "Atlas Pay");
  await expect(table.getByRole("row")).toHaveCount(2); // the header and Atlas Pay
  await table.getByRole("link", { name: /^Open brief \d+ from Atlas Pay$/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /^Brief #\d+: Atlas Pay$/ }),
  ).toBeVisible();
  await expect(page.getByText("Mobile App", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Matched agencies" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to client briefs" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=briefs$/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Contact Messages" })
    .click();
  await expect(page.getByRole("table", { name: "Contact messages" })).toBeVisible();
  await expectAccessible(page);
});

test("an operator deletes a listing after confirming", async ({ page }) => {
  const { name, word } = await listAgency(page.request, "Console Studio");
  await logIn(page);
  await searchTable(page, word);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Delete ${name} and everything about it`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm delete" }).click();
  await expect(toast(page, "Agency deleted")).toContainText(`${name} has been removed`);
  await expect(page.getByText("Nothing matches your search.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch and the delete are plain forms", async ({ page }) => {
    const { name, word } = await listAgency(page.request, "Console Studio");
    await logIn(page, visitWithoutJs);
    // The search box is a plain GET form.
    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=${word}$`));

    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByRole("switch", { name: `Approve ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=${word}$`));
    await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await expect(row).toContainText("Approved");

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page).toHaveURL(/confirm=delete-agency-\d+/);
    // The address changes before the new page has arrived: check it once it has.
    await expect(page.getByRole("button", { name: "Confirm delete" })).toBeVisible();
    await page.waitForLoadState();
    await expectAccessibleWithoutJs(page);
    await page.getByRole("button", { name: "Confirm delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=${word}$`));
    await expect(page.getByText("Nothing matches your search.")).toBeVisible();
  });
});
