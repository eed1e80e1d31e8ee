import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { noFilters, type DirectoryFilters } from "~/domain/directory";
import { listPublicAgencies, searchDirectory, streamPublicAgencies } from "./directory.server";

/**
 * The directory's search in Arabic (docs/decisions/006, "Search in Arabic"): letter variants
 * folded on both sides, and names of emirates and services in either language. Every agency has
 * English texts that name no emirate, so a match on a place comes from its location, not its words.
 */
const t = useTestDatabase();

const DIACRITICS = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670";
/** The word with a diacritic after each letter, every one of the nine used in turn. */
const withDiacritics = (word: string) =>
  Array.from(word, (c, i) => c + DIACRITICS[i % DIACRITICS.length]).join("");
/** The word drawn out with tatweel between its letters. */
const withTatweel = (word: string) => Array.from(word).join("\u0640\u0640");

type Listing = {
  name: string;
  location: string | null;
  services: string[];
  nameAr?: string;
  descriptionAr?: string;
  description?: string;
};

/** The texts each agency was written with; each stored spelling is used by one agency only. */
const listings: Listing[] = [
  // Letter variants stored, found by other spellings (the column's fold).
  {
    name: "Hamza Written",
    location: "Sharjah",
    services: ["Content Creation"],
    descriptionAr: "أفكار إبداعية وآفاق ٱلنمو",
  },
  {
    name: "Marbuta Written",
    location: "Sharjah",
    services: ["Content Creation"],
    nameAr: "شركة ناشئة",
  },
  {
    name: "Maqsura Written",
    location: "Sharjah",
    services: ["Content Creation"],
    descriptionAr: "نعمل مع مستشفى وملتقى",
  },
  {
    name: "Marks Written",
    location: "Sharjah",
    services: ["Content Creation"],
    descriptionAr: `فريق ${withDiacritics("مصممون")}`,
  },
  {
    name: "Tatweel Written",
    location: "Sharjah",
    services: ["Content Creation"],
    descriptionAr: `خدمات ${withTatweel("تصوير")}`,
  },
  // Bare letters stored, found by spellings with the variants (the query's fold).
  {
    name: "Bare Letters",
    location: "Ajman",
    services: ["Content Creation"],
    descriptionAr: "اعلان اسلوب امال التسويق منصه مرسي مطورون برمجيات",
  },
  // Places and services named only by the agency's location and services.
  {
    name: "Pearl Pixel",
    location: "Dubai",
    services: ["Website Development"],
    description: "Websites for hotels.",
  },
  {
    name: "Gulf Signal",
    location: "Dubai",
    services: ["Digital Marketing"],
    description: "Campaigns for clinics.",
  },
  {
    name: "Sidra Craft",
    location: "Abu Dhabi",
    services: ["Website Development"],
    description: "Online shops for hotels.",
  },
  {
    name: "Ghaf House",
    location: "Ras Al Khaimah",
    services: ["Branding & Design"],
    description: "Logos for resorts.",
  },
  // Another place named only in its texts: the text still counts.
  {
    name: "Coral Words",
    location: "Fujairah",
    services: ["Content Creation"],
    descriptionAr: "نكتب لعملاء في دبي",
    description: "Copy for travel brands.",
  },
];

beforeAll(async () => {
  await t.db.delete(agencies);
  for (const l of listings) {
    await makeAgency(t.db, {
      agencyName: l.name,
      approved: true,
      location: l.location,
      services: l.services,
      industries: [],
      description: l.description ?? "An agency.",
      agencyNameAr: l.nameAr ?? null,
      descriptionAr: l.descriptionAr ?? null,
    });
  }
});

const filters = (q: string, more: Partial<DirectoryFilters> = {}): DirectoryFilters => ({
  ...noFilters,
  ...more,
  q,
});
const found = async (q: string, more: Partial<DirectoryFilters> = {}) =>
  (await searchDirectory(t.db, { filters: filters(q, more), page: 1 })).agencies
    .map((a) => a.agencyName)
    .sort();

/**
 * Whether PostgreSQL would match the stored text and the query word as they were written,
 * without folding: each case below checks it would not, so the fold is what finds the agency.
 */
async function matchesUnfolded(stored: string, word: string) {
  const [row] = await selectRows<{ matches: boolean }>(
    t.db,
    sql`select to_tsvector('english', ${stored}) @@ to_tsquery('english', ${`${word}:*`}) as matches`,
  );
  return row!.matches;
}

/** Finds exactly the agency, and would not without the fold. */
async function expectFolded(q: string, stored: string, agency: string) {
  expect(await matchesUnfolded(stored, q)).toBe(false);
  expect(await found(q)).toEqual([agency]);
}

