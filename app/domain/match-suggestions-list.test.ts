import { describe, expect, it } from "vitest";
import {
  FAIRNESS_POINTS,
  INDUSTRY_POINTS,
  KEYWORD_POINTS,
  LOCATION_POINTS,
  PRO_POINTS,
  SERVICE_FIT_POINTS,
  suggestAgencies,
} from "./match-suggestions";
import { agency, brief, daysAgo, ids, suggest } from "./match-suggestions-cases";

/** The list suggestAgencies returns: reasons in order, exclusions, ties, the limit. */

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
