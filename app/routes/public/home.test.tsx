import { describe, expect, it } from "vitest";
import { renderAt, renderPage, rootData } from "#tests/route-stub";
import { LiveFigures } from "~/components/home/live-figures";
import type { PublicAgency } from "~/domain/directory";
import type { HomePageData } from "~/domain/views/home-page";
import * as home from "./home";

/** The text of the section headed by `title`'s id, markup removed. */
function section(html: string, id: string): string {
  const match = new RegExp(`<section aria-labelledby="${id}".*?</section>`, "s").exec(html);
  return match?.[0] ?? "";
}

const agency: PublicAgency = {
  id: 1,
  slug: "falcon-digital",
  agencyName: "Falcon Digital",
  agencyNameAr: null,
  logoUrl: null,
  isPro: true,
  location: "Sharjah",
  experience: "3-5",
  description: "Web studio.",
  descriptionAr: null,
  services: ["Website Development", "SEO Services", "UI/UX Design"],
  industries: ["Retail"],
  website: null,
  portfolio: null,
  email: "hello@falcon.ae",
  phone: null,
  foundingYear: 2014,
  teamSize: "10-49",
  minBudgetAed: 20000,
  languages: ["ar", "en"],
  ratingAverage: 4.5,
  ratingCount: 12,
  responseHours: null,
};
const homeData = (change: Partial<HomePageData> = {}): HomePageData => ({
  featured: [agency],
  reviews: [],
  figures: { agencies: 41, emirates: 6, medianHoursToFirstMatch: 13.4, reviews: 27 },
  ...change,
});
const render = (data: HomePageData) =>
  renderPage("/", { Component: home.default, meta: home.meta as never, loaderData: data });

describe("the home page's supply", () => {
  it("features the directory's Pro agencies, says they pay for it, and links each to its profile", () => {
    const featured = section(render(homeData()), "featured-title");
    expect(featured).toContain("Pro agencies pay to be featured here.");
    expect(featured).toMatch(/<a[^>]*href="\/agencies\/falcon-digital"[^>]*>Falcon Digital</);
    expect(featured).toContain(">Pro<");
    expect(featured).toContain('aria-label="Rated 4.5 out of 5, reviews: 12"');
    expect(featured).toContain("Website Development · SEO Services");
    expect(featured).toContain("+1 more");
    expect(featured).toContain("Sharjah");
    expect(featured).toMatch(/<a[^>]*href="\/agencies"[^>]*>Browse all 41 agencies/);
  });

  it("shows no featured box without a Pro agency, and no mock in its place", () => {
    const html = render(homeData({ featured: [] }));
    expect(html).not.toContain("featured-title");
    expect(html).not.toContain("E-commerce website");
  });

  it.each([
    [0.4, "ساعة واحدة"],
    [2, "ساعتان"],
    [3.6, "4 ساعات"],
    [13.4, "13 ساعة"],
  ])("writes a median of %f hours to the first match in Arabic's own form", (hours, text) => {
    const figures = { agencies: 41, emirates: 6, medianHoursToFirstMatch: hours, reviews: 27 };
    const html = renderAt("/ar", () => <LiveFigures figures={figures} />, {
      ...rootData,
      locale: "ar",
    });
    expect(html).toContain(`>${text}<`);
  });

  it("shows the live figures, the match speed only once a brief has been matched", () => {
    const figures = section(render(homeData()), "figures-title");
    for (const text of ["41", "approved agencies", "6", "emirates covered", "13 h", "27"]) {
      expect(figures).toContain(text);
    }
    const early = section(
      render(
        homeData({
          figures: { agencies: 3, emirates: 1, medianHoursToFirstMatch: null, reviews: 0 },
        }),
      ),
      "figures-title",
    );
    expect(early).not.toContain("first match");
    expect(early).toContain("verified client reviews");
  });
});

describe("what clients say", () => {
  const review = {
    id: 9,
    overall: 5,
    title: "Our bookings doubled",
    body: "They rebuilt our booking site in Arabic and English in six weeks.",
    reviewerName: "Huda, Marina Dental",
    createdAt: new Date("2026-10-04T08:00:00Z"),
    agency: { slug: "falcon-digital", agencyName: "Falcon Digital", agencyNameAr: "فالكون" },
  };

  it("quotes verified reviews, each with its author and a link to the agency's reviews", () => {
    const quoted = section(render(homeData({ reviews: [review] })), "reviews-title");
    for (const text of ["What clients say", "only a client we matched", "Our bookings doubled"])
      expect(quoted).toContain(text);
    expect(quoted).toContain("Huda, Marina Dental");
    expect(quoted).toMatch(
      /<a[^>]*href="\/agencies\/falcon-digital#reviews"[^>]*><bdi>Falcon Digital</,
    );
    expect(quoted).toContain("4 Oct 2026");
    expect(quoted).not.toContain("Rania K.");
  });

  it("keeps the specification's testimonial until a review is published", () => {
    const html = render(homeData({ reviews: [] }));
    expect(html).not.toContain("reviews-title");
    expect(html).toContain("Rania K.");
  });
});

describe("the home page's features", () => {
  const html = render(homeData());

  it("shows alerts and verified reviews as available, each with a link to it", () => {
    const live = section(html, "live-now-title");
    expect(live).toContain("Agency Alerts");
    expect(live).toContain("Verified Reviews &amp; Ratings");
    expect(live.match(/>New</g)).toHaveLength(2);
    expect(live).toMatch(/<a[^>]*href="\/alerts\/new"[^>]*>Set up an alert/);
    expect(live).toMatch(/<a[^>]*href="\/agencies\?sort=rating"[^>]*>See top-rated agencies/);
    expect(live).not.toContain("Coming soon");
  });

  it("promises as coming only what is not built", () => {
    const next = section(html, "coming-next-title");
    expect(next.match(/>Coming soon</g)).toHaveLength(4);
    for (const built of ["Notifications", "Alerts", "Reviews", "Ratings"]) {
      expect(next).not.toContain(built);
    }
    expect(html).not.toContain("Smart Notifications");
  });
});
