import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./support/fixtures";
import {
  allAgencies,
  cardNames,
  cards,
  countLine,
  mailto,
  matching,
  option,
  proFacet,
  proMatching,
  results,
  sidebar,
  tick,
} from "./support/directory";

/**
 * The directory on a large screen with JavaScript, against the demo data the e2e server seeds
 * (what the counts leave room for: support/directory.ts).
 */

const PRO_AGENCIES = [
  "Amber & Oud Communications",
  "Bluewave Apps",
  "Corniche Creative Co.",
  "Heritage Code",
  "Jebel Jais Digital",
  "Marina Metrics",
  "Pixel & Code Studio",
  "Saffron Creative House",
];

async function untick(box: Locator) {
  await box.click();
  await expect(box).not.toBeChecked();
}

const proOnly = (page: Page) => sidebar(page).getByRole("checkbox", { name: /^Pro agencies only/ });

test("Pro agencies only, then a service combined with an industry", async ({ page }) => {
  await visit(page, "/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(sidebar(page)).toBeVisible();
  // With JavaScript the choices apply at once: no Apply button, no Filters sheet button.
  await expect(page.getByRole("button", { name: "Apply Filters" })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  await expect(proOnly(page)).toHaveAccessibleName(proFacet);
  await expect(sidebar(page).getByRole("link", { name: "Clear All" })).toHaveCount(0);

  await tick(proOnly(page));
  await expect(page).toHaveURL("/agencies?pro=1");
  await expect(countLine(page)).toHaveText(proMatching);
  await expect(cardNames(page)).toContainText(PRO_AGENCIES);
  for (const card of await cards(page).all()) {
    await expect(card.getByText("Pro", { exact: true })).toBeVisible();
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
  }
  await expect(proOnly(page)).toBeChecked();
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

  await untick(proOnly(page));
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));

  await tick(option(sidebar(page), "Services", "Website Development"));
  await expect(page).toHaveURL("/agencies?service=Website+Development");
  await expect(countLine(page)).toHaveText(matching(16));
  await tick(option(sidebar(page), "Industries", "Health"));
  await expect(page).toHaveURL("/agencies?service=Website+Development&industry=Health");
  await expect(countLine(page)).toHaveText(matching(5));
  await expect(cardNames(page)).toHaveText([
    "Bluewave Apps",
    "Falcon Pixel Labs",
    "Noor Health Digital",
    "Oasis SEO Lab",
    "Palm Pixel UX",
  ]);
  await expect(option(sidebar(page), "Services", "Website Development")).toBeChecked();
  await expect(option(sidebar(page), "Industries", "Health")).toBeChecked();
  // Within a group any choice matches: adding Finance to Health widens the list.
  await tick(option(sidebar(page), "Industries", "Finance"));
  // The form sends its boxes in the order they stand (alphabetical), not the order ticked.
  await expect(page).toHaveURL(
    "/agencies?service=Website+Development&industry=Finance&industry=Health",
  );
  await expect(countLine(page)).toHaveText(matching(5));
  await expectAccessible(page);

  await sidebar(page).getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(sidebar(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test("the search box finds agencies by words of their description", async ({ page }) => {
  await visit(page, "/agencies");
  const search = page.getByRole("searchbox", { name: "Search agencies" });
  await expect(search).toHaveAttribute("placeholder", "Name, service or keyword");
  await search.fill("drone");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/agencies?q=drone");
  await expect(countLine(page)).toHaveText(matching(1));
  await expect(cardNames(page)).toHaveText(["Frame & Fable Films"]);
  await expect(search).toHaveValue("drone");
  // A search is not a filter set worth indexing.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");

  // The search keeps the ticked filters, and Enter sends it too.
  await tick(proOnly(page));
  await expect(page).toHaveURL("/agencies?q=drone&pro=1");
  await expect(countLine(page)).toHaveText(matching(0));
  await search.fill("flutter apps");
  await search.press("Enter");
  await expect(page).toHaveURL("/agencies?q=flutter+apps&pro=1");
  await expect(countLine(page)).toHaveText(matching(1));
  await expect(cardNames(page)).toHaveText(["Bluewave Apps"]);
  await expect(proOnly(page)).toBeChecked();
});

test("no match shows its state, and Clear All Filters brings every agency back", async ({
  page,
}) => {
  await visit(page, "/agencies?service=SEO+Services&location=Fujairah");
  await expect(countLine(page)).toHaveText(matching(0));
  await expect(cards(page)).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 2, name: "No agencies match your filters" }),
  ).toBeVisible();
  await expect(
    page.getByText("Try removing a filter or searching for something else."),
  ).toBeVisible();
  await expect(option(sidebar(page), "Services", "SEO Services")).toBeChecked();
  await expect(option(sidebar(page), "Location", "Fujairah")).toBeChecked();

  await results(page).getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText("No agencies match your filters")).toHaveCount(0);
  await expect(sidebar(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test("back and forward restore the filters and their results", async ({ page }) => {
  await visit(page, "/agencies");
  const dubai = option(sidebar(page), "Location", "Dubai");
  await tick(proOnly(page));
  await expect(countLine(page)).toHaveText(proMatching);
  await tick(dubai);
  await expect(page).toHaveURL("/agencies?pro=1&location=Dubai");
  await expect(countLine(page)).toHaveText(matching(5));
  await expect(cardNames(page)).toHaveText([
    "Amber & Oud Communications",
    "Bluewave Apps",
    "Marina Metrics",
    "Pixel & Code Studio",
    "Saffron Creative House",
  ]);

  await page.goBack();
  await expect(page).toHaveURL("/agencies?pro=1");
  await expect(countLine(page)).toHaveText(proMatching);
  await expect(cardNames(page)).toContainText(PRO_AGENCIES);
  await expect(proOnly(page)).toBeChecked();
  await expect(dubai).not.toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(proOnly(page)).not.toBeChecked();

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL("/agencies?pro=1&location=Dubai");
  await expect(countLine(page)).toHaveText(matching(5));
  await expect(proOnly(page)).toBeChecked();
  await expect(dubai).toBeChecked();
});

test("a profile shows its sections, contact links and JSON-LD", async ({ page, baseURL }) => {
  await visit(page, "/agencies/marina-metrics");
  await expect(page).toHaveTitle("Marina Metrics | Wakala");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/agencies/marina-metrics`,
  );
  const profile = page.getByRole("main").getByRole("article");
  const header = profile.locator("header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText("Marina Metrics");
  await expect(header.getByText("Pro Agency")).toBeVisible();
  await expect(header.getByText("Verified", { exact: true })).toBeVisible();
  // In the badges' row, and again as the office in the facts bar.
  await expect(header.getByText("Dubai", { exact: true })).toHaveCount(2);
  await expect(
    header.getByRole("region", { name: "Facts about Marina Metrics" }).getByText("Office"),
  ).toBeVisible();
  await expect(profile.getByRole("heading", { level: 2 })).toHaveText([
    "Services",
    "Industry Experience",
    "Experience",
    "About Marina Metrics",
    "Work",
    "Reviews",
    "Get In Touch",
    "What Verified means",
  ]);
  const section = (title: string) =>
    profile
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
  await expect(section("Services").getByRole("listitem")).toHaveText([
    "Digital Marketing",
    "PPC Advertising",
    "SEO Services",
  ]);
  await expect(section("Industry Experience").getByRole("listitem")).toHaveText([
    "Real Estate",
    "E-commerce",
    "Finance",
  ]);
  await expect(section("Experience")).toContainText("6-10 years");
  await expect(section("About Marina Metrics")).toContainText(
    "Google Partner since 2019. No long lock-in contracts",
  );

  await expect(page.getByRole("link", { name: "Contact Agency" })).toHaveAttribute(
    "href",
    mailto("anil@marinametrics.example"),
  );
  const website = page.getByRole("link", { name: "Visit Website (opens in a new tab)" });
  await expect(website).toHaveAttribute("href", "https://marinametrics.example");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");
  await expect(
    page.getByRole("link", { name: "View Portfolio (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://marinametrics.example/work");
  const contact = page.getByRole("complementary", { name: "Get In Touch" });
  await expect(contact).toContainText("Mention Wakala when you write, so Marina Metrics knows");
  await expect(contact.getByRole("link", { name: "Send Email" })).toHaveAttribute(
    "href",
    mailto("anil@marinametrics.example"),
  );
  await expect(contact.getByRole("link", { name: "Call +971 52 181 8194" })).toHaveAttribute(
    "href",
    "tel:+971521818194",
  );

  const scripts = page.locator('script[type="application/ld+json"]');
  const documents = (await scripts.allTextContents()).map((text) => JSON.parse(text) as unknown);
  const organization = documents.find(
    (d): d is Record<string, unknown> =>
      typeof d === "object" && d !== null && (d as { name?: unknown }).name === "Marina Metrics",
  );
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Marina Metrics",
    url: `${baseURL}/agencies/marina-metrics`,
    email: "anil@marinametrics.example",
    sameAs: ["https://marinametrics.example"],
    address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "AE" },
  });
  expect(String(organization!.description)).toMatch(/^Performance marketing for brands/);
});

test.describe("an unknown agency", () => {
  // The browser logs the 404 of the document itself; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers 404 with Agency Not Found and two ways back", async ({ page }) => {
    const response = await visit(page, "/agencies/no-such-agency");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Agency Not Found | Wakala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agency Not Found");
    await expect(
      page.getByText("The agency you're looking for doesn't exist or may have been removed."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const main = page.getByRole("main");
    // One way on (two buttons to the same place were one too many).
    await expect(main.getByRole("link")).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Browse All Agencies" })).toHaveAttribute(
      "href",
      "/agencies",
    );

    await main.getByRole("link", { name: "Browse All Agencies" }).click();
    await expect(page).toHaveURL("/agencies");
    await expect(countLine(page)).toHaveText(allAgencies(1));
    await expectAccessible(page);

    // The short profile of an unknown agency is a 404 too.
    const short = await page.request.get("/a/no-such-agency");
    expect(short.status()).toBe(404);
    expect(await short.text()).toContain("Agency Not Found");
  });
});

test("the short profile is a compact card linking to the full one", async ({ page, baseURL }) => {
  await visit(page, "/a/hajar-mountain-media");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hajar Mountain Media");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/agencies/hajar-mountain-media`,
  );
  const card = page.getByRole("article");
  await expect(card.getByText("Fujairah", { exact: true })).toBeVisible();
  const term = (name: string) =>
    card
      .locator("dl > div")
      .filter({ has: page.getByRole("term").getByText(name, { exact: true }) });
  await expect(term("Services").getByRole("listitem")).toHaveText(["Content Creation"]);
  await expect(term("Industry Expertise").getByRole("definition")).toHaveText(
    "Travel & Tourism, Events",
  );
  await expect(term("Experience").getByRole("definition")).toHaveText("3-5 years");
  await expect(term("Portfolio").getByRole("link")).toHaveAttribute(
    "href",
    "https://www.hajarmedia.example/work",
  );
  const contact = card.getByRole("region", { name: "Get in Touch" });
  await expect(contact.getByRole("link", { name: "hello@hajarmedia.example" })).toHaveAttribute(
    "href",
    mailto("hello@hajarmedia.example"),
  );
  await expect(contact.getByRole("link", { name: "+971 9 548 0761" })).toHaveAttribute(
    "href",
    "tel:+97195480761",
  );
  await expect(
    contact.getByRole("link", { name: "https://www.hajarmedia.example" }),
  ).toHaveAttribute("target", "_blank");

  await card.getByRole("link", { name: "View full profile" }).click();
  await expect(page).toHaveURL("/agencies/hajar-mountain-media");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hajar Mountain Media");
  await expect(
    page.getByRole("heading", { level: 2, name: "About Hajar Mountain Media" }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("an agency with an Arabic name has a working profile address", async ({ page }) => {
  await visit(page, "/agencies?location=Sharjah&industry=Government");
  const link = cards(page).getByRole("link", { name: "بصمة للتصميم", exact: true });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("بصمة للتصميم");
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe("/agencies/بصمة-للتصميم");
  await expectAccessible(page);
});

test("landing pages have their own heading and only their agencies", async ({ page }) => {
  await visit(page, "/agencies/in/dubai/for/seo-services");
  // The heading says what is shown, with the count (directory-state.spec.ts).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "SEO Services Agencies in Dubai (2)",
  );
  await expect(page).toHaveTitle("SEO Services Agencies in Dubai | Wakala");
  await expect(countLine(page)).toHaveText(matching(2));
  await expect(cardNames(page)).toHaveText(["Marina Metrics", "Oasis SEO Lab"]);
  await expect(option(sidebar(page), "Services", "SEO Services")).toBeChecked();
  await expect(option(sidebar(page), "Location", "Dubai")).toBeChecked();

  // The same view as above, under the other two kinds of address.
  const response = await visit(page, "/agencies/for/seo-services");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "SEO Services Agencies in the UAE (7)",
  );
  await expect(countLine(page)).toHaveText(matching(7));

  await visit(page, "/agencies/in/dubai");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agencies in Dubai (12)");
  await expect(countLine(page)).toHaveText(matching(12));
  await expect(cards(page)).toHaveCount(12);
});
