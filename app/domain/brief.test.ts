import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it } from "vitest";
import { BRIEF_DESCRIPTION_LENGTH, BriefApiInput, BriefInput, readRequestedAgency } from "./brief";
import { setLocaleSource } from "./i18n";
import { budgets, emirates, industries, languages, projectTypes, timelines } from "./value-sets";

const valid = {
  companyName: "Falcon Foods LLC",
  contactName: "Omar Khalil",
  email: "omar@falconfoods.ae",
  phone: "+971 50 123 4567",
  projectType: "website",
  budget: "15k-30k",
  timeline: "1-month",
  description: "A bilingual website for our cafe chain.",
};

/** The messages per field of a refused input. */
function errorsOf(input: unknown) {
  const result = BriefInput.safeParse(input);
  expect(result.success).toBe(false);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error!.issues)
    (fields[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return fields;
}

describe("BriefInput", () => {
  it("accepts a complete brief and drops unknown fields", () => {
    expect(BriefInput.parse({ ...valid, approved: true, id: 7 })).toEqual(valid);
  });

  it.each([
    ["projectType", projectTypes],
    ["budget", budgets],
    ["timeline", timelines],
  ] as const)("accepts every reading of %s and stores the canonical value", (field, set) => {
    for (const option of set.options) {
      expect(BriefInput.parse({ ...valid, [field]: option.value })[field]).toBe(option.value);
      expect(BriefInput.parse({ ...valid, [field]: option.label })[field]).toBe(option.value);
    }
  });

  it("normalises the other reading", () => {
    const brief = BriefInput.parse({
      ...valid,
      projectType: "mobile-app",
      budget: "100k+",
      timeline: "6-months+",
    });
    expect(brief).toMatchObject({
      projectType: "mobile",
      budget: "100k-plus",
      timeline: "6-plus-months",
    });
    expect(BriefInput.parse({ ...valid, projectType: "Mobile App Development" }).projectType).toBe(
      "mobile",
    );
  });

  it.each([
    "companyName",
    "contactName",
    "email",
    "projectType",
    "budget",
    "timeline",
    "description",
  ])("says 'Required' when %s is missing, empty, blank or null", (field) => {
    for (const value of [undefined, "", "   ", null]) {
      expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: ["Required"] });
    }
  });

  describe("the emirate, industry and working language (optional)", () => {
    it.each([
      ["emirate", emirates],
      ["industry", industries],
      ["preferredLanguage", languages],
    ] as const)(
      "accepts every reading of %s, Arabic labels too, stored canonical",
      (field, set) => {
        for (const option of set.options) {
          expect(BriefInput.parse({ ...valid, [field]: option.value })[field]).toBe(option.value);
          expect(BriefInput.parse({ ...valid, [field]: option.label })[field]).toBe(option.value);
          const arabic = set.labelIn("ar", option.value);
          expect(arabic).toMatch(/\p{Script=Arabic}/u);
          expect(BriefInput.parse({ ...valid, [field]: arabic })[field], arabic).toBe(option.value);
        }
        expect(
          BriefInput.parse({ ...valid, emirate: "RAK", preferredLanguage: "Tagalog" }),
        ).toMatchObject({ emirate: "Ras Al Khaimah", preferredLanguage: "tl" });
      },
    );

    it("takes each as not given when missing, empty, blank or null", () => {
      for (const value of [undefined, "", "   ", null]) {
        const brief = BriefInput.parse({
          ...valid,
          emirate: value,
          industry: value,
          preferredLanguage: value,
        });
        expect(brief).toMatchObject({
          emirate: undefined,
          industry: undefined,
          preferredLanguage: undefined,
        });
      }
    });

    it("refuses values outside their value sets with the one friendly message", () => {
      const message = "Please choose one of the listed options";
      expect(
        errorsOf({ ...valid, emirate: "Muscat", industry: ["Retail"], preferredLanguage: 7 }),
      ).toEqual({ emirate: [message], industry: [message], preferredLanguage: [message] });
    });
  });

  describe("the agency asked for (requestedAgency)", () => {
    it("reads a slug, in any script, trimmed and lower-cased", () => {
      expect(
        BriefInput.parse({ ...valid, requestedAgency: " Nakhla-Studio " }).requestedAgency,
      ).toBe("nakhla-studio");
      expect(readRequestedAgency("استوديو-نخلة")).toBe("استوديو-نخلة");
      expect(readRequestedAgency("pixel-and-code-studio-2")).toBe("pixel-and-code-studio-2");
    });

    it.each([
      ["missing", undefined],
      ["empty", ""],
      ["a path", "../admin"],
      ["markup", "<script>alert(1)</script>"],
      ["a query", "a?b=c"],
      ["too long", "a".repeat(121)],
      ["huge", "a".repeat(100_000)],
      ["a number", 42],
      ["a list", ["nakhla-studio"]],
      ["an object", { slug: "nakhla-studio" }],
    ])("ignores %s, never an error", (_label, requestedAgency) => {
      const result = BriefInput.safeParse({ ...valid, requestedAgency });
      expect(result.success).toBe(true);
      expect(result.data!.requestedAgency).toBeUndefined();
    });
  });

  it("treats a missing or empty phone as not given", () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(BriefInput.parse(withoutPhone).phone).toBeUndefined();
    expect(BriefInput.parse({ ...valid, phone: "" }).phone).toBeUndefined();
    expect(BriefInput.parse({ ...valid, phone: null }).phone).toBeUndefined();
  });

  it("accepts phone numbers as people write them", () => {
    for (const phone of ["+971501234567", "(04) 123-4567", "00971.50.123.4567", "050 123 4567"]) {
      expect(BriefInput.parse({ ...valid, phone }).phone).toBe(phone);
    }
  });

  it.each(["12ab", "123", "+971 50 123 4567 890 12", "phone: 050", "5".repeat(40)])(
    "refuses the phone number %s",
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({
        phone: ["Please enter a valid phone number, such as +971 50 123 4567"],
      });
    },
  );

  it.each(["omar", "omar@", "@falcon.ae", "omar@falcon", "omar falcon@x.ae"])(
    "refuses the e-mail address %s",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({
        email: ["Please enter a valid email address"],
      });
    },
  );

  it("refuses values outside the value sets with one friendly message each", () => {
    const message = "Please choose one of the listed options";
    expect(
      errorsOf({ ...valid, projectType: "podcast", budget: 5000, timeline: ["asap"] }),
    ).toEqual({ projectType: [message], budget: [message], timeline: [message] });
    expect(errorsOf({ ...valid, projectType: { value: "website" }, budget: true })).toEqual({
      projectType: [message],
      budget: [message],
    });
  });

  it.each(["!!!", "&", "---", "\u200b!\u200b"])(
    "refuses %j as a company or contact name: no letter or digit",
    (name) => {
      const message = "Please enter a name with letters or numbers";
      expect(errorsOf({ ...valid, companyName: name, contactName: name })).toEqual({
        companyName: [message],
        contactName: [message],
      });
    },
  );

  it("takes names of zero-width characters only as not given, and trims them at the ends", () => {
    expect(errorsOf({ ...valid, companyName: "\u200b\u200b", contactName: "\ufeff" })).toEqual({
      companyName: ["Required"],
      contactName: ["Required"],
    });
    const brief = BriefInput.parse({
      ...valid,
      companyName: "وكالة الإبداع",
      contactName: "\u200bOmar Khalil\u2060",
    });
    expect(brief).toMatchObject({ companyName: "وكالة الإبداع", contactName: "Omar Khalil" });
  });

  it("refuses over-long text with the limit in the message", () => {
    expect(errorsOf({ ...valid, companyName: "x".repeat(121) })).toEqual({
      companyName: ["Please keep this to 120 characters or fewer"],
    });
    expect(errorsOf({ ...valid, description: "x".repeat(5001) })).toEqual({
      description: ["Please keep this to 5000 characters or fewer"],
    });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@x.ae` }).email).toBeDefined();
    expect(BriefInput.parse({ ...valid, description: "x".repeat(5000) }).description).toHaveLength(
      5000,
    );
  });

  describe("the description's minimum length", () => {
    const { min } = BRIEF_DESCRIPTION_LENGTH;
    const tooShort = `Please describe your project in at least ${min} characters, so we can find the right agencies.`;
    afterEach(() => setLocaleSource(() => undefined));

    it("is a sensible floor: enough to say what the project is", () => {
      expect(min).toBeGreaterThanOrEqual(20);
      expect(min).toBeLessThanOrEqual(80);
    });

    it("refuses a description one character short, with the figure in the message", () => {
      expect(errorsOf({ ...valid, description: "Logo." })).toEqual({ description: [tooShort] });
      expect(errorsOf({ ...valid, description: "x".repeat(min - 1) })).toEqual({
        description: [tooShort],
      });
      expect(BriefInput.parse({ ...valid, description: "x".repeat(min) }).description).toHaveLength(
        min,
      );
    });

    it("counts the trimmed text, in characters (an emoji or an Arabic letter is one)", () => {
      const padded = `  \u200b${"x".repeat(min - 1)}\n\n  `;
      expect(errorsOf({ ...valid, description: padded })).toEqual({ description: [tooShort] });
      expect(BriefInput.safeParse({ ...valid, description: "\u{1F600}".repeat(min) }).success).toBe(
        true,
      );
      expect(errorsOf({ ...valid, description: "\u{1F600}".repeat(min - 1) })).toEqual({
        description: [tooShort],
      });
      expect(BriefInput.safeParse({ ...valid, description: "ب".repeat(min) }).success).toBe(true);
    });

    it("is the JSON API's rule too, and says so in Arabic on an Arabic page", () => {
      expect(BriefApiInput.safeParse({ ...valid, description: "Need logo" }).success).toBe(false);
      setLocaleSource(() => "ar");
      expect(errorsOf({ ...valid, description: "شعار جديد" })).toEqual({
        description: [
          `يرجى وصف مشروعك في ${min} حرفًا على الأقل، لنتمكن من اختيار الوكالات المناسبة له.`,
        ],
      });
    });
  });

  it("refuses text fields sent as numbers, objects or lists", () => {
    expect(
      errorsOf({ ...valid, companyName: 42, contactName: { a: 1 }, description: ["x"] }),
    ).toEqual({
      companyName: ["Please enter text"],
      contactName: ["Please enter text"],
      description: ["Please enter text"],
    });
  });

  it("trims text, drops control characters and keeps names on one line", () => {
    const brief = BriefInput.parse({
      ...valid,
      companyName: "  Falcon\n\tFoods\u0000 LLC ",
      email: " omar@falconfoods.ae ",
      description: "  Line one of the brief\r\nLine two of the brief\u0007 ",
    });
    expect(brief.companyName).toBe("Falcon Foods LLC");
    expect(brief.email).toBe("omar@falconfoods.ae");
    expect(brief.description).toBe("Line one of the brief\nLine two of the brief");
  });

  it("refuses a body that is not an object", () => {
    for (const body of [null, [], "brief", 7]) {
      expect(errorsOf(body)).toEqual({ "": ["Send the fields as a JSON object."] });
    }
  });

  it("reads a submitted form the same way (Conform)", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, budget: "100k+", phone: "" })) {
      form.set(name, value);
    }
    const submission = parseWithZod(form, { schema: BriefInput });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      budget: "100k-plus",
      phone: undefined,
    });
    const empty = parseWithZod(new FormData(), { schema: BriefInput });
    expect(empty.reply().error).toEqual({
      companyName: ["Required"],
      contactName: ["Required"],
      email: ["Required"],
      projectType: ["Required"],
      budget: ["Required"],
      timeline: ["Required"],
      description: ["Required"],
    });
  });
});

describe("BriefApiInput", () => {
  it("also reads the honeypot field, so the API can honour it", () => {
    expect(BriefApiInput.parse({ ...valid, name__confirm: "bot" }).name__confirm).toBe("bot");
  });
});
