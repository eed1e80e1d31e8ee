import { z } from "zod";
import { format } from "./i18n";
import { roomTexts } from "./messages/room-texts";
import { currentLocale } from "./i18n";
import {
  MAX_LINES,
  MAX_QUANTITY,
  milestonesAddUp,
  parseAmountFils,
  proposalTotals,
} from "./proposal-money";
import { optionalText, requiredText, withWesternDigits } from "./submission-fields";

/**
 * A proposal as an agency writes it (issue 31): the one schema of its form and its server. Amounts
 * are typed as people type them and kept in fils (./proposal-money.ts); dates are calendar dates
 * (YYYY-MM-DD, checked against the calendar); milestones are whole percentages adding up to 100.
 */

export const proposalStates = [
  "draft",
  "sent",
  "revised",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
] as const;
export type ProposalState = (typeof proposalStates)[number];

/** The states in which the client may still accept the proposal's newest sent version. */
export const OPEN_PROPOSAL_STATES = ["sent", "revised"] as const satisfies readonly ProposalState[];

/** Days a sent proposal stays open unless the agency picks another validity date. */
export const PROPOSAL_VALID_DAYS = 30;
/** Versions a proposal may be sent in: each mails the client, so revisions are not a way to spam. */
export const PROPOSAL_MAX_VERSIONS = 20;
export const SUMMARY_MAX_LENGTH = 300;
export const SCOPE_MAX_LENGTH = 2000;
export const LINE_DESCRIPTION_MAX_LENGTH = 200;
export const MILESTONE_LABEL_MAX_LENGTH = 120;
export const MAX_MILESTONES = 10;

const texts = () => roomTexts(currentLocale()).proposal;

/** A calendar date written YYYY-MM-DD that exists (no 30 February), as its own string. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const calendarDate = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? String(withWesternDigits(value.trim())) : value),
    z
      .string({ error: () => texts().dateRequired })
      .refine(isCalendarDate, { error: () => texts().dateInvalid }),
  );

const amount = (required: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return required ? value : 0;
      const fils = parseAmountFils(value);
      return fils === null ? Number.NaN : fils;
    },
    z
      .number({ error: () => texts().amountInvalid })
      .int()
      .min(0),
  );

const wholeNumber = (min: number, max: number, message: () => string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = String(withWesternDigits(value.trim()));
      return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/**
 * The form's rows left empty at the end (it offers a few spare ones) are no rows; an empty row
 * between filled ones is, so its messages stay beside it.
 */
function withoutTrailingBlankRows(value: unknown) {
  if (!Array.isArray(value)) return value;
  const blank = (row: unknown) =>
    row === undefined ||
    row === null ||
    (typeof row === "object" &&
      Object.values(row as Record<string, unknown>).every((v) => v === undefined || v === ""));
  let end = value.length;
  while (end > 0 && blank(value[end - 1])) end -= 1;
  return value.slice(0, end);
}

export const proposalSchema = z
  .object({
    summary: requiredText(SUMMARY_MAX_LENGTH),
    scope: requiredText(SCOPE_MAX_LENGTH, { multiline: true }),
    lines: z.preprocess(
      withoutTrailingBlankRows,
      z
        .array(
          z.object({
            description: requiredText(LINE_DESCRIPTION_MAX_LENGTH),
            quantity: wholeNumber(1, MAX_QUANTITY, () =>
              format(texts().quantityInvalid, { max: MAX_QUANTITY }),
            ),
            unitPrice: amount(true),
          }),
        )
        .min(1, { error: () => texts().linesRequired })
        .max(MAX_LINES, { error: () => format(texts().tooManyLines, { max: MAX_LINES }) }),
    ),
    discount: amount(false),
    startDate: calendarDate(),
    endDate: calendarDate(),
    validUntil: calendarDate().optional(),
    milestones: z.preprocess(
      withoutTrailingBlankRows,
      z
        .array(
          z.object({
            label: requiredText(MILESTONE_LABEL_MAX_LENGTH),
            percent: wholeNumber(1, 100, () => texts().milestonesAddUp),
          }),
        )
        .min(1, { error: () => texts().milestonesAddUp })
        .max(MAX_MILESTONES, {
          error: () => format(texts().tooManyMilestones, { max: MAX_MILESTONES }),
        }),
    ),
    note: optionalText(500, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: texts().endBeforeStart });
    }
    if (!milestonesAddUp(value.milestones.map((m) => m.percent))) {
      ctx.addIssue({ code: "custom", path: ["milestones"], message: texts().milestonesAddUp });
    }
    const lines = value.lines.map((l) => ({ quantity: l.quantity, unitFils: l.unitPrice }));
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitFils, 0);
    if (value.discount > subtotal) {
      ctx.addIssue({ code: "custom", path: ["discount"], message: texts().discountTooLarge });
    } else if (proposalTotals(lines, value.discount, true) === null) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: texts().totalTooLarge });
    }
  });

export type ProposalInput = z.output<typeof proposalSchema>;

/**
 * The names the proposal form's rows post (`lines[0].description`, ...), for the post's list of
 * allowed fields: one per row the schema takes, no more.
 */
export function proposalRowFields(): Record<string, number> {
  const fields: Record<string, number> = {};
  for (let i = 0; i < MAX_LINES; i += 1) {
    for (const name of ["description", "quantity", "unitPrice"]) fields[`lines[${i}].${name}`] = 1;
  }
  for (let i = 0; i < MAX_MILESTONES; i += 1) {
    for (const name of ["label", "percent"]) fields[`milestones[${i}].${name}`] = 1;
  }
  return fields;
}

/** An amount in fils as the form shows it again: `12500` or `12500.50`. */
export function amountInputValue(fils: number): string {
  return fils % 100 === 0 ? String(fils / 100) : (fils / 100).toFixed(2);
}
