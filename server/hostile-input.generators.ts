import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { validAgencyInput, validBriefInput } from "#tests/factories";
import type { WireBody, WireRequest } from "#tests/raw-http";
import { adminLoginSchema } from "~/domain/admin";
import { AgencyInput } from "~/domain/agency";
import { BriefInput } from "~/domain/brief";
import { contactSchema } from "~/domain/contact";
import { formGuardFields } from "~/domain/form-guard";
import { savedFilterFields } from "~/domain/saved-searches";
import routeConfig from "~/routes";

/**
 * The hostile-input suite's requests (issue 12, item 8) as fast-check arbitraries. Each family
 * below is one kind of attack (paths, queries, headers, forms, JSON, body sizes, broken HTTP);
 * `hostileRequest` mixes them. A case is a request exactly as it goes on the wire, plus whether
 * the client must be able to read an answer.
 */
export type HostileCase = {
  family: string;
  request: WireRequest;
  /** False only past 1 MB or for broken framing, where the server may hang up. */
  mustAnswer: boolean;
};

/** Real rows and sessions of the test database, so that some requests get past the first check. */
export type Fixtures = {
  agency: { id: number; slug: string; email: string };
  otherAgency: { id: number; slug: string; email: string };
  briefId: number;
  checkoutId: string;
  /** A saved search's signed links (manage, confirm, an address's list). */
  alerts: { manage: string; confirm: string; address: string };
  cookies: { admin: string; agency: string; expiredAdmin: string; expiredAgency: string };
  /** A correctly signed form token, which passes the spam guard. */
  formToken: string;
  siteOrigin: string;
};

const KB = 1024;
/** Up to this size the client must be able to read the 413; past it the server may hang up. */
export const MUST_ANSWER_UP_TO = 1024 * KB;
export const bodySizes = [
  0,
  64 * KB - 1,
  64 * KB,
  64 * KB + 1,
  70 * KB,
  300 * KB,
  1024 * KB,
  4096 * KB,
];

// ---- Pieces --------------------------------------------------------------------------------

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
const hugeIndexes = [99_999_999, 30_000_000, 2_147_483_647, 4_294_967_296, 1e21];

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

