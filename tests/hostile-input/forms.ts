import { taxDetailsSchema } from "~/domain/tax-details";
import fc from "fast-check";
import { adminLoginSchema } from "~/domain/admin";
import { AgencyInput } from "~/domain/agency";
import { BriefInput } from "~/domain/brief";
import { contactSchema } from "~/domain/contact";
import { formGuardFields } from "~/domain/form-guard";
import { savedFilterFields } from "~/domain/saved-searches";
import type { Fixtures, HostileCase } from "./generators";
import { MUST_ANSWER_UP_TO, bytes, cookieHeader, hugeIndexes, nastyText, pct } from "./pieces";

/** The form family: posts to every page action, with declared, reserved and unknown fields. */

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
      names: [
        "intent",
        "email",
        "reviewId",
        "reply",
        ...Object.keys(AgencyInput.shape),
        // The tax details form (issue 32).
        ...Object.keys(taxDetailsSchema.shape),
      ],
    },
    { path: "/ar/dashboard", names: Object.keys(taxDetailsSchema.shape) },
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
    // The project room's url-encoded forms: a message, Hide, and the match's answer (issue 31).
    {
      path: `/my-briefs/threads/${f.threads.A.matchId}`,
      names: ["intent", "body", "messageId", "reason", "note"],
    },
    {
      path: `/dashboard/threads/${f.threads.A.matchId}`,
      names: ["intent", "body", "messageId", "reason", "note", ...proposalNames],
    },
    // The client's comparison: hire after the confirmation, or close the brief (issue 31).
    {
      path: `/my-briefs/briefs/${f.threads.A.briefId}`,
      names: ["intent", "proposalId", "version", "reason", "note"],
    },
    {
      path: `/admin/threads/${f.threads.B.matchId}`,
      names: ["intent", "body", "messageId", "reason", "note"],
    },
    // The development mailbox's "Answer this e-mail" (decision 019).
    { path: "/dev/mailbox", names: ["intent", "mailId", "body"] },
  ];
}

/** The proposal form's fields (issue 31): its rows are named `lines[0].description`, ... */
// prettier-ignore
const proposalNames = [
  "summary", "scope", "lines[0].description", "lines[0].quantity", "lines[0].unitPrice",
  "lines[49].unitPrice", "discount", "startDate", "endDate", "validUntil", "milestones[0].label",
  "milestones[0].percent", "milestones[1].percent",
];

// prettier-ignore
const intents = [
  "request-link", "sign-out", "update-listing", "cancel", "resume", "refund", "billing-portal",
  "test-advance", "test-fail-renewal", "subscribe", "approve", "delete-agency", "delete-brief",
  "delete-message", "logout", "pay", "decline", "__proto__", "constructor", "toString",
  "approve-review", "reject-review", "approve-reply", "reject-reply", "delete-review", "reply-review",
  "update", "pause", "delete-all", "One-Click", "instant", "weekly", "qualify-brief", "confirm",
  "upload-logo", "remove-logo", "add-image", "remove-image", "move-earlier", "move-later", "caption",
  "send-message", "hide-message", "accept-match", "decline-match", "replace-match", "answer",
  "save-proposal", "send-proposal", "withdraw-proposal", "accept-proposal", "close-brief",
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
        // Amounts, dates, percentages and reasons of a proposal and a decision (issue 31).
        "-1", "NaN", "1e309", "12345678901234567890", "٢٥٬٠٠٠", "12,500.505", "2027-02-30",
        "2027-03-01", "0000-00-00", "100", "101", "price", "in-house",
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
      fc.constantFrom(
        "",
        "",
        f.cookies.admin,
        f.cookies.agency,
        f.cookies.expiredAgency,
        f.cookies.clientA,
      ),
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
