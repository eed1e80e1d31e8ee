import { isCleanFieldText } from "./input-text";

/** The deepest nesting and the longest list any JSON body of this site needs, with room to spare. */
export const JSON_LIMITS = { maxDepth: 8, maxItems: 100 } as const;

export type JsonInput =
  | { ok: true; value: unknown }
  | { ok: false; reason: "malformed" | "too-deep" | "too-many-items" | "control-characters" };

/**
 * The nesting depth of a JSON text, counted in one pass outside strings, before JSON.parse runs:
 * a body of 64 KB of `[` never reaches the parser or a recursive walk.
 */
function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** Keys that would reach an object's prototype if any code ever merged the value into another. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Parses a JSON body within limits: at most `maxDepth` levels, lists of at most `maxItems`, no
 * control characters in any string (key or value) but tab and line breaks, and the keys
 * `__proto__`, `constructor` and `prototype` dropped wherever they are, so they have no effect.
 */
export function parseJsonInput(text: string, limits = JSON_LIMITS): JsonInput {
  if (depthOf(text) > limits.maxDepth) return { ok: false, reason: "too-deep" };
  let failure: "too-many-items" | "control-characters" | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, function (key, item: unknown) {
      if (!isCleanFieldText(key)) failure ??= "control-characters";
      if (PROTOTYPE_KEYS.has(key) && !Array.isArray(this)) return undefined;
      if (typeof item === "string" && !isCleanFieldText(item)) failure ??= "control-characters";
      if (Array.isArray(item) && item.length > limits.maxItems) failure ??= "too-many-items";
      return item;
    });
  } catch {
    return { ok: false, reason: "malformed" };
  }
  return failure ? { ok: false, reason: failure } : { ok: true, value };
}
