import { describe, expect, it } from "vitest";
import {
  suggestAgencies,
  type SuggestionCandidate,
  type SuggestionReason,
} from "./match-suggestions";
import { emirates, industries, languages, projectTypes, services } from "./value-sets";
import {
  excerpt,
  fitsBrief,
  MatchInput,
  matchesPageCount,
  matchesPageHref,
  namedInBrief,
  parseMatchesPage,
  reasonsText,
  reasonTexts,
  refusalOf,
  topSuggestions,
} from "./matching";

describe("MatchInput", () => {
  it("reads ids from a form (strings) and from JSON (numbers)", () => {
    expect(MatchInput.parse({ briefId: "12", agencyId: "7" })).toEqual({
      briefId: 12,
      agencyId: 7,
    });
    expect(MatchInput.parse({ briefId: 12, agencyId: 7, extra: true })).toEqual({
      briefId: 12,
      agencyId: 7,
    });
  });

  it.each([undefined, null, ""])("asks for an agency when agencyId is %j", (agencyId) => {
    const result = MatchInput.safeParse({ briefId: 1, agencyId });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ["agencyId"], message: "Please select an agency first" }),
    ]);
  });

  it.each([0, -1, 1.5, "abc", "1e3", 2 ** 31, true, [1]])("refuses the id %j", (id) => {
    const result = MatchInput.safeParse({ briefId: id, agencyId: id });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["briefId", "Invalid brief"],
      ["agencyId", "Agency not found"],
    ]);
  });
});

describe("refusalOf", () => {
  it("gives 404 for unknown records and 409 with a clear reason for conflicts", () => {
    expect(refusalOf("brief-not-found")).toEqual({ status: 404, error: "Brief not found" });
    expect(refusalOf("agency-not-found")).toEqual({ status: 404, error: "Agency not found" });
    expect(refusalOf("agency-not-approved")).toEqual({
      status: 409,
      error: "This agency is not approved",
    });
    expect(refusalOf("duplicate")).toEqual({
      status: 409,
      error: "This agency is already matched to this brief",
    });
    expect(refusalOf("brief-full")).toEqual({
      status: 409,
      error: "This brief already has 3 agencies",
    });
  });
});

describe("pages", () => {
  it("reads ?page leniently", () => {
    const page = (query: string) => parseMatchesPage(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
    expect(page("page=0")).toBe(1);
    expect(page("page=-2")).toBe(1);
    expect(page("page=2.5")).toBe(1);
    expect(page("page=abc")).toBe(1);
    expect(page("page=99999999")).toBe(1);
  });

  it("links page 1 without a query and counts pages of 25", () => {
    expect(matchesPageHref(1)).toBe("/admin/matches");
    expect(matchesPageHref(4)).toBe("/admin/matches?page=4");
    expect(matchesPageCount(0)).toBe(1);
    expect(matchesPageCount(25)).toBe(1);
    expect(matchesPageCount(26)).toBe(2);
  });
});

describe("excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerpt("We need\n\na website.  ")).toBe("We need a website.");
  });

  it("cuts a long text at a word and marks the cut", () => {
    const text = `${"word ".repeat(100)}end`;
    const short = excerpt(text, 42);
    expect(short.length).toBeLessThanOrEqual(43);
    expect(short).toMatch(/word…$/);
  });
});

describe("namedInBrief", () => {
  it("finds the industries and emirates a description names, as suggestions read them", () => {
    expect(
      namedInBrief(
        "A bilingual website for our restaurant group in Abu Dhabi and RAK, and a clinic.",
      ),
    ).toEqual({
      industries: ["Health", "Food & Beverage"],
      emirates: ["Abu Dhabi", "Ras Al Khaimah"],
    });
  });

  it("finds nothing in a text that names neither", () => {
    expect(namedInBrief("We need a logo.")).toEqual({ industries: [], emirates: [] });
  });
});

