/**
 * Checks that every text from a request passes before anything else reads it: the path, the
 * query, the cookies and headers the app reads, and every string of a form or JSON body. Each
 * check is one pass over the text (no backtracking), so even a 64 KB value costs microseconds.
 */

/* eslint-disable no-control-regex -- finding control characters is the point of these patterns */
/** C0 and C1 control characters and DEL, but tab, line feed and carriage return. */
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, tab and line breaks included. */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair without its other half: not text, and not valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text typed into a field is acceptable as it stands: no control characters but tab and
 * line breaks (which single-line fields then fold into spaces), and no broken surrogate pairs.
 * PostgreSQL refuses NUL outright, so this is what keeps such input from becoming a database error.
 */
export function isCleanFieldText(text: string): boolean {
  return !CONTROL_BUT_BREAKS.test(text) && !LONE_SURROGATE.test(text);
}

/** Whether a single-line text (a decoded path segment, query value or cookie) has no control character. */
export function isCleanLineText(text: string): boolean {
  return !ANY_CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** The percent-decoded text of a URL component, or null when its encoding is invalid. */
export function decodeComponent(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}

/** Whitespace, and the invisible zero-width characters U+200B-U+200D, U+2060 and U+FEFF. */
function isBlank(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200d) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x2060 ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The text without whitespace and zero-width characters at either end, in one pass from each end
 * (a regex like /\s+$/ retries from every space of a long run: quadratic on "x" + spaces + "x").
 */
export function trimBlank(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The text cut to at most `max` characters, never splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Room for the ellipsis; step back when the last kept unit is the first half of a pair.
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
