/**
 * Unicode's bidirectional controls in text people type. An embedding, override or isolate
 * (U+202A-202E, U+2066-2069) left open reorders everything after it up to the end of the line: a
 * name ending in RIGHT-TO-LEFT OVERRIDE shows the rest of a mail subject, a page title or a
 * search result backwards. The marks (U+200E, U+200F, U+061C) only change how the characters next
 * to them are ordered, but in a name they serve nothing that isolating the name does not.
 *
 * One-line fields drop them all at input (./submission-fields, ./directory); multi-line text is
 * kept as typed and isolated where it is shown (dir="auto" in HTML, `isolate` in plain text);
 * titles and structured data drop the controls that carry state, whatever was stored before.
 */

/** LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI: the controls that open or close a state. */
const FORMATTING = /[\u202a-\u202e\u2066-\u2069]/g;
/** The formatting controls and the marks LRM, RLM and ALM. */
const ANY_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

const EMBEDDINGS = new Set(["\u202a", "\u202b", "\u202d", "\u202e"]);
const ISOLATES = new Set(["\u2066", "\u2067", "\u2068"]);
const PDF = "\u202c";
const PDI = "\u2069";
const FSI = "\u2068";

/** The text without any bidirectional control or mark: for names and other one-line fields. */
export function stripBidiControls(text: string): string {
  return text.replace(ANY_BIDI_CONTROL, "");
}

/**
 * The text without the controls that open or close a state (marks kept: they cannot reach past
 * their neighbours, and Intl writes them into Arabic amounts). For page titles, meta tags and
 * JSON-LD, which have no markup to isolate a name in.
 */
export function stripBidiFormatting(text: string): string {
  return text.replace(FORMATTING, "");
}

/**
 * One line with its controls balanced: a closer without its opener is dropped, and every opener
 * still open at the end is closed (innermost first). A PDI closes the embeddings opened inside its
 * isolate, as the bidirectional algorithm does.
 */
function balanceLine(line: string): string {
  const open: string[] = [];
  let out = "";
  for (const char of line) {
    if (EMBEDDINGS.has(char) || ISOLATES.has(char)) {
      open.push(char);
    } else if (char === PDF) {
      if (open.length === 0 || ISOLATES.has(open.at(-1)!)) continue;
      open.pop();
    } else if (char === PDI) {
      const isolate = open.findLastIndex((opener) => ISOLATES.has(opener));
      if (isolate === -1) continue;
      // Close the embeddings inside it explicitly too, for renderers that do not know isolates.
      while (open.length > isolate + 1) {
        open.pop();
        out += PDF;
      }
      open.pop();
    }
    out += char;
  }
  while (open.length > 0) out += ISOLATES.has(open.pop()!) ? PDI : PDF;
  return out;
}

/** The text with the controls of each line balanced (see balanceLine). */
export function balanceBidi(text: string): string {
  return text.split("\n").map(balanceLine).join("\n");
}

/**
 * Text typed by someone else, isolated for a plain-text context (a mail subject, a line of a mail's
 * text part): each line between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so it takes its
 * own direction and nothing in it reorders what surrounds it.
 */
export function isolate(text: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : `${FSI}${balanceLine(line)}${PDI}`))
    .join("\n");
}

/**
 * Whether every line of a text closes each control it opens and closes none it did not open:
 * nothing in it can reorder what follows it.
 */
export function isBidiBalanced(text: string): boolean {
  return balanceBidi(text) === text;
}
