import fc from "fast-check";
import type { Fixtures, HostileCase } from "./generators";
import { bytes, pct, routePath, suffix, withSuffix } from "./pieces";

/** The header family: cookies and the headers the app or its libraries read, fuzzed. */

const header = (name: string, values: string[]) =>
  fc.constantFrom(...values).map((value): [string, string] => [name, value]);

/** Cookie headers: garbage, forged or expired sessions, real sessions, thousands of pairs. */
const cookie = (f: Fixtures) =>
  fc.oneof(
    // prettier-ignore
    fc.constantFrom(
      f.cookies.admin, f.cookies.agency, f.cookies.expiredAdmin, f.cookies.expiredAgency,
      "session=forged.signature", "agency_session=eyJ4IjoxfQ%3D%3D.AAAA", "session=%ZZ",
      "agency_session=%C0%AF", "toast=%7B%22type%22%3A%22error%22%7D", "toast=garbage; toast=more",
      "__Host-session=x", "session=" + "A".repeat(8000), "=;=;=;;;", ";".repeat(4000),
      `${f.cookies.admin}; ${f.cookies.agency}; session=other`, "session=\u0080\u00ff",
    ),
    fc
      .array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 10 })), {
        maxLength: 300,
      })
      .map((pairs) => pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join("; ")),
  );

// prettier-ignore
const contentTypes = [
  "application/x-www-form-urlencoded", "multipart/form-data", "multipart/form-data; boundary=",
  `multipart/form-data; boundary=${"b".repeat(300)}`, "application/json", "APPLICATION/JSON",
  "application/json; charset=utf-16", "application/json-patch+json", "text/plain", "text/json",
  "application/xml", "*/*", "", "application/x-www-form-urlencoded; charset=iso-8859-1",
  "application/json;;;", "\u00ff/\u00ff", "multipart/mixed; boundary=x",
];

/** One header line with a fuzzed value: the headers the app or its libraries read. */
const headerLine = (f: Fixtures): fc.Arbitrary<[string, string]> =>
  fc.oneof(
    cookie(f).map((v): [string, string] => ["Cookie", v]),
    header("Content-Type", contentTypes),
    header("Origin", [
      "https://evil.example",
      "null",
      f.siteOrigin,
      "http://127.0.0.1",
      "%ZZ",
      "file://",
      "x".repeat(2000),
    ]),
    // prettier-ignore
    header("X-Forwarded-For", [
      "1.2.3.4", "::1", "2001:db8::1, 10.0.0.1", "garbage", "1.2.3.4, , ,", "[::1]:80", "%ZZ",
      "999.999.999.999", ",".repeat(2000), "fe80::1%eth0",
    ]),
    header("Accept-Language", [
      "ar-AE,ar;q=0.9",
      "*",
      "xx-\u00ff",
      "en;q=NaN",
      ",".repeat(3000),
      "en-US;q=1e400",
    ]),
    header("X-Request-Id", ["abc", "x".repeat(200), "\u00ff", "../../", "a b", "%00"]),
    header("User-Agent", ["Googlebot/2.1", "", "x".repeat(8000), "curl/8", "\u00ff\u00fe"]),
    header("Accept", [
      "text/x-script",
      "application/json",
      "*/*;q=abc",
      "text/html, text/x-component",
    ]),
    header("Accept-Encoding", ["br", "gzip, deflate, br", "identity;q=0", "*", "x".repeat(500)]),
    header("Host", [
      "evil.example",
      "[",
      "a b",
      "%ZZ",
      "localhost:99999",
      "x".repeat(300),
      "127.0.0.1:1:2",
    ]),
    header("Range", ["bytes=0-1", "bytes=-1,-1,-1", "bytes=x"]),
    header("X-Forwarded-Proto", ["https", "ftp", "%ZZ"]),
    header("X-Forwarded-Host", ["evil.example", "[::1", "a b"]),
    header("Expect", ["100-continue", "x"]),
  );

/** Headers: a route, a few fuzzed headers (repeats allowed), and a GET or a small body. */
export const headerCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      routePath(f),
      fc.array(headerLine(f), { minLength: 1, maxLength: 8 }),
      fc.constantFrom("GET", "POST", "HEAD", "DELETE", "PATCH"),
      fc.constantFrom("a=b", "{}", "", '{"password":"x"}'),
      suffix,
    )
    .map(([path, headers, method, body, end]) => ({
      family: "header",
      request: {
        method,
        target: withSuffix(path, end),
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : bytes(body),
      },
      mustAnswer: true,
    }));
