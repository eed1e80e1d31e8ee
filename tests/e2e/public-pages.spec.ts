import type { Locator, Page } from "@playwright/test";
import { expect, test, visit, visitWithoutJs } from "./support/fixtures";

const main = (page: Page) => page.getByRole("main");
const link = (scope: Locator, name: string) => scope.getByRole("link", { name, exact: true });

test("the home page has every section, in its wording", async ({ page }) => {
  await visit(page, "/");
  const content = main(page);
  await expect(content.getByRole("heading", { level: 1 })).toHaveText(
    "Find the Right Agency — Fast.",
  );
  const submit = link(content, "Submit Your Brief");
  await expect(submit).toHaveCount(2); // the hero and the closing call to action
  for (const each of await submit.all()) await expect(each).toHaveAttribute("href", "/submit");
  await expect(link(content, "List Your Agency")).toHaveAttribute("href", "/list");
  await expect(link(content, "Browse Agencies")).toHaveAttribute("href", "/agencies");

  // Real supply in place of a mock: the directory's Pro agencies, said to be paid for, and
  // figures counted from the data.
  const featured = content.getByRole("region", { name: "Featured agencies" });
  await expect(featured.getByRole("article")).toHaveCount(4);
  await expect(featured).toContainText("Pro agencies pay to be featured here.");
  await expect(featured.getByRole("link", { name: /^Browse all \d+ agencies$/ })).toHaveAttribute(
    "href",
    "/agencies",
  );
  const figures = content.getByRole("region", { name: "Wakala today" });
  for (const label of ["approved agencies", "emirates covered", "verified client reviews"]) {
    await expect(figures.getByRole("term").filter({ hasText: label })).toHaveCount(1);
  }
  await expect(figures.getByRole("definition").first()).toHaveText(/^\d+$/);

  const trust = content.getByRole("region", { name: "Why Businesses Trust Us" });
  await expect(trust.getByRole("heading", { level: 3 })).toHaveText([
    "100% UAE-Focused",
    "Vetted, Qualified Matches",
    "Save Hours on Sourcing",
    "Perfect for Startups & SMEs",
    "Free to Start",
    "Human-First Process",
  ]);
  const steps = content.getByRole("region", { name: "How It Works" });
  await expect(steps.getByRole("listitem")).toHaveCount(3);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Submit a Brief",
    "We Curate Matches",
    "Connect & Decide",
  ]);
  // The demo data has published reviews: the newest good ones stand where the specification's
  // testimonial stands until there is one (app/components/home/verified-reviews.tsx).
  await expect(
    content.getByRole("region", { name: "What clients say" }).getByRole("blockquote"),
  ).toHaveCount(3);
  // Alerts and verified reviews are built: shown as available, each with a way to it.
  const live = content.getByRole("region", { name: "New on the Platform" });
  await expect(live.getByRole("heading", { level: 3 })).toHaveText([
    "Agency Alerts",
    "Verified Reviews & Ratings",
  ]);
  await expect(live.getByRole("link", { name: "Set up an alert" })).toHaveAttribute(
    "href",
    "/alerts/new",
  );
  await expect(live.getByRole("link", { name: "See top-rated agencies" })).toHaveAttribute(
    "href",
    "/agencies?sort=rating",
  );
  const next = content.getByRole("region", { name: "What's Coming Next" });
  await expect(next.getByText("Coming soon")).toHaveCount(4);
  await expect(next.getByRole("heading", { level: 3 })).toHaveText([
    "In-Platform Messaging",
    "Project Dashboards",
    "AI-Powered Matching",
    "Agency Awards",
  ]);
});

test("how it works explains three steps for businesses and three for agencies", async ({
  page,
}) => {
  await visit(page, "/how-it-works");
  const content = main(page);
  const businesses = content.getByRole("region", { name: "For Businesses" });
  await expect(businesses.getByRole("heading", { level: 3 })).toHaveText([
    "Submit Your Brief",
    "We Review and Match",
    "Get Connected",
  ]);
  await expect(businesses).toContainText("within 24-48 hours");
  await expect(businesses).toContainText("Book calls, compare proposals");
  const agencies = content.getByRole("region", { name: "For Agencies" });
  await expect(agencies.getByRole("heading", { level: 3 })).toHaveText([
    "List Your Agency",
    "Get Approved or Upgrade",
    "Receive Leads and Matches",
  ]);
  await expect(link(agencies, "List Your Agency")).toHaveAttribute("href", "/list");
});

