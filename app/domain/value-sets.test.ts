import { describe, expect, it } from "vitest";
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
