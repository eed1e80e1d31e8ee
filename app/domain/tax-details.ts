import { z } from "zod";
import { getMessages } from "./i18n";
import { hasControlOrBidi, normalizeTrn } from "./tax-documents";

/**
 * The agency's tax details (issue 32): the legal name, address and TRN its Pro invoices are made
 * out to. One schema for the dashboard's form and the server; the messages are read on the server
 * only (the form is a plain post, its texts are not in the browser's catalogue).
 */
export const LEGAL_TEXT_MAX = 200;

const texts = () => getMessages().dashboard.invoices.errors;

/** An optional one-line legal text: trimmed, empty is none; no control or bidi characters. */
const legalText = z.string().transform((value, ctx) => {
  const text = value.trim();
  if (hasControlOrBidi(text)) {
    ctx.addIssue({ code: "custom", message: texts().controls });
    return z.NEVER;
  }
  if (text.length > LEGAL_TEXT_MAX) {
    ctx.addIssue({ code: "custom", message: texts().tooLong });
    return z.NEVER;
  }
  return text === "" ? null : text;
});

/** A TRN in either script with spaces or hyphens between groups, stored as its 15 digits. */
const trnField = z.string().transform((value, ctx) => {
  if (value.trim() === "") return null;
  const trn = normalizeTrn(value);
  if (!trn) {
    ctx.addIssue({ code: "custom", message: texts().trn });
    return z.NEVER;
  }
  return trn;
});

export const taxDetailsSchema = z.object({
  intent: z.literal("update-tax-details"),
  legalName: legalText.optional().transform((v) => v ?? null),
  legalAddress: legalText.optional().transform((v) => v ?? null),
  trn: trnField.optional().transform((v) => v ?? null),
});

export type TaxDetails = Omit<z.output<typeof taxDetailsSchema>, "intent">;

/** What the form shows again after a refusal: each field's message and what was typed. */
export type TaxDetailsReply = {
  taxDetails: {
    errors: Partial<Record<TaxDetailField, string>>;
    values: Record<TaxDetailField, string>;
  };
};
export type TaxDetailField = "legalName" | "legalAddress" | "trn";
