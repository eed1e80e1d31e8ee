import { describe, expect, it } from "vitest";
import { arabicAliases, arabicLabels } from "./value-set-labels-ar";
import { registerValueSetTranslation } from "./i18n";
import {
  budgets,
  emirates,
  experienceLevels,
  industries,
  normalizeBudget,
  normalizeEmirate,
  normalizeExperience,
  normalizeProjectType,
  normalizeService,
  normalizeTimeline,
  projectTypes,
  services,
  timelines,
  valueListSchema,
} from "./value-sets";

describe("value sets", () => {
  it("hold the canonical values in display order", () => {
    expect(projectTypes.values).toEqual([
      "website",
      "branding",
      "marketing",
      "social-media",
      "ecommerce",
      "mobile",
      "other",
    ]);
    expect(budgets.values).toEqual([
      "under-5k",
      "5k-15k",
      "15k-30k",
      "30k-50k",
      "50k-100k",
      "100k-plus",
    ]);
    expect(timelines.values).toEqual([
      "asap",
      "1-month",
      "2-3-months",
      "3-6-months",
      "6-plus-months",
    ]);
    expect(experienceLevels.values).toEqual(["1-2", "3-5", "6-10", "10-plus"]);
    expect(services.values).toHaveLength(10);
    expect(services.values[0]).toBe("Website Development");
    expect(industries.values).toHaveLength(15);
    expect(emirates.values).toEqual([
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Umm Al Quwain",
      "Ras Al Khaimah",
      "Fujairah",
    ]);
  });

  it("label every value, and show unknown text as written", () => {
    expect(projectTypes.label("branding")).toBe("Branding & Design");
    expect(projectTypes.label("mobile")).toBe("Mobile App");
    expect(budgets.label("under-5k")).toBe("Under 5,000");
    expect(budgets.label("5k-15k")).toBe("5,000 - 15,000");
    expect(budgets.label("100k-plus")).toBe("100,000+");
    expect(timelines.label("asap")).toBe("ASAP");
    expect(timelines.label("6-plus-months")).toBe("6+ months");
    expect(experienceLevels.label("10-plus")).toBe("10+ years");
    expect(services.label("SEO Services")).toBe("SEO Services");
    expect(budgets.label("someday")).toBe("someday");
    for (const set of [projectTypes, budgets, timelines, experienceLevels, services, industries]) {
      for (const option of set.options) expect(set.label(option.value)).toBe(option.label);
    }
  });

  it("map the other readings to the canonical value", () => {
    expect(normalizeProjectType("mobile-app")).toBe("mobile");
    expect(normalizeProjectType("Mobile App Development")).toBe("mobile");
    expect(normalizeBudget("100k+")).toBe("100k-plus");
    expect(normalizeTimeline("6-months+")).toBe("6-plus-months");
    expect(normalizeExperience("10+")).toBe("10-plus");
    expect(normalizeService("Web Development")).toBe("Website Development");
  });

  it("accept labels and other case or spacing, and nothing else", () => {
    expect(normalizeProjectType(" Website Development ")).toBe("website");
    expect(normalizeProjectType("SOCIAL_MEDIA")).toBe("social-media");
    expect(normalizeProjectType("E-Commerce")).toBe("ecommerce");
    expect(normalizeBudget("100,000+")).toBe("100k-plus");
    expect(normalizeService("web development")).toBe("Website Development");
    expect(normalizeService("ui/ux design")).toBe("UI/UX Design");
    expect(normalizeEmirate("Ras Al-Khaimah")).toBe("Ras Al Khaimah");
    expect(normalizeEmirate("dubai")).toBe("Dubai");
    expect(normalizeProjectType("podcast")).toBeUndefined();
    expect(normalizeBudget("")).toBeUndefined();
    expect(normalizeBudget(5000)).toBeUndefined();
    expect(normalizeBudget(undefined)).toBeUndefined();
  });

  it("tell canonical values from other readings", () => {
    expect(projectTypes.is("mobile")).toBe(true);
    expect(projectTypes.is("mobile-app")).toBe(false);
    expect(experienceLevels.is("10+")).toBe(false);
  });
});

