import fc from "fast-check";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { ANY_BIDI_CONTROL, controlInsertions, withControls } from "#tests/bidi-text";
import { AgencyApiInput, AgencyInput } from "./agency";
import { signInRequestSchema } from "./agency-access";
import { BriefApiInput, BriefInput } from "./brief";
import { contactApiSchema, contactSchema } from "./contact";
import { parseDirectoryQuery } from "./directory";
import { reviewSchema } from "./reviews";
import { addressLinkSchema, saveSearchSchema } from "./saved-searches";

/**
 * Every one-line field of every form and JSON API drops bidirectional controls and marks, wherever
 * they were typed in it (app/domain/bidi-controls.ts): a name can never reorder the mail subject,
 * page title or JSON-LD it is written into.
 */
const brief = {
  companyName: "Saffron Kitchen",
  contactName: "Omar Khalil",
  email: "omar@saffron.example",
  phone: "+971 50 123 4567",
  projectType: "website",
  budget: "15k-30k",
  timeline: "1-month",
  description: "We need a bilingual website for our cafe chain.",
};
const agency = {
  agencyName: "Falcon Digital",
  agencyNameAr: "فالكون الرقمية",
  contactName: "ليلى حداد",
  email: "hello@falcon.example",
  phone: "+971 4 123 4567",
  website: "https://falcon.example",
  portfolio: "https://falcon.example/work",
  logoUrl: "https://falcon.example/logo.png",
  location: "Dubai",
  services: ["Website Development"],
  industries: ["Retail"],
  experience: "3-5",
  description: "A Dubai studio building websites for retailers.",
};
const contact = {
  name: "Huda Saleh",
  email: "huda@example.ae",
  message: "Hello, tell me about Pro.",
};
const review = {
  overall: "5",
  quality: "4",
  communication: "4",
  value: "3",
  timeliness: "5",
  title: "A good partner",
  body: "They delivered what they promised, on time, and answered every question quickly.",
  wentAhead: "no",
  budget: "5k-15k",
};

type Form = {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  oneLine: string[];
};

const forms: Form[] = [
  {
    name: "brief form",
    schema: BriefInput,
    valid: brief,
    oneLine: ["companyName", "contactName", "email", "phone"],
  },
  {
    name: "POST /api/submit-brief",
    schema: BriefApiInput,
    valid: brief,
    oneLine: ["companyName", "contactName", "email", "phone"],
  },
  ...[AgencyInput, AgencyApiInput].map((schema, i) => ({
    name: i === 0 ? "listing form" : "POST /api/submit-agency",
    schema,
    valid: agency,
    oneLine: [
      "agencyName",
      "agencyNameAr",
      "contactName",
      "email",
      "phone",
      "website",
      "portfolio",
      "logoUrl",
    ],
  })),
  { name: "contact form", schema: contactSchema, valid: contact, oneLine: ["name", "email"] },
  {
    name: "POST /api/contact",
    schema: contactApiSchema,
    valid: contact,
    oneLine: ["name", "email"],
  },
  { name: "review form", schema: reviewSchema, valid: review, oneLine: ["title"] },
  {
    name: "Alert me form",
    schema: saveSearchSchema(),
    valid: { email: "saver@example.ae", frequency: "daily" },
    oneLine: ["email"],
  },
  {
    name: "saved searches' address form",
    schema: addressLinkSchema(),
    valid: { email: "saver@example.ae" },
    oneLine: ["email"],
  },
  {
    name: "dashboard sign-in form",
    schema: signInRequestSchema,
    valid: { email: "hello@falcon.example" },
    oneLine: ["email"],
  },
];

describe.each(forms)("the $name", ({ schema, valid, oneLine }) => {
  const clean = schema.parse(valid) as Record<string, unknown>;
  it.each(oneLine)("drops bidirectional controls from %s", (field) => {
    fc.assert(
      fc.property(controlInsertions, (insertions) => {
        const hostile = withControls(String(valid[field]), insertions);
        const parsed = schema.safeParse({ ...valid, [field]: hostile });
        expect(parsed.success, hostile).toBe(true);
        const value = (parsed.data as Record<string, unknown>)[field];
        expect(value).toBe(clean[field]);
        expect(String(value)).not.toMatch(ANY_BIDI_CONTROL);
      }),
    );
  });
});

describe("the directory's search text", () => {
  it("drops bidirectional controls", () => {
    fc.assert(
      fc.property(controlInsertions, (insertions) => {
        const q = withControls("web design دبي", insertions);
        const { filters } = parseDirectoryQuery(new URLSearchParams({ q }));
        expect(filters.q).toBe("web design دبي");
      }),
    );
  });
});
