import { describe, expect, it } from "vitest";
import {
  FAIRNESS_POINTS,
  INDUSTRY_POINTS,
  KEYWORD_POINTS,
  LANGUAGE_POINTS,
  LOCATION_POINTS,
  OTHER_SERVICE_FIT_POINTS,
  PRO_POINTS,
  type SuggestionBrief,
} from "./match-suggestions";
import { agency, brief, ids, suggest } from "./match-suggestions-cases";

/** What a brief adds to an agency's score: its text, the facts it states, the agency it asks for. */

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
