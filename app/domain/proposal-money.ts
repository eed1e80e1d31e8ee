import { withWesternDigits } from "./submission-fields";

/**
 * The money of a proposal (issue 31): every amount in integer fils (1 AED = 100 fils), with one
 * rounding rule, written down here and tested at its edges:
 *
 * - A line is its quantity times its unit price, exactly (integers).
 * - The subtotal is the sum of the lines; the discount comes off it (never below zero).
 * - VAT is 5% of that taxable amount, computed once for the whole proposal (not per line) and
 *   rounded to the nearest fils, halves up: 0.5 fils is 1 fils. Only an agency with a valid TRN
 *   charges VAT.
 * - The total is the taxable amount plus VAT.
 * - Milestones split the total by their percentages; each is rounded down to the fils and the
 *   fils left over go to the largest remainders, first milestone first among equals, so they add up
 *   to the total exactly.
 *
 * Bounds keep every sum far inside a double's exact integers: at most MAX_LINES lines, a quantity up
 * to MAX_QUANTITY, a unit price up to MAX_AMOUNT_FILS, and a total up to MAX_AMOUNT_FILS.
 */

export const VAT_RATE_PERCENT = 5;
export const MAX_LINES = 50;
export const MAX_QUANTITY = 10_000;
/** AED 100,000,000.00: more than any agency project, far inside 2^53. */
export const MAX_AMOUNT_FILS = 10_000_000_000;

/**
 * An amount of dirhams as people type it, in fils: digits in either script, thousands separators
 * in groups of three (`12,500`, `12 500`, `١٢٬٥٠٠`), and at most two decimals after `.` or `٫`.
 * Null for anything else: a sign, an exponent, `NaN`, `Infinity`, more than two decimals, a
 * misplaced separator, or more than MAX_AMOUNT_FILS.
 */
export function parseAmountFils(value: unknown): number | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const text = String(withWesternDigits(value.trim()))
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
  const match = /^(\d{1,3}(?:([, ])\d{3})?(?:\2\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/[, ]/g, "");
  if (whole.length > 9) return null;
  const fils = Number(whole) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return fils <= MAX_AMOUNT_FILS ? fils : null;
}

export type ProposalLine = { quantity: number; unitFils: number };

/** A proposal's line as kept in a version: what the agency typed, with its amount in fils. */
export type ProposalLineRow = {
  description: string;
  quantity: number;
  unitFils: number;
  amountFils: number;
};

/** A payment milestone of a version: its label, its percentage and its share of the total. */
export type ProposalMilestoneRow = { label: string; percent: number; amountFils: number };

export type ProposalTotals = {
  lines: number[];
  subtotal: number;
  discount: number;
  taxable: number;
  vat: number;
  total: number;
};

/** 5% of `taxable` fils, rounded to the nearest fils, halves up. */
export function vatOf(taxable: number): number {
  return Math.floor((taxable * VAT_RATE_PERCENT + 50) / 100);
}

/**
 * The proposal's figures, or null when they break a bound (a discount over the subtotal, a total
 * over MAX_AMOUNT_FILS, a line or quantity out of range).
 */
export function proposalTotals(
  lines: readonly ProposalLine[],
  discount: number,
  chargesVat: boolean,
): ProposalTotals | null {
  if (lines.length === 0 || lines.length > MAX_LINES) return null;
  const amounts: number[] = [];
  for (const line of lines) {
    const { quantity, unitFils } = line;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
    if (!Number.isInteger(unitFils) || unitFils < 0 || unitFils > MAX_AMOUNT_FILS) return null;
    amounts.push(quantity * unitFils);
  }
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isInteger(discount) || discount < 0 || discount > subtotal) return null;
  const taxable = subtotal - discount;
  const vat = chargesVat ? vatOf(taxable) : 0;
  const total = taxable + vat;
  if (subtotal > MAX_AMOUNT_FILS || total > MAX_AMOUNT_FILS) return null;
  return { lines: amounts, subtotal, discount, taxable, vat, total };
}

/** Whether milestone percentages are whole numbers from 1 to 100 that add up to 100. */
export function milestonesAddUp(percents: readonly number[]): boolean {
  return (
    percents.length > 0 &&
    percents.every((p) => Number.isInteger(p) && p >= 1 && p <= 100) &&
    percents.reduce((sum, p) => sum + p, 0) === 100
  );
}

/** The total split by milestone percentages (which add up to 100), in fils adding up exactly. */
export function milestoneAmounts(total: number, percents: readonly number[]): number[] {
  const exact = percents.map((p) => total * p);
  const amounts = exact.map((e) => Math.floor(e / 100));
  let left = total - amounts.reduce((sum, a) => sum + a, 0);
  const order = exact
    .map((e, i) => ({ i, remainder: e % 100 }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    amounts[i]! += 1;
    left -= 1;
  }
  return amounts;
}