describe("reasonsText", () => {
  it("writes the reasons as one short line", () => {
    expect(
      reasonsText([
        { kind: "services", services: ["Website Development", "Branding & Design"] },
        { kind: "pro" },
        { kind: "fairness", daysSinceLastMatch: 45 },
      ]),
    ).toBe("Offers Website Development, Branding & Design · Pro · not matched for 30+ days");
  });

  it("names industries, the emirate, words and when the agency was last matched", () => {
    expect(
      reasonsText([
        { kind: "industries", industries: ["Food & Beverage"] },
        { kind: "location", location: "Dubai" },
        { kind: "keywords", words: ["bilingual", "cafe"] },
        { kind: "fairness", daysSinceLastMatch: null },
      ]),
    ).toBe("Works in Food & Beverage · Based in Dubai · Mentions bilingual, cafe · never matched");
    expect(reasonsText([{ kind: "fairness", daysSinceLastMatch: 1 }])).toBe(
      "not matched for 1 day",
    );
    expect(reasonsText([{ kind: "fairness", daysSinceLastMatch: 12 }])).toBe(
      "not matched for 12 days",
    );
  });

  it("counts as fitting a brief with a service of its type; for 'other', any real reason", () => {
    const located: SuggestionReason[] = [{ kind: "location", location: "Dubai" }];
    const offering: SuggestionReason[] = [{ kind: "services", services: ["Branding & Design"] }];
    expect(fitsBrief(offering, "branding")).toBe(true);
    expect(fitsBrief(located, "branding")).toBe(false);
    expect(fitsBrief(located, "other")).toBe(true);
    expect(fitsBrief([{ kind: "keywords", words: ["cafe"] }], "podcast")).toBe(true);
    const idle: SuggestionReason[] = [
      { kind: "pro" },
      { kind: "fairness", daysSinceLastMatch: null },
    ];
    expect(fitsBrief(idle, "other")).toBe(false);
    // The agency the client asked for is listed whatever it offers.
    expect(fitsBrief([{ kind: "requested" }, ...idle], "branding")).toBe(true);
  });

  it("says the reasons of the brief's stated facts and the agency asked for", () => {
    expect(
      reasonsText([
        { kind: "requested" },
        { kind: "industry", industry: "Health" },
        { kind: "emirate", emirate: "Ras Al Khaimah" },
        { kind: "language", language: "ar" },
      ]),
    ).toBe(
      "Asked for by the client · Brief's industry: Health · Brief's emirate: Ras Al Khaimah · Speaks Arabic",
    );
    expect(reasonTexts([{ kind: "requested" }, { kind: "pro" }])).toEqual([
      "Asked for by the client",
      "Pro",
    ]);
  });
});

describe("topSuggestions", () => {
  // A small deterministic generator, so a failure can be replayed.
  function generator(seed: number) {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const some = <T>(values: readonly T[], max: number) => [
      ...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(values))),
    ];
    return { next, pick, some };
  }
  const vocabulary =
    "bilingual cafe restaurant booking loyalty arabic clinic shop logo video campaign launch".split(
      " ",
    );
  const now = new Date("2026-11-01T09:00:00Z");

  it("gives exactly what scoring every candidate in full gives", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = generator(seed);
      const candidates: SuggestionCandidate[] = Array.from({ length: 150 }, (_, i) => ({
        id: i + 1,
        agencyName: `Agency ${g.pick("ABC".split(""))}${i % 7}`,
        services: g.some(services.values, 4),
        industries: g.some(industries.values, 3),
        location: g.pick([null, ...emirates.values]),
        description: g.some(vocabulary, 6).join(" "),
        isPro: g.next() < 0.2,
        lastMatchedAt: g.next() < 0.5 ? null : new Date(now.getTime() - g.next() * 60 * 86_400_000),
      }));
      const brief = {
        projectType: g.pick(projectTypes.values),
        description: `${g.some(vocabulary, 6).join(" ")} in ${g.pick(emirates.values)} for a ${g.pick(industries.values)} business`,
      };
      const exclude = [1, 2, 3];
      const limit = 1 + Math.floor(g.next() * 25);
      const full = suggestAgencies(brief, candidates, { now, exclude })
        .filter((s) => fitsBrief(s.reasons, brief.projectType))
        .slice(0, limit);
      expect(topSuggestions(brief, candidates, { now, exclude, limit }), `seed ${seed}`).toEqual(
        full,
      );
    }
  });

  it("does so too with the facts a brief states, and puts the agency asked for first", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = generator(seed);
      const candidates: SuggestionCandidate[] = Array.from({ length: 150 }, (_, i) => ({
        id: i + 1,
        agencyName: `Agency ${g.pick("ABC".split(""))}${i % 7}`,
        // Few services, so the agency asked for often offers none of the project's.
        services: g.some(services.values, 2),
        industries: g.some(industries.values, 3),
        location: g.pick([null, ...emirates.values]),
        languages: g.some(languages.values, 3),
        description: g.some(vocabulary, 6).join(" "),
        isPro: g.next() < 0.2,
        lastMatchedAt: g.next() < 0.5 ? null : new Date(now.getTime() - g.next() * 60 * 86_400_000),
      }));
      const requestedAgencyId = g.pick([null, 2, 1 + Math.floor(g.next() * 150)]);
      const brief = {
        projectType: g.pick(projectTypes.values),
        description: `${g.some(vocabulary, 6).join(" ")} for a ${g.pick(industries.values)} business`,
        emirate: g.pick([null, ...emirates.values]),
        industry: g.pick([null, ...industries.values]),
        preferredLanguage: g.pick([null, ...languages.values]),
        requestedAgencyId,
      };
      const exclude = [1, 2, 3];
      const limit = 1 + Math.floor(g.next() * 25);
      const full = suggestAgencies(brief, candidates, { now, exclude })
        .filter((s) => fitsBrief(s.reasons, brief.projectType))
        .slice(0, limit);
      const top = topSuggestions(brief, candidates, { now, exclude, limit });
      expect(top, `seed ${seed}`).toEqual(full);
      if (requestedAgencyId && requestedAgencyId > 3) {
        expect(top[0]!.agencyId, `seed ${seed}`).toBe(requestedAgencyId);
        expect(top[0]!.reasons[0], `seed ${seed}`).toEqual({ kind: "requested" });
      }
    }
  });
});