describe("value sets in a locale", () => {
  const sets = {
    projectTypes,
    budgets,
    timelines,
    experienceLevels,
    services,
    industries,
    emirates,
  } as const;

  it("label in English and in Arabic, and show unknown text as written", () => {
    expect(emirates.labelIn("ar", "Dubai")).toBe("دبي");
    expect(emirates.labelIn("en", "Dubai")).toBe("Dubai");
    expect(budgets.labelIn("ar", "100k-plus")).toBe("100,000 درهم فأكثر");
    expect(services.labelIn("ar", "SEO Services")).toBe("تحسين محركات البحث (SEO)");
    expect(experienceLevels.labelIn("en", "10-plus")).toBe("10+ years");
    expect(emirates.labelIn("ar", "Atlantis")).toBe("Atlantis");
    for (const [name, set] of Object.entries(sets)) {
      for (const value of set.values) {
        expect(set.labelIn("ar", value)).toBe(
          (arabicLabels[name as keyof typeof sets] as Record<string, string>)[value],
        );
      }
    }
  });

  it("give options in display order, labelled in the locale", () => {
    expect(timelines.optionsIn("ar")).toEqual([
      { value: "asap", label: "في أقرب وقت ممكن" },
      { value: "1-month", label: "شهر واحد" },
      { value: "2-3-months", label: "2-3 أشهر" },
      { value: "3-6-months", label: "3-6 أشهر" },
      { value: "6-plus-months", label: "6 أشهر فأكثر" },
    ]);
    expect(projectTypes.optionsIn("en")).toEqual(projectTypes.options);
    expect(industries.optionsIn("ar").map((o) => o.value)).toEqual(industries.values);
  });

  it("keep label() English, for the operator console", () => {
    expect(emirates.label("Dubai")).toBe("Dubai");
    expect(projectTypes.label("mobile")).toBe("Mobile App");
  });

  it("accept every Arabic label as a reading of its own value, in any set", () => {
    for (const [name, set] of Object.entries(sets)) {
      const labels = arabicLabels[name as keyof typeof sets] as Record<string, string>;
      for (const [value, label] of Object.entries(labels)) {
        expect(set.normalize(label), `${name}: ${label}`).toBe(value);
      }
    }
  });

  it("accept the Arabic aliases and the ways Arabic is typed", () => {
    for (const [name, aliases] of Object.entries(arabicAliases)) {
      const set = sets[name as keyof typeof arabicAliases];
      for (const [value, readings] of Object.entries(aliases)) {
        for (const reading of readings) expect(set.normalize(reading), reading).toBe(value);
      }
    }
    expect(normalizeEmirate("ابو ظبي")).toBe("Abu Dhabi");
    expect(normalizeEmirate("راس الخيمه")).toBe("Ras Al Khaimah");
    // Diacritics and tatweel.
    expect(normalizeEmirate("دُبَيّ")).toBe("Dubai");
    expect(normalizeEmirate("عجـــمان")).toBe("Ajman");
    expect(normalizeExperience("10 سنوات فأكثر")).toBe("10-plus");
    expect(normalizeTimeline("فى أقرب وقت ممكن")).toBe("asap");
    expect(normalizeEmirate("القاهرة")).toBeUndefined();
  });

  it("read a locale's labels as its catalogue registers them", () => {
    const before = emirates.optionsIn("ar");
    registerValueSetTranslation("ar", {
      labels: { ...arabicLabels, emirates: { ...arabicLabels.emirates, Dubai: "إمارة دبي" } },
    });
    try {
      expect(emirates.labelIn("ar", "Dubai")).toBe("إمارة دبي");
      expect(emirates.optionsIn("ar")).not.toEqual(before);
      expect(normalizeEmirate("إمارة دبي")).toBe("Dubai");
      // Registered without readings: the aliases are gone with the old registration.
      expect(normalizeEmirate("ابو ظبي")).toBeUndefined();
    } finally {
      registerValueSetTranslation("ar", { labels: arabicLabels, aliases: arabicAliases });
    }
    expect(emirates.labelIn("ar", "Dubai")).toBe("دبي");
    expect(normalizeEmirate("ابو ظبي")).toBe("Abu Dhabi");
  });

  it("store an Arabic reading canonical through the schemas", () => {
    expect(projectTypes.schema.parse("تطبيقات الجوال")).toBe("mobile");
    expect(budgets.schema.parse("أقل من 5,000 درهم")).toBe("under-5k");
    expect(valueListSchema(services).parse(["سيو", "تطوير المواقع الإلكترونية"])).toEqual([
      "Website Development",
      "SEO Services",
    ]);
  });
});

describe("value set schemas", () => {
  it("parse any reading to the canonical value", () => {
    expect(projectTypes.schema.parse("mobile-app")).toBe("mobile");
    expect(budgets.schema.parse("100k+")).toBe("100k-plus");
    expect(timelines.schema.parse("asap")).toBe("asap");
  });

  it("refuse unknown values with a zod issue", () => {
    const result = budgets.schema.safeParse("a million");
    expect(result.success).toBe(false);
    expect(budgets.schema.safeParse(undefined).success).toBe(false);
  });

  it("keep the strict enum to canonical values only", () => {
    expect(experienceLevels.enum.safeParse("10-plus").success).toBe(true);
    expect(experienceLevels.enum.safeParse("10+").success).toBe(false);
  });

  it("parse a checkbox list: one or many, normalised, ordered, without duplicates", () => {
    const schema = valueListSchema(services, {
      min: 1,
      minMessage: "Please select at least one service",
    });
    expect(schema.parse("Web Development")).toEqual(["Website Development"]);
    expect(schema.parse(["SEO Services", "Web Development", "Website Development"])).toEqual([
      "Website Development",
      "SEO Services",
    ]);
    const empty = schema.safeParse([]);
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Please select at least one service");
    expect(schema.safeParse(["Knitting"]).success).toBe(false);
    expect(valueListSchema(industries).parse(undefined)).toEqual([]);
  });
});
