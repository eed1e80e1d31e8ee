import fc from "fast-check";
import type { Fixtures, HostileCase } from "./generators";
import { badEncodings, nastyText, pct, routePath, suffix, wireSegment, withSuffix } from "./pieces";

/** The request line: methods and paths on every route, odd targets, /media addresses, queries. */

const methods = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
];
// prettier-ignore
const oddTargets = [
  "*", "http://evil.example/admin", "//evil.example/", "/\\evil.example", "/%2F%2Fevil.example",
  "/./admin", "/admin/../dashboard", "/agencies/..%2F..%2Fadmin", "/.well-known/x", "/.env",
  "/build/server/index.js", "/assets/../../package.json", "/favicon.ico/..",
];

/**
 * Addresses under /media (uploaded images, decision 016; served before the React app): keys of
 * the right shape and of every wrong one, fuzzed segments, traversal.
 */
const mediaPath = (f: Fixtures) =>
  fc.oneof(
    // prettier-ignore
    fc.constantFrom(
      `/media/agencies/${f.agency.id}/l-0123456789abcdef-64.webp`,
      `/media/agencies/${f.agency.id}/p-0123456789abcdef-thumb.webp`,
      `/media/agencies/${f.otherAgency.id}/l-0123456789abcdef-256.webp`,
      "/media/agencies/0/l-0123456789abcdef-64.webp", "/media/agencies/1/l-0123456789ABCDEF-64.webp",
      "/media/agencies/99999999999999999999/p-0123456789abcdef-large.webp", "/media",
      "/media/", "/media/..", "/media/../package.json", "/media/..%2F..%2Fpackage.json",
      "/media/agencies/1/l-0123456789abcdef-64.svg", "/media/messages/1/a.txt", "/media//etc/passwd",
    ),
    fc
      .array(wireSegment(f), { minLength: 1, maxLength: 5 })
      .map((segments) => `/media/${segments.join("/")}`),
  );

/** Paths: every route with fuzzed params, bad encodings, dot segments, very long paths. */
export const pathCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(...methods),
      fc.oneof(
        { weight: 4, arbitrary: routePath(f) },
        {
          weight: 2,
          arbitrary: fc
            .array(wireSegment(f), { minLength: 1, maxLength: 6 })
            .map((p) => `/${p.join("/")}`),
        },
        { weight: 1, arbitrary: fc.constantFrom(...oddTargets) },
        { weight: 1, arbitrary: mediaPath(f) },
      ),
      suffix,
    )
    .map(([method, path, end]) => ({
      family: "path",
      request: { method, target: path === "*" ? "*" : withSuffix(path, end), headers: [] },
      mustAnswer: true,
    }));

// prettier-ignore
const queryKeys = [
  "page", "q", "service", "location", "industry", "pro", "limit", "offset", "tab", "id", "edit",
  "next", "token", "session_id", "success", "welcome", "returnTo", "sort", "_data", "index",
  "_routes", "x[30000000]", "a[]", "__proto__", "constructor[prototype][x]", "page[]", "q[0]", "",
  "%ZZ", "a%00b", "agency", "agency[]",
];
// prettier-ignore
const queryValues = [
  "1", "2", "0", "-5", "99999999999", "1e400", "NaN", "Infinity", "%2Fadmin", "//evil.example",
  "%0D%0ASet-Cookie:%20x=1", "/admin%0D%0Ax", "javascript:alert(1)", "Dubai", "Website%20Development",
  // The slug of /submit?agency=: a demo-like one, Arabic, and pieces of paths.
  "pixel-and-code-studio", "%D8%A8%D8%B5%D9%85%D8%A9", "..%2F..%2Fadmin", "-",
];

/** Queries: repeated keys, huge values and indexes, bad encodings. */
export const queryCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      routePath(f),
      fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 }).map(pct)),
          fc.oneof(
            { weight: 3, arbitrary: nastyText.map((v) => pct(v.slice(0, 4_000))) },
            { weight: 2, arbitrary: fc.constantFrom(...badEncodings) },
            { weight: 1, arbitrary: fc.constantFrom(...queryValues, f.agency.slug) },
          ),
        ),
        { maxLength: 40 },
      ),
      fc.integer({ min: 0, max: 6 }),
      fc.constantFrom("", "", ".data"),
    )
    .map(([path, pairs, repeats, end]) => {
      // The first pair again, up to 300 times: repeated keys.
      const all = [
        ...pairs,
        ...Array.from({ length: pairs.length ? repeats * 50 : 0 }, () => pairs[0]!),
      ];
      const query = all.map(([k, v]) => `${k}=${v}`).join("&");
      const request = { method: "GET", target: `${withSuffix(path, end)}?${query}`, headers: [] };
      return { family: "query", request, mustAnswer: true };
    });
