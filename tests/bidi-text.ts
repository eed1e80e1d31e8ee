import fc from "fast-check";

/** Every bidirectional control and mark (see app/domain/bidi-controls.ts). */
export const BIDI_CONTROLS = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
] as const;

/** Any bidirectional control or mark. */
export const ANY_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/** Text of letters of both scripts, spaces, punctuation and bidirectional controls, mixed. */
export const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...BIDI_CONTROLS),
      fc.constantFrom("a", "Z", "ب", "ع", "1", " ", ".", "(", "-", "\n"),
    ),
    { maxLength: 40 },
  )
  .map((chars) => chars.join(""));

/** Bidirectional controls to put into a text: each at a position (taken modulo its length + 1). */
export const controlInsertions = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...BIDI_CONTROLS)), {
  minLength: 1,
  maxLength: 8,
});

/** `text` with the controls inserted (between UTF-16 units of the BMP text the tests use). */
export function withControls(text: string, insertions: [number, string][]): string {
  let out = text;
  for (const [at, control] of insertions) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + control + out.slice(i);
  }
  return out;
}

/** A name as an attacker types it: a real name with controls anywhere in it. */
export const hostileName = (name: string) =>
  controlInsertions.map((insertions) => withControls(name, insertions));