const nastyText = fc.oneof(
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
const wireSegment = (f: Fixtures) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...badEncodings) },
    { weight: 2, arbitrary: fc.constantFrom(...dotSegments) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBytes) },
    {
      weight: 3,
      // prettier-ignore
      arbitrary: fc.constantFrom(
        String(f.agency.id), String(f.otherAgency.id), String(f.briefId), f.agency.slug,
        pct(f.otherAgency.email), f.checkoutId, "0", "-1", "1.5", "1e3", "0x10",
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
const routePath = (f: Fixtures) =>
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
const suffix = fc.constantFrom(
  "",
  "",
  "",
  ".data",
  "/",
  "?index",
  ".data?_routes=root",
  "?_data=root",
);
const withSuffix = (path: string, end: string) =>
  end.startsWith("?")
    ? path + end
    : path === "/"
      ? end === ".data"
        ? "/_root.data"
        : "/"
      : path + end;

const header = (name: string, values: string[]) =>
  fc.constantFrom(...values).map((value): [string, string] => [name, value]);
const cookieHeader = (cookie: string): [string, string][] => (cookie ? [["Cookie", cookie]] : []);
const bytes = (body: string | Buffer): WireBody => ({ kind: "bytes", bytes: Buffer.from(body) });

// ---- Families ------------------------------------------------------------------------------

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

/** The page routes with an action, and the field names their forms declare. */
export function formTargets(f: Fixtures): { path: string; names: string[] }[] {
  const guard = [formGuardFields.honeypot, formGuardFields.startedAt];
  const brief = [...Object.keys(BriefInput.shape), ...guard];
  const agency = [...Object.keys(AgencyInput.shape), ...guard];
  const admin = [
    "intent",
    ...Object.keys(adminLoginSchema.shape),
    "next",
    "id",
    "approved",
    "reason",
    "returnTo",
  ];
  const alertForm = Object.keys(savedFilterFields);
  return [
    { path: "/contact", names: [...Object.keys(contactSchema.shape), ...guard] },
    { path: "/submit", names: brief },
    { path: "/submit-brief", names: brief },
    { path: "/list", names: agency },
    { path: "/submit-agency", names: agency },
    {
      path: "/dashboard",
      names: ["intent", "email", "reviewId", "reply", ...Object.keys(AgencyInput.shape)],
    },
    { path: "/dashboard/sign-in", names: ["token"] },
    { path: "/dashboard/upgrade", names: ["intent", "email"] },
    { path: "/dashboard/images", names: ["intent", "imageId", "caption"] },
    { path: "/ar/dashboard/images", names: ["intent", "imageId", "caption"] },
    { path: "/admin", names: admin },
    { path: "/admin/matches", names: ["briefId", "agencyId", "otherAgencyId", "js", "page"] },
    { path: `/admin/briefs/${f.briefId}`, names: ["intent"] },
    { path: `/billing/test-checkout/${f.checkoutId}`, names: ["intent"] },
    { path: "/alerts/new", names: [...alertForm, "email", "frequency", ...guard] },
    { path: "/ar/alerts", names: ["email", ...guard] },
    { path: `/alerts/${f.alerts.manage}`, names: ["intent", "frequency", ...alertForm] },
    { path: `/alerts/${f.alerts.manage}/unsubscribe`, names: ["List-Unsubscribe"] },
    // The confirmation posts no field: any name it is sent is refused.
    { path: `/alerts/confirm/${f.alerts.confirm}`, names: ["intent"] },
    { path: `/alerts/address/${f.alerts.address}`, names: ["intent", "id", "frequency"] },
  ];
}

// prettier-ignore
const intents = [
  "request-link", "sign-out", "update-listing", "cancel", "resume", "refund", "billing-portal",
  "test-advance", "test-fail-renewal", "subscribe", "approve", "delete-agency", "delete-brief",
  "delete-message", "logout", "pay", "decline", "__proto__", "constructor", "toString",
  "approve-review", "reject-review", "approve-reply", "reject-reply", "delete-review", "reply-review",
  "update", "pause", "delete-all", "One-Click", "instant", "weekly", "qualify-brief", "confirm",
  "upload-logo", "remove-logo", "add-image", "remove-image", "move-earlier", "move-later", "caption",
];
// prettier-ignore
const oddFieldNames = [
  "__intent__", "__state__", "__proto__", "__proto__[isPro]", "constructor.prototype.x",
  "a.b.c.d.e.f", "a[b][c][d]", "services[0][x]", "services.0", "", "x\u0000y", "x".repeat(3000),
  "email[]", "toString", "%ZZ",
];

/** A form field name: a declared one, a Conform-reserved one, an unknown one, a huge index. */
const fieldName = (names: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names, "x", "services", "industries"),
          fc.constantFrom(...hugeIndexes, 0, 1, -1, 24),
        )
        .map(([name, i]) => `${name}[${i}]`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...oddFieldNames) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );

/** A form field value: a plausible one, an intent, a Conform intent, or something nasty. */
const fieldValue = (f: Fixtures) =>
  fc.oneof(
    { weight: 3, arbitrary: nastyText },
    { weight: 2, arbitrary: fc.constantFrom(...intents) },
    {
      weight: 2,
      // prettier-ignore
      arbitrary: fc.constantFrom(
        f.formToken, "Website Development", "Dubai", "3-5", "website", "15k-30k", "1-month",
        "2016", "١٩٩٩", "15,000", "1e308", "10-49", "250+", "ar", "Arabic",
        "hello@example.ae", f.otherAgency.email, String(f.otherAgency.id), String(f.briefId),
        "/admin?x=\r\nSet-Cookie: a=b", "/admin\r\n", "https://example.ae", "true", "1",
        f.agency.slug, "Ras Al Khaimah", "Food & Beverage",
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("insert", "remove", "reorder", "update", "reset", "validate"),
          fc.constantFrom(...hugeIndexes, 0, -1),
        )
        .map(([type, index]) =>
          JSON.stringify({ type, payload: { name: "services", index, from: index, to: 0 } }),
        ),
    },
  );

