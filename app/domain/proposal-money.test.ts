import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_AMOUNT_FILS,
  milestoneAmounts,
  milestonesAddUp,
  parseAmountFils,
  proposalTotals,
  vatOf,
} from "./proposal-money";

/** A proposal's money (issue 31): amounts typed in either script, fils, and the one rounding rule. */
describe("parseAmountFils", () => {
  it.each([
    ["12500", 1_250_000],
    ["12,500", 1_250_000],
    ["12 500.5", 1_250_050],
    ["1,250,000.75", 125_000_075],
    ["0.01", 1],
    ["0", 0],
    ["١٢٬٥٠٠٫٥٠", 1_250_050],
    ["۱۲۵۰۰", 1_250_000],
    ["12\u202f500", 1_250_000],
    ["100000000", MAX_AMOUNT_FILS],
  ])("reads %s as %i fils", (text, fils) => {
    expect(parseAmountFils(text)).toBe(fils);
  });

  it.each([
    "-5",
    "+5",
    "NaN",
    "Infinity",
    "1e309",
    "1e3",
    "12345678901234567890",
    "100000000.01",
    "1.234",
    "1,23",
    "12,50,000",
    "1,000 000",
    ".5",
    "5.",
    "",
    " ",
    "AED 500",
    "0x10",
    "5\u0000",
  ])("refuses %j", (text) => {
    expect(parseAmountFils(text)).toBeNull();
  });

  it("refuses what is not text, and never returns a non-integer", () => {
    for (const value of [5, null, undefined, {}, ["5"], Number("1e309")]) {
      expect(parseAmountFils(value)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const fils = parseAmountFils(text);
        if (fils !== null) {
          expect(Number.isSafeInteger(fils)).toBe(true);
          expect(fils).toBeGreaterThanOrEqual(0);
          expect(fils).toBeLessThanOrEqual(MAX_AMOUNT_FILS);
        }
      }),
    );
  });
});

describe("the rounding rule", () => {
  it("rounds 5% VAT to the nearest fils, halves up", () => {
    expect(vatOf(0)).toBe(0);
    expect(vatOf(9)).toBe(0); // 0.45 fils
    expect(vatOf(10)).toBe(1); // 0.5 fils: up
    expect(vatOf(29)).toBe(1); // 1.45
    expect(vatOf(30)).toBe(2); // 1.5: up
    expect(vatOf(47_524)).toBe(2_376); // AED 475.24: 23.762 -> 23.76
    expect(vatOf(1_250_050)).toBe(62_503); // 62,502.5 -> 62,503
    expect(vatOf(MAX_AMOUNT_FILS)).toBe(500_000_000);
  });

  it("adds lines exactly, takes the discount off, and charges VAT once on the rest", () => {
    expect(
      proposalTotals(
        [
          { quantity: 3, unitFils: 333_333 },
          { quantity: 1, unitFils: 10 },
        ],
        1,
        true,
      ),
    ).toEqual({
      lines: [999_999, 10],
      subtotal: 1_000_009,
      discount: 1,
      taxable: 1_000_008,
      vat: 50_000, // 50,000.4
      total: 1_050_008,
    });
    expect(proposalTotals([{ quantity: 2, unitFils: 5 }], 0, false)).toMatchObject({
      vat: 0,
      total: 10,
    });
  });

  it("refuses a discount over the subtotal, bounds broken, and no lines", () => {
    expect(proposalTotals([{ quantity: 1, unitFils: 100 }], 101, true)).toBeNull();
    expect(proposalTotals([], 0, true)).toBeNull();
    expect(proposalTotals([{ quantity: 0, unitFils: 100 }], 0, true)).toBeNull();
    expect(proposalTotals([{ quantity: 1.5, unitFils: 100 }], 0, true)).toBeNull();
    expect(proposalTotals([{ quantity: 1, unitFils: -1 }], 0, true)).toBeNull();
    expect(proposalTotals([{ quantity: 1, unitFils: Number.NaN }], 0, true)).toBeNull();
    expect(proposalTotals([{ quantity: 10_000, unitFils: MAX_AMOUNT_FILS }], 0, false)).toBeNull();
    // VAT may not push the total over the bound either.
    expect(proposalTotals([{ quantity: 1, unitFils: MAX_AMOUNT_FILS }], 0, true)).toBeNull();
  });

  it("keeps every figure an exact integer that adds up", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 100 }),
            unitFils: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 50 },
        ),
        fc.boolean(),
        (lines, vat) => {
          const totals = proposalTotals(lines, 0, vat)!;
          expect(totals.subtotal).toBe(totals.lines.reduce((a, b) => a + b, 0));
          expect(totals.total).toBe(totals.taxable + totals.vat);
          expect(Number.isSafeInteger(totals.total)).toBe(true);
        },
      ),
    );
  });
});

describe("milestones", () => {
  it("add up to 100 in whole percents", () => {
    expect(milestonesAddUp([30, 40, 30])).toBe(true);
    expect(milestonesAddUp([100])).toBe(true);
    expect(milestonesAddUp([50, 49])).toBe(false);
    expect(milestonesAddUp([50, 50.5, -0.5])).toBe(false);
    expect(milestonesAddUp([0, 100])).toBe(false);
    expect(milestonesAddUp([])).toBe(false);
  });

  it("split the total into fils that add up to it exactly", () => {
    expect(milestoneAmounts(100, [33, 33, 34])).toEqual([33, 33, 34]);
    expect(milestoneAmounts(10, [33, 33, 34])).toEqual([3, 3, 4]);
    // 1 fils over three thirds-ish: the largest remainder takes it, the first among equals.
    expect(milestoneAmounts(1, [30, 40, 30])).toEqual([0, 1, 0]);
    expect(milestoneAmounts(2, [50, 50])).toEqual([1, 1]);
    expect(milestoneAmounts(3, [50, 50])).toEqual([2, 1]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_FILS }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          // Percents from weights, the last taking the rest so they add up to 100.
          const sum = weights.reduce((a, b) => a + b, 0);
          const percents = weights.map((w) => Math.max(1, Math.floor((w * 100) / sum)));
          const drift = 100 - percents.reduce((a, b) => a + b, 0);
          percents[percents.length - 1]! += drift;
          fc.pre(milestonesAddUp(percents));
          const amounts = milestoneAmounts(total, percents);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
          amounts.forEach((a, i) =>
            expect(Math.abs(a - (total * percents[i]!) / 100)).toBeLessThan(1),
          );
        },
      ),
    );
  });
});
