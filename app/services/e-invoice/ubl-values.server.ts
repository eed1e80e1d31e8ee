import { createHash } from "node:crypto";
import type { TaxDocument } from "~/domain/tax-documents";

/** The values of an e-invoice as UBL writes them: amounts, dates, identifiers, text. */

const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * An amount in fils as UBL's decimal with exactly two decimals (49900 → "499.00"): PINT allows
 * at most two in an amount, and writing both always makes every amount read alike.
 */
export function amountText(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not an amount in fils: ${fils}`);
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The calendar date of an instant in the UAE (Asia/Dubai is UTC+4 all year), yyyy-mm-dd. */
export function uaeDate(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The last UAE day before an exclusive end: a supply period [1 Nov, 1 Dec) ends, inclusive, on
 * 30 Nov, which is what a UBL period's EndDate (IBT-074) holds.
 */
export function uaeDayBefore(end: Date): string {
  const endDay = Date.parse(`${uaeDate(end)}T00:00:00Z`);
  return new Date(endDay - DAY_MS).toISOString().slice(0, 10);
}

/** The TIN in a TRN: its first ten digits, which a UAE party's Peppol address carries (0235). */
export function tinOfTrn(trn: string): string {
  if (!/^\d{15}$/.test(trn)) throw new RangeError(`Not a 15-digit TRN: ${trn}`);
  return trn.slice(0, 10);
}

// Not XML 1.0 characters: C0 controls other than tab, line feed and carriage return, lone
// surrogates, U+FFFE and U+FFFF. No entity can stand for them, so no escaping can carry them.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as an XML document can carry it: without the characters XML 1.0 forbids (a control
 * character pasted into a legal name would otherwise make the whole document unreadable). The
 * XML library escapes the rest (&, <, >, quotes); Arabic and every other script pass unchanged.
 */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, "");
}

/** Our namespace for document UUIDs (a random v4 UUID, fixed here: changing it renames them all). */
const DOCUMENT_UUID_NAMESPACE = "0e9f3892-7175-473c-9d55-9d8bfc2e82d8";

/**
 * The document's UUID (cbc:UUID, required by PINT AE beside its number): a name-based UUID
 * (RFC 9562 version 5) of the document's kind, number and instant of issue, so that exporting the
 * same document again gives the same UUID, and no two documents share one.
 */
export function documentUuid(
  doc: Pick<TaxDocument, "kind" | "displayNumber" | "issuedAt">,
): string {
  const name = `${doc.kind}:${doc.displayNumber}:${doc.issuedAt.toISOString()}`;
  const namespace = Buffer.from(DOCUMENT_UUID_NAMESPACE.replaceAll("-", ""), "hex");
  const hash = createHash("sha1").update(namespace).update(name, "utf8").digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
