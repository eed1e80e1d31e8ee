import { describe, expect, it } from "vitest";
import {
  FAIRNESS_POINTS,
  INDUSTRY_POINTS,
  KEYWORD_POINTS,
  LANGUAGE_POINTS,
  LOCATION_POINTS,
  MAX_BONUS_POINTS,
  OTHER_SERVICE_FIT_POINTS,
  PRO_POINTS,
  SERVICE_FIT_POINTS,
  suggestAgencies,
  type SuggestionBrief,
  type SuggestionCandidate,
  type SuggestionOptions,
} from "./match-suggestions";
import { servicesForProjectType } from "./project-services";
import { projectTypes } from "./value-sets";

const now = new Date("2026-11-01T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/** An approved agency that scores nothing unless told: no services, matched an hour ago. */
function agency(id: number, overrides: Partial<SuggestionCandidate> = {}): SuggestionCandidate {
  return {
    id,
    agencyName: `Agency ${String(id).padStart(3, "0")}`,
    services: [],
    industries: [],
    location: null,
    description: "",
    isPro: false,
    lastMatchedAt: new Date(now.getTime() - 60 * 60 * 1000),
    ...overrides,
  };
}

const brief = (projectType: string, description = ""): SuggestionBrief => ({
  projectType,
  description,
});

const suggest = (
  b: SuggestionBrief,
  candidates: SuggestionCandidate[],
  options: Partial<SuggestionOptions> = {},
) => suggestAgencies(b, candidates, { now, ...options });

const ids = (...args: Parameters<typeof suggest>) => suggest(...args).map((s) => s.agencyId);

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

describe("suggestAgencies: the brief's text", () => {
  it("raises agencies whose industries the description names, by label or synonym", () => {
    const candidates = [
      agency(1, { industries: ["Retail"] }),
      agency(2, { industries: ["Food & Beverage", "Health", "Education"] }),
      agency(3, { industries: ["Health", "Real Estate"] }),
    ];
    const result = suggest(
      brief("website", "A new site for our chain of restaurants and two wellness clinics."),
      candidates,
    );
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [2, 2 * INDUSTRY_POINTS],
      [3, INDUSTRY_POINTS],
      [1, 0],
    ]);
    expect(result[0]!.reasons).toEqual([
      { kind: "industries", industries: ["Health", "Food & Beverage"] },
    ]);
    for (const text of ["We are in food & beverage.", "F&B group", "Food and Beverage brand"])
      expect(suggest(brief("website", text), candidates)[0]!.agencyId, text).toBe(2);
  });

  it("counts at most two industries", () => {
    const [top] = suggest(brief("website", "Health, education and retail."), [
      agency(1, { industries: ["Health", "Education", "Retail"] }),
    ]);
    expect(top!.score).toBe(2 * INDUSTRY_POINTS);
    expect(top!.reasons).toEqual([{ kind: "industries", industries: ["Health", "Education"] }]);
  });

  it("raises agencies in an emirate the description names, aliases and Arabic names too", () => {
    const candidates = [
      agency(1, { location: "Dubai" }),
      agency(2, { location: "Ras Al Khaimah" }),
      agency(3, { location: null }),
    ];
    for (const text of ["Our hotel is in RAK.", "Based in Ras Al-Khaimah", "فندق في رأس الخيمة"]) {
      const result = suggest(brief("website", text), candidates);
      expect(result[0], text).toEqual({
        agencyId: 2,
        score: LOCATION_POINTS,
        reasons: [{ kind: "location", location: "Ras Al Khaimah" }],
      });
    }
    expect(ids(brief("website", "نحن في دبي"), candidates)[0]).toBe(1);
  });

  it("counts up to four meaningful brief words found in the agency's description", () => {
    const text =
      "We need the loyalty app for our bakeries in Dubai, with push notifications, loyalty points, " +
      "gift cards and analytics.";
    const result = suggest(brief("mobile", text), [
      agency(1, { description: "We built loyalty apps for bakery chains in Dubai." }),
      agency(2, {
        description: "Push notifications, loyalty points, analytics and gift cards for bakeries.",
      }),
      agency(3, { description: "We need the app with our help." }),
    ]);
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [2, 4 * KEYWORD_POINTS],
      [1, 2 * KEYWORD_POINTS],
      [3, 0],
    ]);
    // Brief order, plurals matched, capped; "dubai", "need", "with", "the" and "app" do not count.
    expect(result[0]!.reasons).toEqual([
      { kind: "keywords", words: ["loyalty", "bakeries", "push", "notifications"] },
    ]);
    expect(result[1]!.reasons).toEqual([{ kind: "keywords", words: ["loyalty", "bakeries"] }]);
  });

  it("lets text and Pro decide for other, where services are only a hint", () => {
    const text = "A mural and signage for our Sharjah bakery.";
    const result = suggest(brief("other", text), [
      agency(1, { services: ["Branding & Design"] }),
      agency(2, {
        location: "Sharjah",
        industries: ["Food & Beverage"],
        description: "Murals and shop signage.",
      }),
      agency(3, { isPro: true }),
    ]);
    expect(result.map((s) => [s.agencyId, s.score])).toEqual([
      [2, LOCATION_POINTS + INDUSTRY_POINTS + 2 * KEYWORD_POINTS],
      [3, PRO_POINTS],
      [1, 3.33], // OTHER_SERVICE_FIT_POINTS / 3, rounded
    ]);
  });

  it("treats an unknown project type as other", () => {
    const candidates = [
      agency(1, { services: ["Content Creation", "UI/UX Design", "Branding & Design"] }),
      agency(2, {
        location: "Ajman",
        industries: ["Events"],
        description: "Podcast and events production.",
      }),
    ];
    const unknown = suggest(brief("podcast", "Podcast for events in Ajman"), candidates);
    expect(unknown).toEqual(suggest(brief("other", "Podcast for events in Ajman"), candidates));
    expect(unknown.map((s) => [s.agencyId, s.score])).toEqual([
      [2, LOCATION_POINTS + INDUSTRY_POINTS + 2 * KEYWORD_POINTS],
      [1, OTHER_SERVICE_FIT_POINTS],
    ]);
  });

  it("reads an Arabic description without trouble", () => {
    const text = "نبحث عن وكالة لتصميم موقع مطعم في دبي مع نظام حجز الطاولات 🍽️";
    const [top, other] = suggest(brief("website", text), [
      agency(1, { description: "We design websites." }),
      agency(2, {
        location: "Dubai",
        industries: ["Food & Beverage"],
        description: "نصمم مواقع المطاعم مع نظام حجز الطاولات.",
      }),
    ]);
    expect(top).toEqual({
      agencyId: 2,
      score: INDUSTRY_POINTS + LOCATION_POINTS + 2 * KEYWORD_POINTS,
      reasons: [
        { kind: "industries", industries: ["Food & Beverage"] },
        { kind: "location", location: "Dubai" },
        { kind: "keywords", words: ["نظام", "الطاولات"] },
      ],
    });
    expect(other).toEqual({ agencyId: 1, score: 0, reasons: [] });
    for (const description of ["", "!!!", "ـــ", "١٢٣٤٥", "\u0301\u0301"])
      expect(suggest(brief("website", description), [agency(1)])).toHaveLength(1);
  });
});

