import fc from "fast-check";
import { validAgencyInput, validBriefInput } from "#tests/factories";
import { formGuardFields } from "~/domain/form-guard";
import type { Fixtures, HostileCase } from "./generators";
import { bytes, cookieHeader, nastyText } from "./pieces";

/** The JSON family: every JSON endpoint's valid body, bent, nested, huge or junk. */

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
