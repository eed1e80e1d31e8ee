/**
 * The new text of an e-mail answer (docs/decisions/019-answering-by-email.md): what the writer
 * typed above the mail they answer, without the quoted mail, its attribution line ("On … wrote:",
 * "في … كتب:", Outlook's header block), the signature ("-- ") or a phone's "Sent from my iPhone".
 *
 * One pass over the lines with short patterns anchored at a line's start, each tried on the line's
 * first PROBE_CHARACTERS only: the work grows with the text's length and nothing else, whatever a
 * mail holds (no pattern can backtrack across lines).
 */

/** Our own mails start with a line holding this; an answer ends where it appears. */
export const REPLY_MARKER = "##-";

/** The most of a mail's text read: far more than a message may hold. */
export const REPLY_TEXT_READ_CHARACTERS = 100_000;

const PROBE_CHARACTERS = 400;

/** A line that starts what is quoted: everything from it on is dropped. */
const QUOTE_STARTS: readonly RegExp[] = [
  // Outlook and others: "-----Original Message-----", "-----الرسالة الأصلية-----".
  /^-{3,}\s*(?:original message|forwarded message|الرسالة الأصلية|رسالة معاد توجيهها)/iu,
  // Outlook's rule above its header block.
  /^_{20,}\s*$/u,
  // Outlook's header block, in English and Arabic ("From: …" with "Sent:"/"Date:" on a later line
  // is checked in quoteStart).
  /^(?:from|من)\s*:\s*\S/iu,
];

/** The attribution line ("On <date>, <name> wrote:"), possibly wrapped over two lines. */
const ATTRIBUTION_STARTS = [/^on\s/iu, /^في\s/u, /^le\s/iu, /^el\s/iu, /^am\s/iu];
const ATTRIBUTION_ENDS = [
  /wrote:?$/iu,
  /كتب.*:$/u,
  /écrit\s?:$/iu,
  /escribió:?$/iu,
  /schrieb.*:$/iu,
];

/** Where a signature or a mail program's own line starts: dropped with what follows. */
const SIGNATURE_STARTS: readonly RegExp[] = [
  // RFC 3676's signature separator (and the same without its space).
  /^--\s?$/u,
  /^sent from my\s/iu,
  /^get outlook for\s/iu,
  /^(?:أُرسلت|أرسلت|تم الإرسال|مرسل) من\s/u,
];

/** The part of a line the patterns look at. */
function probeOf(line: string): string {
  return line.slice(0, PROBE_CHARACTERS).trim();
}

function isAttribution(line: string, next: string | undefined): boolean {
  if (!ATTRIBUTION_STARTS.some((start) => start.test(line))) return false;
  if (ATTRIBUTION_ENDS.some((end) => end.test(line))) return true;
  return next !== undefined && ATTRIBUTION_ENDS.some((end) => end.test(next));
}

/** The index of the line where quoted text starts, or the number of lines when none does. */
function quoteStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.includes(REPLY_MARKER)) return i;
    if (line.startsWith(">")) return i;
    if (isAttribution(line, lines[i + 1])) return i;
    if (SIGNATURE_STARTS.some((start) => start.test(line))) return i;
    if (QUOTE_STARTS[0]!.test(line) || QUOTE_STARTS[1]!.test(line)) return i;
    // "From:" alone is a header block only with a "Sent:"/"Date:" line right after it or the next.
    if (QUOTE_STARTS[2]!.test(line)) {
      const after = lines.slice(i + 1, i + 4);
      if (after.some((l) => /^(?:sent|date|تم الإرسال|التاريخ)\s*:/iu.test(l))) return i;
    }
  }
  return lines.length;
}

/**
 * The writer's own words of an e-mail answer, trimmed; empty when the mail holds nothing but
 * quoted text.
 */
export function replyText(text: string): string {
  const lines = text
    .slice(0, REPLY_TEXT_READ_CHARACTERS)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd());
  const kept = lines.slice(0, quoteStart(lines.map(probeOf)));
  // Blank lines at either end go, and runs of blank lines become one.
  const out: string[] = [];
  for (const line of kept) {
    if (line.trim() === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(line.trim() === "" ? "" : line);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}
