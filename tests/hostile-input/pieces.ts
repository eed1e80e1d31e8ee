import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import type { WireBody } from "#tests/raw-http";
import routeConfig from "~/routes";
import type { Fixtures } from "./generators";

/**
 * The pieces the hostile-input families are built from: malformed percent-encodings, nasty texts,
 * fuzzed URL segments, the app's route patterns with their params filled in, and small helpers
 * for headers and bodies.
 */

export const KB = 1024;
/** Up to this size the client must be able to read the 413; past it the server may hang up. */
export const MUST_ANSWER_UP_TO = 1024 * KB;

/** Percent-encodings that are not UTF-8 (overlong, surrogate, past U+10FFFF) or decode to trouble. */
// prettier-ignore
export const badEncodings = [
  "%ZZ", "%", "%2", "%G0", "%C0%AF", "%C0%80", "%E0%80%AF", "%ED%A0%80", "%F4%90%80%80", "%FF%FE",
  "%00", "%0A", "%0D%0A", "%1B", "%7F", "%C2%85", "%E2%80%AE", "%2e%2e", "%2F", "%5C", "%25",
  "%u0041", "%%32%65", "%EF%BB%BF",
];
/** Bytes a browser would have encoded, sent raw in the request line (latin1 on the wire). */
const rawBytes = ["\xC0\xAF", "\xFF", "\xE9", "\x80", "\xA0"];
const dotSegments = ["..", ".", "%2e%2e", "..%2f..%2f", "....//", ".%2e", "%2e"];
/** Array indexes that made Conform build arrays of millions (x[30000000]=a). */
export const hugeIndexes = [99_999_999, 30_000_000, 2_147_483_647, 4_294_967_296, 1e21];

/** Texts that break naive code: control characters, giant runs, odd Unicode, injections. */
// prettier-ignore
export const nastyTexts = [
  "\u0000", "a\u0000b", "\r\n", "\u0007\u001b[31m", "\u2028\u2029", "\u202e", "\ufeff", "\ud800",
  "\udfff", "x" + " ".repeat(60_000) + "x", "\t".repeat(5000), "a".repeat(70_000), " ", "", "null",
  "undefined", "NaN", "-1", "0", "1e309", "9".repeat(40), "<script>x</script>", "' OR 1=1 --",
  "${7*7}", "../../etc/passwd", "ä".repeat(20_000), "😀".repeat(5000), "\u0645\u0631\u062d\u0628\u0627",
];

/** Percent-encodes any string (a lone surrogate too, which encodeURIComponent refuses). */
export function pct(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encoded as the replacement character, as a browser would send it.
    return encodeURIComponent(
      text.replace(
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
        "\ufffd",
      ),
    );
  }
}

export const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(" ", "\t", "\n", "a", "\u00a0"),
        fc.integer({ min: 1000, max: 60_000 }),
      )
      .map(([c, n]) => `x${c.repeat(n)}x`),
  },
  {
    // A short unit of the characters that addresses, numbers and slugs are made of, repeated:
    // what makes a regular expression rescan the rest of the text from every position.
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({
          unit: fc.constantFrom(..."a1-.@/:( \u062f", "\ud83d\ude00"),
          minLength: 1,
          maxLength: 3,
        }),
        fc.integer({ min: 500, max: 5000 }),
      )
      .map(([unit, n]) => `${unit.repeat(n)}!`),
  },
);

/** One piece of a URL as sent: a real id or slug, a malformed escape, raw bytes, a long run. */
export const wireSegment = (f: Fixtures) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...badEncodings) },
    { weight: 2, arbitrary: fc.constantFrom(...dotSegments) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBytes) },
    {
      weight: 3,
      // prettier-ignore
      arbitrary: fc.constantFrom(
        String(f.agency.id), String(f.otherAgency.id), String(f.briefId), String(f.invoice.id),
        f.agency.slug, pct(f.otherAgency.email), f.checkoutId, "0", "-1", "1.5", "1e3", "0x10",
        "9007199254740993", "99999999999999999999",
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }).map(pct) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 15_000 }).map((n) => "x".repeat(n)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 5 }),
          fc.constantFrom(...badEncodings),
          fc.string({ maxLength: 5 }),
        )
        .map(([a, bad, b]) => pct(a) + bad + pct(b)),
    },
  );

/** Every path pattern of app/routes.ts ("agencies/:slug", "*", ...). */
export function routePatterns(entries: RouteConfigEntry[] = routeConfig): string[] {
  return entries.flatMap((e) => [
    e.index ? "" : (e.path ?? ""),
    ...routePatterns(e.children ?? []),
  ]);
}

/** A route of the app with each `:param` (and the `*` splat) replaced by a fuzzed segment. */
export const routePath = (f: Fixtures) =>
  fc
    .tuple(
      fc.constantFrom(...routePatterns()),
      fc.array(wireSegment(f), { minLength: 4, maxLength: 4 }),
    )
    .map(([pattern, segments]) => {
      let i = 0;
      const parts = pattern
        .split("/")
        .map((p) => (p.startsWith(":") || p === "*" ? segments[i++]! : p));
      return `/${parts.join("/")}`;
    });

/** React Router's own forms of a URL: the `.data` request, the index marker, old `_data`. */
export const suffix = fc.constantFrom(
  "",
  "",
  "",
  ".data",
  "/",
  "?index",
  ".data?_routes=root",
  "?_data=root",
);
export const withSuffix = (path: string, end: string) =>
  end.startsWith("?")
    ? path + end
    : path === "/"
      ? end === ".data"
        ? "/_root.data"
        : "/"
      : path + end;

export const cookieHeader = (cookie: string): [string, string][] =>
  cookie ? [["Cookie", cookie]] : [];
export const bytes = (body: string | Buffer): WireBody => ({
  kind: "bytes",
  bytes: Buffer.from(body),
});
