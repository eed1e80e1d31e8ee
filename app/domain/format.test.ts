import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPrice,
  uaeIsoDate,
  uaeYear,
} from "./format";

describe("numbers", () => {
  it("groups thousands with Western digits in both locales", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234567, "ar")).toBe("1,234,567");
    expect(formatNumber(1234567, "ar")).not.toMatch(/[\u0660-\u0669]/);
    expect(formatNumber(7, "ar")).toBe("7");
  });
});

describe("dates", () => {
  it("shows the day the UAE saw: 23:30 UTC is already the next day in Dubai", () => {
    const late = new Date("2025-03-14T23:30:00Z");
    expect(formatDate(late)).toBe("15 Mar 2025");
    expect(formatDateTime(late)).toBe("15 Mar 2025, 03:30");
    expect(formatDayMonth(late)).toBe("15 Mar");
    expect(uaeIsoDate(late)).toBe("2025-03-15");
    // Just before midnight in Dubai (19:59 UTC) is still the same day.
    expect(formatDate(new Date("2025-03-14T19:59:00Z"))).toBe("14 Mar 2025");
    expect(uaeIsoDate(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01");
  });

  it("takes the year from the UAE's calendar (the footer's copyright)", () => {
    expect(uaeYear(new Date("2025-12-31T19:59:00Z"))).toBe(2025);
    expect(uaeYear(new Date("2025-12-31T20:00:00Z"))).toBe(2026);
  });

  it("writes the day first, 'Sep' for September and a 24-hour clock", () => {
    const september = new Date("2026-09-01T08:05:00Z");
    expect(formatDate(september)).toBe("1 Sep 2026");
    expect(formatDateTime(new Date("2026-09-01T20:05:00Z"))).toBe("2 Sep 2026, 00:05");
    expect(formatDateTime(new Date("2026-09-01T09:05:00Z"))).toBe("1 Sep 2026, 13:05");
  });

  it("reads ISO texts as loader data may carry them", () => {
    expect(formatDate("2025-03-14T10:00:00.000Z")).toBe("14 Mar 2025");
    // A plain day (the overview's week starts) is that day.
    expect(formatDayMonth("2025-03-10")).toBe("10 Mar");
  });

  it("takes a locale and keeps Western digits in Arabic", () => {
    const day = new Date("2025-03-14T10:00:00Z");
    expect(formatDate(day, "ar-AE")).toMatch(/^14 \S+ 2025$/);
    expect(formatDate(day, "ar-AE")).not.toBe(formatDate(day));
    expect(formatDateTime(day, "ar-AE")).toContain("14:00");
    expect(formatMoney(49900, "aed", "ar-AE")).toContain("499.00");
  });
});

describe("money on Arabic pages", () => {
  it("writes the dirham one way, as the Arabic texts do: the amount, then 'درهم'", () => {
    for (const locale of ["ar", "ar-AE"]) {
      expect(formatMoney(49900, "aed", locale)).toBe("499.00 درهم");
      expect(formatMoney(123456789, "AED", locale)).toBe("1,234,567.89 درهم");
      expect(formatPrice(499, locale)).toBe("499 درهم");
      expect(formatPrice(49.5, locale)).toBe("49.50 درهم");
      expect(formatPrice(499, locale)).not.toMatch(/AED|\u200f|\u061c/);
    }
  });

  it("agrees with the Arabic budget labels, and keeps other currencies' codes", async () => {
    const { arabicLabels } = await import("./value-set-labels-ar");
    const budgetLabels = Object.values(arabicLabels.budgets);
    expect(budgetLabels.every((label) => label.includes("درهم") && !label.includes("AED"))).toBe(
      true,
    );
    expect(formatMoney(1999, "usd", "ar")).toContain("USD");
  });
});

describe("money", () => {
  it("shows an amount in fils as dirhams with two decimals and the code", () => {
    expect(formatMoney(49900, "aed")).toBe("AED 499.00");
    expect(formatMoney(123456789, "aed")).toBe("AED 1,234,567.89");
  });

  it("follows the currency's decimals, and survives an unknown code", () => {
    expect(formatMoney(500, "jpy")).toBe("JPY 500");
    expect(formatMoney(1999, "usd")).toBe("USD 19.99");
    expect(formatMoney(1999, "not-a-code")).toBe("NOT-A-CODE 19.99");
  });

  it("shows list prices in whole dirhams", () => {
    expect(formatPrice(499)).toBe("AED 499");
    expect(formatPrice(0)).toBe("AED 0");
    expect(formatPrice(15000)).toBe("AED 15,000");
    expect(formatPrice(49.5)).toBe("AED 49.50");
  });
});