describe("suggestAgencies: what the brief states", () => {
  const branding = (facts: Partial<SuggestionBrief>, description = "") => ({
    ...brief("branding", description),
    ...facts,
  });

  it("raises the agency in the brief's emirate, whatever reading either uses", () => {
    const result = suggest(branding({ emirate: "RAK" }), [
      agency(1, { location: "Dubai" }),
      agency(2, { location: "Ras Al Khaimah" }),
    ]);
    expect(result[0]).toEqual({
      agencyId: 2,
      score: LOCATION_POINTS,
      reasons: [{ kind: "emirate", emirate: "Ras Al Khaimah" }],
    });
    expect(result[1]).toMatchObject({ agencyId: 1, score: 0, reasons: [] });
  });

  it("counts an emirate once, stated or named in the text", () => {
    const [top] = suggest(branding({ emirate: "Sharjah" }, "A new logo for our Sharjah cafe."), [
      agency(1, { location: "Sharjah" }),
    ]);
    expect(top).toMatchObject({
      score: LOCATION_POINTS,
      reasons: [{ kind: "emirate", emirate: "Sharjah" }],
    });
    // Another emirate named in the text still counts as before.
    const [other] = suggest(branding({ emirate: "Dubai" }, "A logo for our Sharjah cafe."), [
      agency(1, { location: "Sharjah" }),
    ]);
    expect(other!.reasons).toEqual([{ kind: "location", location: "Sharjah" }]);
  });

  it("raises agencies working in the brief's industry, within the two industries counted", () => {
    const result = suggest(branding({ industry: "health" }), [
      agency(1, { industries: ["Retail"] }),
      agency(2, { industries: ["Retail", "Health"] }),
    ]);
    expect(result[0]).toEqual({
      agencyId: 2,
      score: INDUSTRY_POINTS,
      reasons: [{ kind: "industry", industry: "Health" }],
    });
    const [both] = suggest(
      branding(
        { industry: "Health" },
        "A clinic and pharmacy that also sells in retail and tourism.",
      ),
      [agency(1, { industries: ["Health", "Retail", "Travel & Tourism"] })],
    );
    expect(both).toMatchObject({
      score: 2 * INDUSTRY_POINTS,
      reasons: [
        { kind: "industry", industry: "Health" },
        { kind: "industries", industries: ["Retail"] },
      ],
    });
  });

  it("raises agencies that speak the client's language, by code or name", () => {
    for (const preferredLanguage of ["ar", "Arabic", "العربية"]) {
      const result = suggest(branding({ preferredLanguage }), [
        agency(1, { languages: ["en"] }),
        agency(2, { languages: ["en", "ar"] }),
        agency(3),
      ]);
      expect(result[0], preferredLanguage).toEqual({
        agencyId: 2,
        score: LANGUAGE_POINTS,
        reasons: [{ kind: "language", language: "ar" }],
      });
    }
  });

  it("ignores stated values it does not know", () => {
    const [top] = suggest(
      branding({ emirate: "Muscat", industry: "Mining", preferredLanguage: "Klingon" }),
      [agency(1, { location: "Dubai", industries: ["Retail"], languages: ["en"] })],
    );
    expect(top).toMatchObject({ score: 0, reasons: [] });
  });
});

