import { describe, expect, it } from "vitest";
import type { Service } from "~/domain/value-sets";
import { buildDemoData } from "./demo";

/**
 * What a review's words say the agency did, read from the text itself (not from the seeder's own
 * tags): a review that speaks of packaging belongs to an agency that designs brands, one about a
 * shop's catalogue to one that builds shops or websites.
 */
const SPEAKS_OF: ReadonlyArray<{ words: RegExp; services: readonly Service[] }> = [
  {
    words: /packaging|brand book|identity|print-ready|هوية|لافتات|قائمة طعام/iu,
    services: ["Branding & Design"],
  },
  {
    words:
      /\bshop\b|catalogue|product pages|content migration|\bwebsite\b|\bsite\b|landing pages|\beditor\b/iu,
    services: ["Website Development", "E-commerce Development", "UI/UX Design"],
  },
  { words: /\bapp\b/iu, services: ["Mobile App Development"] },
  { words: /search traffic|customers actually search/iu, services: ["SEO Services"] },
  {
    words: /campaign|حملات|الإعلانية/iu,
    services: ["Digital Marketing", "PPC Advertising", "Social Media Management"],
  },
  {
    words: /B2B sales/iu,
    services: ["Digital Marketing", "Content Creation", "SEO Services", "PPC Advertising"],
  },
  { words: /photography/iu, services: ["Content Creation", "E-commerce Development"] },
];

describe("the demo data", () => {
  const data = buildDemoData();

  it("gives each review to an agency that offers what its text praises or criticises", () => {
    expect(data.reviews.length).toBeGreaterThanOrEqual(8);
    for (const review of data.reviews) {
      const match = data.matches[review.matchIndex]!;
      const agency = data.agencies[match.agencyIndex]!;
      const text = `${review.title} ${review.body}`;
      for (const { services } of SPEAKS_OF.filter(({ words }) => words.test(text))) {
        expect(
          services.some((service) => agency.services.includes(service)),
          `"${review.title}" on ${agency.agencyName} (${agency.services.join(", ")})`,
        ).toBe(true);
      }
    }
  });

  it("reads every review with at least one of those rules, but the one that names no service", () => {
    const unread = data.reviews.filter(
      (review) => !SPEAKS_OF.some(({ words }) => words.test(`${review.title} ${review.body}`)),
    );
    expect(unread.map((review) => review.title)).toEqual(["Helpful even before we signed"]);
  });

  it("gives no two agencies the same logo", () => {
    const logos = data.agencies.map((agency) => agency.logoUrl).filter(Boolean);
    expect(logos.length).toBeGreaterThan(1);
    expect(new Set(logos).size).toBe(logos.length);
  });
});