/** A form as a browser encodes it, as a sloppy client does (only & = % + escaped), or multipart. */
function encodeForm(fields: [string, string][], style: "urlencoded" | "raw" | "multipart") {
  if (style === "multipart") {
    const boundary = `----hostile${fields.length}`;
    const parts = fields.map(
      ([n, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${n.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`,
    );
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      bytes: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    };
  }
  const encode = style === "raw" ? (s: string) => s.replace(/[&=%+]/g, (c) => pct(c)) : pct;
  const body = fields.map(([n, v]) => `${encode(n)}=${encode(v)}`).join("&");
  return { type: "application/x-www-form-urlencoded", bytes: Buffer.from(body) };
}

/** Form posts to every page action: unknown names, huge indexes, thousands of fields, NUL, ... */
export const formCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(...formTargets(f)),
      fc.constantFrom("", "", ".data", "?index"),
      fc.constantFrom<"urlencoded" | "raw" | "multipart">(
        "urlencoded",
        "urlencoded",
        "raw",
        "multipart",
      ),
      fc.constantFrom("", "", f.cookies.admin, f.cookies.agency, f.cookies.expiredAgency),
      fc.boolean(),
      fc.integer({ min: 0, max: 20 }),
      fc.constantFrom(0, 0, 0, 0, 500, 3000, 20_000),
      fc.constantFrom("", "", "x[30000000]=a", "%ZZ=1", "a=%ZZ", "a=%C0%AF", "&&&&", "=x", "a=b=c"),
    )
    .chain(([target, end, style, session, withToken, n, many, tail]) =>
      fc
        .array(fc.tuple(fieldName(target.names), fieldValue(f)), { minLength: n, maxLength: n })
        .map((fields): HostileCase => {
          const all: [string, string][] = [
            ...(withToken ? [[formGuardFields.startedAt, f.formToken] as [string, string]] : []),
            ...fields,
            ...Array.from({ length: many }, (_, i): [string, string] => [`f${i}`, "v"]),
          ];
          const form = encodeForm(all, style);
          // A piece no encoder would write, after the well-formed fields.
          const body =
            tail && style !== "multipart"
              ? Buffer.concat([form.bytes, Buffer.from(`&${tail}`)])
              : form.bytes;
          return {
            family: "form",
            request: {
              method: "POST",
              target: target.path + end,
              headers: [["Content-Type", form.type], ...cookieHeader(session)],
              body: bytes(body),
            },
            mustAnswer: body.length <= MUST_ANSWER_UP_TO,
          };
        }),
    );

/** The JSON endpoints, each with a valid body that the JSON family then bends. */
export function jsonTargets(
  f: Fixtures,
): { path: string; method: string; valid: Record<string, unknown> }[] {
  const other = f.otherAgency;
  return [
    {
      path: "/api/contact",
      method: "POST",
      valid: { name: "Omar", email: "omar@example.ae", message: "Hi" },
    },
    {
      path: "/api/submit-brief",
      method: "POST",
      valid: validBriefInput({
        emirate: "Dubai",
        industry: "Retail",
        preferredLanguage: "ar",
        requestedAgency: f.agency.slug,
      }),
    },
    { path: "/api/submit-agency", method: "POST", valid: validAgencyInput() },
    {
      path: "/api/admin/auth",
      method: "POST",
      valid: { username: "admin", password: "wrong-password" },
    },
    { path: "/api/matches", method: "POST", valid: { briefId: f.briefId, agencyId: f.agency.id } },
    {
      path: "/api/create-checkout-session",
      method: "POST",
      valid: { agencyId: other.id, email: other.email },
    },
    { path: "/api/upgrade-to-pro", method: "POST", valid: { sessionId: f.checkoutId } },
    { path: `/api/admin/agencies/${other.id}`, method: "PATCH", valid: { approved: true } },
    { path: `/api/admin/briefs/${f.briefId}`, method: "PATCH", valid: { qualified: true } },
    { path: "/api/stripe/webhook", method: "POST", valid: { id: "evt_1", type: "invoice.paid" } },
  ];
}

// prettier-ignore
const jsonOddities = [
  "", "null", "1", '"x"', "true", "[]", "{", '{"a":}', "\ufeff{}", "{}{}", '{"a":"\\u0000"}',
  '{"a":"\\ud800"}', '{"__proto__":{"isPro":true,"approved":true}}', "NaN", "1e999", '{"a":1,"a":2}',
  '{"constructor":{"prototype":{"x":1}}}', "\u0000", '{"password":"\\u0000","username":"\\u0000"}',
];

/** A JSON text: the endpoint's valid body with one key bent, deep nesting, a huge array, or junk. */
const jsonText = (valid: Record<string, unknown>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            ...Object.keys(valid),
            "extra",
            "__proto__",
            "constructor",
            "prototype",
            formGuardFields.honeypot,
          ),
          fc.oneof(
            nastyText,
            fc.constantFrom<unknown>(
              null,
              true,
              0,
              -1,
              1e308,
              [],
              {},
              [1, 2],
              { $gt: "" },
              "1".repeat(400),
            ),
            fc
              .integer({ min: 1000, max: 30_000 })
              .map((n) => Array<string>(n).fill("Website Development")),
          ),
        )
        .map(([key, value]) => {
          // Written out by hand so that a "__proto__" key is an own key of the text, as sent.
          const rest = Object.entries(valid).filter(([k]) => k !== key);
          return `{${[...rest, [key, value]].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 10, max: 30_000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
        .map(([depth, [open, close]]) => `${open!.repeat(depth)}1${close!.repeat(depth)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1000, max: 30_000 })
        .map((n) => `[${Array(n).fill(0).join(",")}]`),
    },
    { weight: 2, arbitrary: fc.constantFrom(...jsonOddities) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  );

/** JSON bodies to every JSON endpoint, with and without sessions and a same-site Origin. */
export const jsonCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(...jsonTargets(f)),
      fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "APPLICATION/JSON;x=y",
      ),
      fc.constantFrom("", "", f.cookies.admin, f.cookies.agency, f.cookies.expiredAdmin),
      fc.constantFrom("", "", f.siteOrigin, "https://evil.example", "null"),
    )
    .chain(([target, type, session, origin]) =>
      jsonText(target.valid).map((text): HostileCase => ({
        family: "json",
        request: {
          method: target.method,
          target: target.path,
          headers: [
            ["Content-Type", type],
            ...cookieHeader(session),
            ...(origin ? [["Origin", origin] as [string, string]] : []),
          ],
          body: bytes(text),
        },
        mustAnswer: true,
      })),
    );

/** Every endpoint that reads a body: the form pages and the JSON API. */
const bodyTargets = (f: Fixtures) => [
  ...formTargets(f).map((t) => ({ path: t.path, method: "POST", json: false })),
  ...jsonTargets(f).map((t) => ({ path: t.path, method: t.method, json: true })),
];

/** A form or JSON body of exactly `size` bytes. */
export function sizedBody(size: number, json: boolean): Buffer {
  const body = Buffer.alloc(size, "a");
  if (json && size >= 8) {
    body.write('{"a":"', 0);
    body.write('"}', size - 2);
  } else if (!json && size >= 2) {
    body.write("a=", 0);
  }
  return body;
}

/** Body sizes around and far past the cap, with a true, a short or no Content-Length. */
export const sizeCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(...bodyTargets(f)),
      fc.constantFrom(...bodySizes),
      fc.constantFrom("length", "length", "chunked", "short length"),
      fc.constantFrom("", f.cookies.admin, f.cookies.agency),
    )
    .map(([target, size, framing, session]): HostileCase => {
      const body = sizedBody(size, target.json);
      const chunks = Array.from({ length: Math.ceil(size / (16 * KB)) }, (_, i) =>
        body.subarray(i * 16 * KB, (i + 1) * 16 * KB),
      );
      const wire: WireBody =
        framing === "chunked"
          ? { kind: "chunked", chunks }
          : // Claiming less than it sends: the rest reads as a second, broken request.
            {
              kind: "bytes",
              bytes: body,
              contentLength: framing === "short length" ? Math.floor(size / 2) : undefined,
            };
      const type = target.json ? "application/json" : "application/x-www-form-urlencoded";
      return {
        family: `size, ${framing}`,
        request: {
          method: target.method,
          target: target.path,
          headers: [["Content-Type", type], ...cookieHeader(session)],
          body: wire,
        },
        mustAnswer: size <= MUST_ANSWER_UP_TO,
      };
    });

const broken = (family: string, request: Partial<WireRequest>): HostileCase => ({
  family,
  request: { method: "GET", target: "/", headers: [], ...request },
  mustAnswer: false,
});

/** Broken HTTP: control bytes in the request line, framing conflicts, bodies cut off. */
export const rawCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc.oneof(
    fc.constantFrom(
      ...[
        "/a\u0000b",
        "/a\u0001",
        "/\u007f",
        "/a b",
        "/\u00ff\u00fe",
        "/agencies/\u00c0\u00af",
        "/a\tb",
      ].map((target) => broken("raw target", { target })),
      broken("raw framing", {
        method: "POST",
        target: "/contact",
        headers: [
          ["Content-Length", "3"],
          ["Content-Length", "5"],
        ],
      }),
      broken("raw framing", {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Transfer-Encoding", "gzip, chunked"],
        ],
        body: { kind: "bytes", bytes: Buffer.from("2\r\n{}\r\n0\r\n\r\n"), contentLength: 13 },
      }),
      broken("raw method", { method: "CONNECT", target: "127.0.0.1:1" }),
      broken("raw method", { method: "G\u00e9T" }),
      broken("raw header", {
        headers: [
          ["X-Bad", "a\u0000b"],
          ["Bad Name", "x"],
        ],
      }),
      broken("raw upgrade", {
        headers: [
          ["Connection", "Upgrade"],
          ["Upgrade", "websocket"],
        ],
      }),
    ),
    fc
      .tuple(fc.constantFrom(...bodyTargets(f)), fc.integer({ min: 1, max: 200 }))
      .map(([target, sent]) =>
        broken("raw truncated body", {
          method: target.method,
          target: target.path,
          headers: [
            [
              "Content-Type",
              target.json ? "application/json" : "application/x-www-form-urlencoded",
            ],
            ...cookieHeader(f.cookies.agency),
          ],
          body: {
            kind: "truncated",
            bytes: sizedBody(sent, target.json),
            contentLength: sent + 1000,
          },
        }),
      ),
  );

// A 40 x 40 PNG and JPEG (valid: an agency's session stores them), drawn once with sharp.
const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASElEQVRYhe3YsQkAMAwDwez0+2+gobJDmjQH7g3C1iOd1Zc5FkfqOa68UwxkLDOQCBaDxWBxsBgsBouDRWkxwTxVxJQvPWtwAQzxeOptm0+cAAAAAElFTkSuQmCC",
  "base64",
);
const SMALL_JPEG = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC4COggAAAAAAAAAAAAAAAP/9k=",
  "base64",
);

/** What an upload's file part holds: images, broken images, and files that pretend to be one. */
const uploadBytes = fc.oneof(
  fc.constantFrom(
    SMALL_PNG,
    SMALL_JPEG,
    SMALL_PNG.subarray(0, 60),
    SMALL_JPEG.subarray(0, 120),
    Buffer.concat([SMALL_PNG.subarray(0, 8), Buffer.from("<html><script>alert(1)</script>")]),
    Buffer.concat([SMALL_PNG, Buffer.from("<html><script>alert(1)</script>")]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from("GIF89a\x01\x00\x01\x00"),
    Buffer.from("%PDF-1.4\n%%EOF"),
    Buffer.from("RIFF\0\0\0\0WEBPVP8 "),
    Buffer.from("\0\0\0\x18ftypavif\0\0\0\0"),
    Buffer.alloc(0),
  ),
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
);

/**
 * Uploads to the dashboard's image forms: multipart with file parts (under the declared name and
 * others, several, none, with hostile file names and content types), with and without a session.
 */
export const uploadCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom("/dashboard/images", "/ar/dashboard/images", "/dashboard/images.data"),
      fc.constantFrom("upload-logo", "add-image", "remove-logo", "caption", "x", ""),
      fc.array(
        fc.tuple(
          fc.constantFrom("image", "image", "file", "image[]", "intent", ""),
          fc.constantFrom("a.png", "a.jpg", "../../etc/passwd", "a\u0000.png", "", "x".repeat(500)),
          fc.constantFrom(
            "image/png",
            "image/svg+xml",
            "text/html",
            "application/octet-stream",
            "",
          ),
          uploadBytes,
        ),
        { minLength: 0, maxLength: 3 },
      ),
      fc.constantFrom("", f.cookies.agency, f.cookies.agency, f.cookies.expiredAgency),
      fc.constantFrom("", "", f.siteOrigin, "https://evil.example"),
    )
    .map(([target, intent, files, session, origin]): HostileCase => {
      const boundary = "----hostileUpload";
      const parts = [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n`,
        ),
        ...files.map(([name, filename, type, bytes]) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
                (type ? `Content-Type: ${type}\r\n` : "") +
                "\r\n",
            ),
            bytes,
            Buffer.from("\r\n"),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ];
      return {
        family: "upload",
        request: {
          method: "POST",
          target,
          headers: [
            ["Content-Type", `multipart/form-data; boundary=${boundary}`],
            ...cookieHeader(session),
            ...(origin ? [["Origin", origin] as [string, string]] : []),
          ],
          body: bytes(Buffer.concat(parts)),
        },
        mustAnswer: true,
      };
    });

/** The mix the suite sends; weights favour the families that reach the most code. */
export const hostileRequest = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc.oneof(
    { weight: 20, arbitrary: pathCase(f) },
    { weight: 14, arbitrary: queryCase(f) },
    { weight: 14, arbitrary: headerCase(f) },
    { weight: 27, arbitrary: formCase(f) },
    { weight: 3, arbitrary: uploadCase(f) },
    { weight: 20, arbitrary: jsonCase(f) },
    { weight: 3, arbitrary: sizeCase(f) },
    { weight: 2, arbitrary: rawCase(f) },
  );