describe("the directory's search folds Arabic letter variants", () => {
  it("reads the hamza forms of alef as bare alef, written either way", async () => {
    const stored = listings[0]!.descriptionAr!;
    await expectFolded("افكار", stored, "Hamza Written"); // أ
    await expectFolded("ابداعيه", stored, "Hamza Written"); // إ (and ة)
    await expectFolded("وافاق", stored, "Hamza Written"); // آ
    await expectFolded("النمو", stored, "Hamza Written"); // ٱ
    const bare = listings[5]!.descriptionAr!;
    await expectFolded("إعلان", bare, "Bare Letters");
    await expectFolded("أسلوب", bare, "Bare Letters");
    await expectFolded("آمال", bare, "Bare Letters");
    await expectFolded("ٱلتسويق", bare, "Bare Letters");
  });

  it("reads taa marbuta as haa, written either way", async () => {
    await expectFolded("شركه", "شركة ناشئة", "Marbuta Written");
    await expectFolded("منصة", listings[5]!.descriptionAr!, "Bare Letters");
  });

  it("reads alef maqsura as yaa, written either way", async () => {
    await expectFolded("مستشفي", listings[2]!.descriptionAr!, "Maqsura Written");
    await expectFolded("مرسى", listings[5]!.descriptionAr!, "Bare Letters");
  });

  it("ignores every diacritic, in the texts and in the query", async () => {
    await expectFolded("مصممون", listings[3]!.descriptionAr!, "Marks Written");
    // In the query: each of U+064B-U+0652 and U+0670 once.
    await expectFolded(withDiacritics("مطورون"), listings[5]!.descriptionAr!, "Bare Letters");
    // Other diacritics in the query than in the text.
    await expectFolded("مُصَمِّمُونَ", listings[3]!.descriptionAr!, "Marks Written");
  });

  it("ignores tatweel, in the texts and in the query", async () => {
    await expectFolded("تصوير", listings[4]!.descriptionAr!, "Tatweel Written");
    await expectFolded(withTatweel("برمجيات"), listings[5]!.descriptionAr!, "Bare Letters");
  });

  it("keeps matching words by their beginning", async () => {
    expect(await found("ابدا")).toEqual(["Hamza Written"]);
    expect(await found("مستش")).toEqual(["Maqsura Written"]);
  });
});

describe("the directory's search reads names of emirates and services in either language", () => {
  it("finds agencies located in an emirate named in Arabic, or whose texts name it", async () => {
    for (const q of ["دبي", "دبى", "دُبَيّ"]) {
      expect(await found(q)).toEqual(["Coral Words", "Gulf Signal", "Pearl Pixel"]);
    }
  });

  it("finds the agencies located in an emirate named in English", async () => {
    expect(await found("Dubai")).toEqual(["Gulf Signal", "Pearl Pixel"]);
    expect(await found("dubai")).toEqual(["Gulf Signal", "Pearl Pixel"]);
  });

  it("reads a name of several words, or one written as one word", async () => {
    for (const q of ["أبو ظبي", "ابوظبي", "أبوظبي", "Abu Dhabi"]) {
      expect(await found(q)).toEqual(["Sidra Craft"]);
    }
    for (const q of ["رأس الخيمة", "راس الخيمه", "Ras Al Khaimah", "RAK"]) {
      expect(await found(q)).toEqual(["Ghaf House"]);
    }
  });

  it("finds the agencies offering a service named in Arabic", async () => {
    expect(await found("تطوير مواقع")).toEqual(["Pearl Pixel", "Sidra Craft"]);
    expect(await found("تطوير المواقع الإلكترونية")).toEqual(["Pearl Pixel", "Sidra Craft"]);
    expect(await found("التسويق الرقمي")).toEqual(["Gulf Signal"]);
  });

  it("requires every term, names and words, Arabic and English together", async () => {
    expect(await found("تطوير مواقع دبي")).toEqual(["Pearl Pixel"]);
    expect(await found("تطوير مواقع Abu Dhabi")).toEqual(["Sidra Craft"]);
    expect(await found("دبي hotels")).toEqual(["Pearl Pixel"]);
    expect(await found("hotels Website Development")).toEqual(["Pearl Pixel", "Sidra Craft"]);
    expect(await found("دبي clinics")).toEqual(["Gulf Signal"]);
    expect(await found("دبي resorts")).toEqual([]);
    expect(await found("ابوظبي تطوير مواقع", { locations: ["Dubai"] })).toEqual([]);
  });

  it("counts what it finds", async () => {
    const dubai = await searchDirectory(t.db, { filters: filters("دبي"), page: 1 });
    expect(dubai).toMatchObject({ matching: 3, total: listings.length });
    const written = await searchDirectory(t.db, { filters: filters("دبى"), page: 1 });
    expect(written.matching).toBe(3);
    const both = await searchDirectory(t.db, { filters: filters("تطوير مواقع دبي"), page: 1 });
    expect(both.matching).toBe(1);
  });

  it("answers GET /api/agencies alike, a page or the stream", async () => {
    const page = await listPublicAgencies(t.db, filters("أبو ظبي"), { limit: 24, offset: 0 });
    expect(page.map((a) => a.agencyName)).toEqual(["Sidra Craft"]);
    const streamed: string[] = [];
    for await (const batch of streamPublicAgencies(t.db, filters("دبي"))) {
      streamed.push(...batch.map((a) => a.agencyName));
    }
    expect(streamed.sort()).toEqual(["Coral Words", "Gulf Signal", "Pearl Pixel"]);
  });
});
