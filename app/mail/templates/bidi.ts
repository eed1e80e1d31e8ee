/**
 * Keeping left-to-right runs readable inside right-to-left e-mails. An e-mail address, a web
 * address or a phone number in an Arabic sentence is scrambled by the bidirectional algorithm
 * ('+971 50 123 4567' shows as '4567 123 50 +971'), and a price loses its place at the edge of a
 * sentence. The HTML part isolates them in elements; the plain-text part, which has no elements,
 * gets invisible direction marks.
 */

import { isolate } from "~/domain/bidi-controls";
import { oneLine } from "./match-types";

// Each run starts where a run of its characters starts (the lookbehinds), so a long run that is
// not one (letters without '@', digits without a currency) is read once, not from every position.
const EMAIL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`;
/** A web address, without the punctuation that closes the sentence around it. */
const URL = String.raw`https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]`;
/** Seven digits or more with the separators phone numbers are written with (checked below). */
const PHONE = String.raw`\+?\d[\d\s()-]{5,}\d`;
/** An amount as Intl writes it with the currency code: 'AED 499.00', '\u200f499.00 AED'. */
const MONEY = String.raw`\u200f?(?:\b[A-Z]{3}\s\d[\d,]*(?:\.\d+)?|(?<![\d,.])\d[\d,]*(?:\.\d+)?\s[A-Z]{3}\b)`;

type RunKind = "ltr" | "money";

const RUNS = new RegExp(`(${EMAIL}|${URL})|(${MONEY})|(${PHONE})`, "gu");

type Piece = { text: string; kind?: RunKind };

/** The text cut into plain pieces and the runs that need isolating. */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(RUNS)) {
    const [run, address, , phone] = match;
    if (phone !== undefined && phone.replace(/\D/g, "").length < 7) continue;
    const start = match.index;
    if (start > last) out.push({ text: text.slice(last, start) });
    out.push({ text: run, kind: address !== undefined || phone !== undefined ? "ltr" : "money" });
    last = start + run.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Escaped HTML of a text for a right-to-left e-mail: addresses and phone numbers in a
 * `dir="ltr"` span, amounts in a `<bdi>` (their direction is the one Intl wrote them in).
 */
export function isolatedHtml(text: string): string {
  return pieces(text)
    .map(({ text: piece, kind }) => {
      const html = escapeHtml(piece);
      if (kind === "ltr") return `<span dir="ltr">${html}</span>`;
      if (kind === "money") return `<bdi>${html}</bdi>`;
      return html;
    })
    .join("");
}

/**
 * A text someone typed (a name), as a subject or a sentence of the plain-text part names it: on
 * one line, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so that a control in it
 * (stored before input dropped them) reorders nothing around it (~/domain/bidi-controls).
 */
export const typedInSubject = (text: string) => isolate(oneLine(text));

const LRM = "\u200e";
const RLM = "\u200f";
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const FIRST_STRONG = /[\p{L}]/u;

/**
 * A line of the plain-text part of a right-to-left e-mail: addresses and phone numbers between
 * left-to-right marks, and a right-to-left mark in front when the line holds Arabic but starts
 * with a Latin word (a name), so mail programs that take a line's direction from its first letter
 * still read it right to left. A line without Arabic (an English description) is left as typed.
 */
export function isolatedTextLine(line: string): string {
  const marked = pieces(line)
    .map(({ text, kind }) => (kind === "ltr" ? `${LRM}${text}${LRM}` : text))
    .join("");
  const first = FIRST_STRONG.exec(line)?.[0];
  const needsRlm = RTL_LETTER.test(line) && first !== undefined && !RTL_LETTER.test(first);
  return needsRlm ? `${RLM}${marked}` : marked;
}