describe("suggestAgencies: the agency the client asked for", () => {
  it("comes first whatever its score, with that reason first", () => {
    const result = suggest({ ...brief("branding"), requestedAgencyId: 3 }, [
      agency(1, { services: ["Branding & Design"], isPro: true }),
      agency(2, { services: ["Branding & Design"] }),
      agency(3, { lastMatchedAt: null }),
    ]);
    expect(result.map((s) => s.agencyId)).toEqual([3, 1, 2]);
    expect(result[0]).toEqual({
      agencyId: 3,
      score: FAIRNESS_POINTS,
      reasons: [{ kind: "requested" }, { kind: "fairness", daysSinceLastMatch: null }],
    });
    expect(result[1]!.reasons.map((r) => r.kind)).not.toContain("requested");
  });

  it("is left out when excluded (already matched), and an unknown id changes nothing", () => {
    const candidates = [agency(1, { services: ["Branding & Design"] }), agency(2)];
    expect(
      ids({ ...brief("branding"), requestedAgencyId: 2 }, candidates, { exclude: [2] }),
    ).toEqual([1]);
    expect(ids({ ...brief("branding"), requestedAgencyId: 99 }, candidates)).toEqual([1, 2]);
  });
});

describe("suggestAgencies: the list", () => {
  it("lists every reason that added points, in a fixed order", () => {
    const [top] = suggest(
      brief("social-media", "Instagram reels for our Abu Dhabi skincare boutique."),
      [
        agency(7, {
          services: ["Content Creation", "SEO Services"],
          industries: ["Retail", "Fashion & Beauty"],
          location: "Abu Dhabi",
          description: "Reels and stories for skincare brands.",
          isPro: true,
          lastMatchedAt: daysAgo(15),
        }),
      ],
    );
    expect(top).toEqual({
      agencyId: 7,
      score:
        SERVICE_FIT_POINTS / 2 +
        2 * INDUSTRY_POINTS +
        LOCATION_POINTS +
        2 * KEYWORD_POINTS +
        PRO_POINTS +
        FAIRNESS_POINTS / 2,
      reasons: [
        { kind: "services", services: ["Content Creation"] },
        { kind: "industries", industries: ["Retail", "Fashion & Beauty"] },
        { kind: "location", location: "Abu Dhabi" },
        { kind: "keywords", words: ["reels", "skincare"] },
        { kind: "pro" },
        { kind: "fairness", daysSinceLastMatch: 15 },
      ],
    });
  });

  it("leaves out excluded agencies", () => {
    const candidates = [agency(1), agency(2), agency(3)];
    expect(ids(brief("website"), candidates, { exclude: [2] })).toEqual([1, 3]);
    expect(ids(brief("website"), candidates, { exclude: new Set([1, 3]) })).toEqual([2]);
  });

  it("breaks ties by agency name, then id, whatever the input order", () => {
    const candidates = [
      agency(5, { agencyName: "Beta Studio" }),
      agency(1, { agencyName: "Zeta Digital" }),
      agency(9, { agencyName: "alpha creative" }),
      agency(2, { agencyName: "Beta Studio" }),
    ];
    const expected = [9, 2, 5, 1];
    expect(ids(brief("website"), candidates)).toEqual(expected);
    expect(ids(brief("website"), [...candidates].reverse())).toEqual(expected);
  });

  it("returns the top `limit`, all by default", () => {
    const candidates = [
      agency(1),
      agency(2, { services: ["Website Development"] }),
      agency(3, { isPro: true }),
      agency(4),
    ];
    expect(ids(brief("website"), candidates, { limit: 2 })).toEqual([2, 3]);
    expect(ids(brief("website"), candidates, { limit: 0 })).toEqual([]);
    expect(ids(brief("website"), candidates)).toEqual([2, 3, 1, 4]);
    expect(suggest(brief("website"), [])).toEqual([]);
  });

  it("refuses an invalid now", () => {
    expect(() => suggestAgencies(brief("website"), [], { now: new Date("nope") })).toThrow(
      RangeError,
    );
  });
});
