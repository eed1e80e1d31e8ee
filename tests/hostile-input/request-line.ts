import fc from "fast-check";
import type { Fixtures, HostileCase } from "./generators";
import {
  badEncodings,
  cookieHeader,
  nastyText,
  pct,
  routePath,
  suffix,
  wireSegment,
  withSuffix,
} from "./pieces";

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
  "%ZZ", "a%00b", "agency", "agency[]", "month", "month[]",
];
// prettier-ignore
const queryValues = [
  "1", "2", "0", "-5", "99999999999", "1e400", "NaN", "Infinity", "%2Fadmin", "//evil.example",
  "%0D%0ASet-Cookie:%20x=1", "/admin%0D%0Ax", "javascript:alert(1)", "Dubai", "Website%20Development",
  // The slug of /submit?agency=: a demo-like one, Arabic, and pieces of paths.
  "pixel-and-code-studio", "%D8%A8%D8%B5%D9%85%D8%A9", "..%2F..%2Fadmin", "-",
  // The invoice register's month (YYYY-MM): real, out of range, and nearly one.
  "2025-07", "2026-13", "2026-00", "1999-12", "9999-12", "2026-1", "2026-011", "%EF%BC%92026-11",
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

/** Months as the invoice register's address may carry them: right, nearly right, hostile. */
const month = (f: Fixtures) =>
  fc.oneof(
    // prettier-ignore
    fc.constantFrom(
      f.invoice.month, "2026-11", "", "2026-13", "2026-00", "2026-1", "1999-12", "2100-01",
      "-2026-11", "2026-11-01", "2026-W45", "2026%2D11", "%D9%A2%D9%A0%D9%A2%D9%A6-11", "0x7EA-11",
    ),
    { weight: 2, arbitrary: nastyText.map((v) => pct(v.slice(0, 12_000))) },
    { weight: 1, arbitrary: fc.constantFrom(...badEncodings) },
  );

/**
 * The invoice register and its documents (issue 32), with the sessions that get past the first
 * check: its month (`?month=`, once, repeated, as an array) on the page, the CSV and the ZIP, and
 * fuzzed document ids on a document's page, its XML and the agency's own page of it.
 */
export const monthCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(f.cookies.admin, f.cookies.admin, f.cookies.agency, ""),
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.constantFrom("/admin/invoices", "/admin/invoices.csv", "/admin/invoices.zip"),
              fc.array(month(f), { minLength: 1, maxLength: 3 }),
              fc.constantFrom("month", "month[]", "Month"),
              fc.constantFrom("", "", ".data"),
            )
            .map(([path, months, key, end]) => {
              const target = end && path === "/admin/invoices" ? `${path}${end}` : path;
              return `${target}?${months.map((m) => `${key}=${m}`).join("&")}`;
            }),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              fc.constantFrom(
                "/admin/invoices/",
                "/dashboard/invoices/",
                "/ar/dashboard/invoices/",
              ),
              fc.oneof(fc.constant(String(f.invoice.id)), wireSegment(f)),
              fc.constantFrom("", "", "/xml", ".data", "/xml.data"),
            )
            .map(([prefix, id, end]) =>
              end.startsWith("/xml") && !prefix.startsWith("/admin")
                ? prefix + id
                : prefix + id + end,
            ),
        },
      ),
    )
    .map(([cookie, target]) => ({
      family: "month",
      request: { method: "GET", target, headers: cookieHeader(cookie) },
      mustAnswer: true,
    }));
