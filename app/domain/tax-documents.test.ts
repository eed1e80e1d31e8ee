import { describe, expect, it } from "vitest";
import {
  displayNumber,
  normalizeTrn,
  proInvoiceLine,
  retainedUntil,
  splitInclusiveTotal,
  uaeQuarter,
  uaeYear,
} from "./tax-documents";

describe("splitInclusiveTotal", () => {
  it("splits Pro's AED 499.00 into AED 475.24 taxable and AED 23.76 VAT", () => {
    expect(splitInclusiveTotal(49900)).toEqual({ taxableFils: 47524, vatFils: 2376 });
  });

  it("rounds the VAT to the nearest fils at the edges of the rounding", () => {
    // 5/105 of 10 fils is 0.476: rounds down, so 10 fils carry no VAT.
    expect(splitInclusiveTotal(10)).toEqual({ taxableFils: 10, vatFils: 0 });
    // 5/105 of 11 fils is 0.524: rounds up.
    expect(splitInclusiveTotal(11)).toEqual({ taxableFils: 10, vatFils: 1 });
    expect(splitInclusiveTotal(21)).toEqual({ taxableFils: 20, vatFils: 1 });
    expect(splitInclusiveTotal(0)).toEqual({ taxableFils: 0, vatFils: 0 });
    expect(splitInclusiveTotal(1)).toEqual({ taxableFils: 1, vatFils: 0 });
    // AED 100,000,000.00: exact far past any price.
    expect(splitInclusiveTotal(10_000_000_000)).toEqual({
      taxableFils: 9_523_809_524,
      vatFils: 476_190_476,
    });
  });

  it("always adds up to the total, and keeps the VAT within half a fils of 5% of the taxable amount", () => {
    const broken: number[] = [];
    for (let total = 0; total <= 200_000; total += 1) {
      const { taxableFils, vatFils } = splitInclusiveTotal(total);
      // The nearest fils to total × 5/105, in exact integers: |105·vat − 5·total| ≤ 52.5; and
      // within half a fils of what an e-invoice validator recomputes from the taxable amount.
      if (
        taxableFils + vatFils !== total ||
        Math.abs(105 * vatFils - 5 * total) > 52.5 ||
        Math.abs(vatFils - taxableFils * 0.05) > 0.5
      ) {
        broken.push(total);
      }
    }
    expect(broken).toEqual([]);
  });

  it("charges nothing at a rate of 0 and refuses what is not an amount", () => {
    expect(splitInclusiveTotal(49900, 0)).toEqual({ taxableFils: 49900, vatFils: 0 });
    expect(() => splitInclusiveTotal(-1)).toThrow(RangeError);
    expect(() => splitInclusiveTotal(0.5)).toThrow(RangeError);
    expect(() => splitInclusiveTotal(Number.NaN)).toThrow(RangeError);
  });
});

describe("proInvoiceLine", () => {
  it("is one month at the taxable price with 5% VAT for a registered seller", () => {
    expect(proInvoiceLine(49900, true)).toMatchObject({
      quantity: 1,
      unitFils: 47524,
      taxableFils: 47524,
      vatRatePercent: 5,
      vatFils: 2376,
    });
  });

  it("has no VAT for a seller that is not registered", () => {
    expect(proInvoiceLine(49900, false)).toMatchObject({
      unitFils: 49900,
      vatRatePercent: 0,
      vatFils: 0,
    });
  });
});

describe("normalizeTrn", () => {
  it.each([
    ["100234567890003", "100234567890003"],
    ["100 2345 6789 0003", "100234567890003"],
    ["100-234-567-890-003", "100234567890003"],
    [" 100234567890003 ", "100234567890003"],
    ["١٠٠٢٣٤٥٦٧٨٩٠٠٠٣", "100234567890003"],
    ["۱۰۰۲۳۴۵۶۷۸۹۰۰۰۳", "100234567890003"],
  ])("reads %j as %s", (typed, trn) => {
    expect(normalizeTrn(typed)).toBe(trn);
  });

  it.each([
    "10023456789000",
    "1002345678900031",
    "",
    "100234567890O03",
    "100  234567890003",
    "-100234567890003",
    "100234567890003-",
    "1e14",
    "100234567890003\u202e",
    "100234567890\u0000003",
    "١٠٠٢٣٤٥٦٧٨٩٠٠٠",
  ])("refuses %j", (typed) => {
    expect(normalizeTrn(typed)).toBeNull();
  });
});

describe("numbers, years and quarters", () => {
  it("prints numbers with their kind's prefix", () => {
    expect(displayNumber("invoice", 1)).toBe("INV-000001");
    expect(displayNumber("credit_note", 42)).toBe("CN-000042");
    expect(displayNumber("invoice", 1_234_567)).toBe("INV-1234567");
  });

  it("keeps a document five years after the end of its UAE year of issue", () => {
    // 23:59 on 31 December 2026 in Dubai is still 2026.
    expect(retainedUntil(new Date("2026-12-31T19:59:00Z")).toISOString()).toBe(
      "2031-12-31T20:00:00.000Z",
    );
    // 00:00 on 1 January 2027 in Dubai is 2027.
    expect(retainedUntil(new Date("2026-12-31T20:00:00Z")).toISOString()).toBe(
      "2032-12-31T20:00:00.000Z",
    );
    expect(uaeYear(new Date("2026-12-31T20:00:00Z"))).toBe(2027);
  });

  it("puts an instant in its UAE quarter", () => {
    expect(uaeQuarter(new Date("2026-03-31T19:59:59Z"))).toBe("2026-Q1");
    expect(uaeQuarter(new Date("2026-03-31T20:00:00Z"))).toBe("2026-Q2");
    expect(uaeQuarter(new Date("2026-12-31T20:00:00Z"))).toBe("2027-Q1");
  });
});
