import { describe, expect, it } from "vitest";
import {
  FAIRNESS_POINTS,
  MAX_BONUS_POINTS,
  PRO_POINTS,
  SERVICE_FIT_POINTS,
} from "./match-suggestions";
import { agency, brief, daysAgo, DAY, ids, now, suggest } from "./match-suggestions-cases";
import { servicesForProjectType } from "./project-services";
import { projectTypes } from "./value-sets";

/** How much what an agency offers and is counts: service fit, Pro and fairness. */

describe("suggestAgencies: service fit", () => {
  it("scores the share of the project type's services the agency offers", () => {
    const result = suggest(brief("website"), [
      agency(1, { services: ["SEO Services"] }),
      agency(2, { services: ["Website Development"] }),
      agency(3, { services: ["UI/UX Design", "Website Development", "SEO Services"] }),
    ]);
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [3, SERVICE_FIT_POINTS],
      [2, SERVICE_FIT_POINTS / 2],
      [1, 0],
    ]);
    expect(result[0]!.reasons).toEqual([
      { kind: "services", services: ["Website Development", "UI/UX Design"] },
    ]);
    expect(result[2]!.reasons).toEqual([]);
  });

  it("reads services and the project type in any accepted reading", () => {
    const result = suggest(brief("Mobile App Development"), [
      agency(1, { services: ["mobile-app-development"] }),
    ]);
    expect(result[0]).toMatchObject({
      score: SERVICE_FIT_POINTS,
      reasons: [{ kind: "services", services: ["Mobile App Development"] }],
    });
    expect(
      suggest(brief("mobile-app"), [agency(1, { services: ["Mobile App Development"] })])[0]!.score,
    ).toBe(SERVICE_FIT_POINTS);
  });

  it("outweighs every other term together, for every project type but other", () => {
    for (const type of projectTypes.values.filter((t) => t !== "other")) {
      expect(MAX_BONUS_POINTS, type).toBeLessThan(
        SERVICE_FIT_POINTS / servicesForProjectType[type].length,
      );
    }
    const everything = {
      industries: ["Food & Beverage", "Retail"],
      location: "Dubai",
      languages: ["ar", "en"],
      description: "Loyalty programmes, newsletters, coupons and influencers for restaurants.",
      isPro: true,
      lastMatchedAt: null,
    };
    const text =
      "Our Dubai restaurants and retail outlets want loyalty programmes, newsletters, coupons and influencers.";
    // The facts a brief states add nothing beyond what its text names, but the language.
    const stated = { emirate: "Dubai", industry: "Retail", preferredLanguage: "ar" };
    const result = suggest({ ...brief("marketing", text), ...stated }, [
      agency(1, { ...everything, services: ["SEO Services"] }),
      agency(2, { services: ["SEO Services", "PPC Advertising"] }),
      agency(3, { ...everything, services: ["Website Development"] }),
      agency(4, { services: ["Digital Marketing"] }),
    ]);
    expect(result[0]!.score).toBeCloseTo(66.67);
    expect(result[1]!.score).toBeCloseTo(SERVICE_FIT_POINTS / 3 + MAX_BONUS_POINTS);
    expect(result[3]!.score).toBe(MAX_BONUS_POINTS);
    // More of the services first; among one service each the bonuses decide; none of them last.
    expect(result.map((s) => s.agencyId)).toEqual([2, 1, 4, 3]);
  });

  it("beats Pro", () => {
    expect(
      ids(brief("branding"), [
        agency(1, { isPro: true, lastMatchedAt: null }),
        agency(2, { services: ["Branding & Design"] }),
      ]),
    ).toEqual([2, 1]);
  });
});

describe("suggestAgencies: Pro and fairness", () => {
  it("puts Pro above the fairness bonus", () => {
    const result = suggest(brief("branding"), [
      agency(1, { services: ["Branding & Design"], lastMatchedAt: null }),
      agency(2, { services: ["Branding & Design"], isPro: true }),
    ]);
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [2, SERVICE_FIT_POINTS + PRO_POINTS],
      [1, SERVICE_FIT_POINTS + FAIRNESS_POINTS],
    ]);
    expect(result[0]!.reasons.at(-1)).toEqual({ kind: "pro" });
  });

  it("prefers the agency matched longest ago, never matched first", () => {
    const result = suggest(brief("branding"), [
      agency(1, { lastMatchedAt: daysAgo(10) }),
      agency(2, { lastMatchedAt: daysAgo(0.5) }),
      agency(3, { lastMatchedAt: null }),
      agency(4, { lastMatchedAt: daysAgo(45) }),
      agency(5, { lastMatchedAt: daysAgo(20) }),
      agency(6, { lastMatchedAt: new Date(now.getTime() + DAY) }),
    ]);
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [3, FAIRNESS_POINTS],
      [4, FAIRNESS_POINTS],
      [5, 2],
      [1, 1],
      [2, 0],
      [6, 0],
    ]);
    expect(result.map((s) => s.reasons)).toEqual([
      [{ kind: "fairness", daysSinceLastMatch: null }],
      [{ kind: "fairness", daysSinceLastMatch: 45 }],
      [{ kind: "fairness", daysSinceLastMatch: 20 }],
      [{ kind: "fairness", daysSinceLastMatch: 10 }],
      [],
      [],
    ]);
  });
});