test("about states the mission and links to find or list an agency", async ({ page }) => {
  await visit(page, "/about");
  const content = main(page);
  await expect(content.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(content).toContainText("Wakala means 'agency' in Arabic");
  await expect(link(content, "Find an Agency")).toHaveAttribute("href", "/submit");
  await expect(link(content, "List Your Agency")).toHaveAttribute("href", "/list");
});

test("pricing shows the three plans from the plans table and the FAQ", async ({ page }) => {
  await visit(page, "/pricing");
  const content = main(page);
  const plan = (name: string) => content.getByRole("article", { name });

  await expect(content.getByRole("article")).toHaveCount(3);
  await expect(plan("Free")).toContainText("AED 0");
  await expect(plan("Free")).toContainText("No lead alerts");
  await expect(link(plan("Free"), "Start Free")).toHaveAttribute("href", "/list");
  await expect(plan("Pro")).toContainText("Most Popular");
  await expect(plan("Pro")).toContainText("AED 499 per month");
  await expect(plan("Pro")).toContainText("Email lead alerts");
  await expect(link(plan("Pro"), "Try Pro")).toHaveAttribute("href", "/dashboard/upgrade");
  await expect(plan("Enterprise")).toContainText("Custom pricing");
  await expect(plan("Enterprise").getByRole("button", { name: "Coming soon" })).toBeDisabled();
  await expect(content).toContainText(
    "Prices are billed monthly in AED and include 5% VAT. Cancel any time.",
  );

  // The FAQ is a disclosure list: each answer shows when its question is opened.
  const question = content.getByText("Is there a money-back guarantee?");
  const answer = content.getByText("7-day money-back guarantee");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(content.locator("details")).toHaveCount(6);
  await expect(content.locator("details").first()).toContainText(
    "Pro features take effect immediately",
  );
});

test("the terms have 11 sections, UAE law, and both refund rules in order", async ({ page }) => {
  await visit(page, "/terms");
  const content = main(page);
  await expect(content.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(content).toContainText("Last updated July 14, 2025");
  await expect(content.getByRole("heading", { level: 2 })).toHaveText([
    "1. Acceptance of Terms",
    "2. Description of Service",
    "3. Accounts and User Responsibilities",
    "4. Pro Subscription",
    "5. Content and Intellectual Property",
    "6. Privacy",
    "7. Limitation of Liability",
    "8. Termination",
    "9. Changes to These Terms",
    "10. Governing Law",
    "11. Contact",
  ]);
  const pro = content.getByRole("region", { name: "Pro Subscription" });
  await expect(pro).toContainText(
    /refundable in full .* within 7 days.*no refund for the partial period/s,
  );
  await expect(content.getByRole("region", { name: "Governing Law" })).toContainText(
    "laws of the United Arab Emirates",
  );
  await expect(link(content, "Privacy Policy")).toHaveAttribute("href", "/privacy");
  await expect(link(content, "hello@wakala.ae")).toHaveAttribute("href", "mailto:hello@wakala.ae");
});

test("the privacy policy has its 11 numbered sections and a mailto to support", async ({
  page,
}) => {
  await visit(page, "/privacy");
  const content = main(page);
  await expect(link(content, "Back to Home")).toHaveAttribute("href", "/");
  await expect(content.getByRole("heading", { level: 2 })).toHaveText([
    "1. Information We Collect",
    "2. How We Use Your Information",
    "3. Email Communications",
    "4. Information Sharing",
    "5. Data Storage and Security",
    "6. Analytics and Tracking",
    "7. Your Rights and Choices",
    "8. Cookies and Local Storage",
    "9. International Data Transfers",
    "10. Changes to This Policy",
    "11. Contact Us",
  ]);
  await expect(content.getByRole("region", { name: "Information Sharing" })).toContainText(
    "We never sell your personal data.",
  );
  const contactUs = content.getByRole("region", { name: "Contact Us" });
  await expect(link(contactUs, "hello@wakala.ae")).toHaveAttribute(
    "href",
    "mailto:hello@wakala.ae",
  );
});

const pages = [
  { path: "/how-it-works", title: "How It Works", h1: "From brief to the right agency" },
  { path: "/about", title: "About Us", h1: "Connecting UAE businesses" },
  { path: "/pricing", title: "Pricing", h1: "Simple, transparent pricing" },
  { path: "/contact", title: "Contact Us", h1: "Get in touch" },
  { path: "/terms", title: "Terms of Service", h1: "Terms of Service" },
  { path: "/privacy", title: "Privacy Policy", h1: "Privacy Policy" },
];

test("each page names itself for search engines and social cards", async ({ page, baseURL }) => {
  for (const { path, title } of pages) {
    await visit(page, path);
    await expect(page).toHaveTitle(`${title} | Wakala`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${title} | Wakala`,
    );
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute(
      "content",
      `${title} | Wakala`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index,follow");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page is rendered on the server", async ({ page }) => {
    for (const { path, h1 } of [{ path: "/", h1: "Find the Right Agency" }, ...pages]) {
      await visitWithoutJs(page, path);
      await expect(main(page).getByRole("heading", { level: 1 })).toContainText(h1);
    }
    // The FAQ opens without scripts too.
    await visitWithoutJs(page, "/pricing");
    await page.getByText("What happens if I cancel Pro?").click();
    await expect(page.getByText("Your listing stays in the directory")).toBeVisible();
  });
});

test("a visitor opens a featured agency from the home page, in both languages", async ({
  page,
}) => {
  for (const [path, region] of [
    ["/", "Featured agencies"],
    ["/ar", "وكالات مميّزة"],
  ] as const) {
    await visit(page, path);
    const first = main(page)
      .getByRole("region", { name: region })
      .getByRole("article")
      .first()
      .getByRole("link");
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path === "/" ? "" : "/ar"}/agencies/[^/]+$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(name);
  }
});

test("the home page quotes verified reviews, each linking to the agency's reviews", async ({
  page,
}) => {
  await visit(page, "/");
  const quotes = main(page).getByRole("region", { name: "What clients say" });
  await expect(quotes.getByRole("figure")).not.toHaveCount(0);
  const agency = quotes.getByRole("figure").first().getByRole("link");
  const name = (await agency.textContent())!.trim();
  await agency.click();
  await expect(page).toHaveURL(/\/agencies\/[^/]+#reviews$/);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(name);
});
