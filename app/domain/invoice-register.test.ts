import { describe, expect, it } from "vitest";
import {
  aedDecimal,
  parseRegisterMonth,
  registerKind,
  registerTotals,
  uaeLastDayBefore,
  uaeMonthOf,
} from "./invoice-register";

describe("the register's month", () => {
  it("takes YYYY-MM from 2018-01 to 2099-12", () => {
    for (const month of ["2018-01", "2026-11", "2026-12", "2099-12"]) {
      expect(parseRegisterMonth(month)).toBe(month);
    }
  });

  it("refuses anything else, a long text without reading it all", () => {
    // prettier-ignore
    const refused = [
      "", "2026-13", "2026-00", "2026-1", "2026-011", "26-11", "2017-12", "2100-01", "2026/11",
      " 2026-11", "2026-11 ", "٢٠٢٦-١١", "abc", "2026-11-01", "2026-1\n", "x".repeat(10_000),
    ];
    for (const month of refused) expect(parseRegisterMonth(month), month.slice(0, 12)).toBeNull();
  });

  it("is the UAE's: 20:30 UTC on 31 October is November, 19:59 UTC on 30 September is not", () => {
    expect(uaeMonthOf(new Date("2026-10-31T20:30:00Z"))).toBe("2026-11");
    expect(uaeMonthOf(new Date("2026-10-31T19:59:59Z"))).toBe("2026-10");
    expect(uaeMonthOf(new Date("2026-09-30T19:59:00Z"))).toBe("2026-09");
  });
});

describe("the register's amounts", () => {
  it("writes fils as decimal dirhams with two decimals, negative for a credit", () => {
    expect(aedDecimal(49_900)).toBe("499.00");
    expect(aedDecimal(-47_524)).toBe("-475.24");
    expect(aedDecimal(5)).toBe("0.05");
    expect(aedDecimal(-5)).toBe("-0.05");
    expect(aedDecimal(0)).toBe("0.00");
    expect(() => aedDecimal(1.5)).toThrow(RangeError);
  });

  it("nets credit notes out of the month's totals", () => {
    const invoice = {
      kind: "invoice" as const,
      taxableFils: 47_524,
      vatFils: 2_376,
      totalFils: 49_900,
    };
    const note = { ...invoice, kind: "credit_note" as const };
    expect(registerTotals([invoice, invoice, note])).toEqual({
      invoices: 2,
      creditNotes: 1,
      taxableFils: 47_524,
      vatFils: 2_376,
      totalFils: 49_900,
    });
    expect(registerTotals([])).toMatchObject({ invoices: 0, taxableFils: 0 });
  });

  it("names the supply's last day and the kind as an accountant reads them", () => {
    // [1 Nov 00:00, 1 Dec 00:00) in Dubai: supplied up to and including 30 November.
    expect(uaeLastDayBefore(new Date("2026-11-30T20:00:00Z"))).toBe("2026-11-30");
    expect(uaeLastDayBefore(new Date("2026-12-01T08:00:00Z"))).toBe("2026-11-30");
    expect(registerKind({ kind: "invoice", taxInvoice: true })).toBe("taxInvoice");
    expect(registerKind({ kind: "invoice", taxInvoice: false })).toBe("invoice");
    expect(registerKind({ kind: "credit_note", taxInvoice: true })).toBe("taxCreditNote");
    expect(registerKind({ kind: "credit_note", taxInvoice: false })).toBe("creditNote");
  });
});
