import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AgencyInput } from "./agency";
import { emirates, experienceLevels, industries, services } from "./value-sets";

const valid = {
  agencyName: "Pixel & Code",
  contactName: "Layla Haddad",
  email: "hello@pixelandcode.ae",
  phone: "+971 4 123 4567",
  website: "https://pixelandcode.ae",
  portfolio: "https://www.behance.net/pixelandcode",
  logoUrl: "https://pixelandcode.ae/logo.png",
  location: "Dubai",
  services: ["Website Development", "SEO Services"],
  industries: ["Retail", "Real Estate"],
  experience: "3-5",
  description: "A Dubai studio building websites for retailers.",
  foundingYear: 2016,
  teamSize: "10-49",
  minBudgetAed: 15000,
  languages: ["ar", "en"],
};

function errorsOf(input: unknown) {
  const result = AgencyInput.safeParse(input);
  expect(result.success).toBe(false);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error!.issues)
    (fields[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return fields;
}

describe("AgencyInput", () => {
  it("accepts a complete listing and drops unknown fields", () => {
    expect(AgencyInput.parse({ ...valid, approved: true, isPro: true, slug: "x" })).toEqual(valid);
  });

  it("needs only the name, contact, e-mail, one service, experience and description", () => {
    const minimal = {
      agencyName: "Falcon Works",
      contactName: "Sara",
      email: "sara@falcon.ae",
      services: "Content Creation",
      experience: "1-2",
      description: "Content for brands.",
    };
    expect(AgencyInput.parse(minimal)).toEqual({
      ...minimal,
      services: ["Content Creation"],
      industries: [],
      languages: [],
    });
    // Missing and empty optional fields are both 'not given'.
    const empty = AgencyInput.parse({
      ...minimal,
      phone: "",
      website: "",
      portfolio: " ",
      logoUrl: null,
      location: "",
      industries: [],
    });
    expect(empty).toEqual({
      ...minimal,
      services: ["Content Creation"],
      industries: [],
      languages: [],
    });
  });

  it("accepts every reading of experience and location, storing the canonical value", () => {
    for (const set of [experienceLevels, emirates]) {
      const field = set === emirates ? "location" : "experience";
      for (const option of set.options) {
        expect(AgencyInput.parse({ ...valid, [field]: option.value })[field]).toBe(option.value);
        expect(AgencyInput.parse({ ...valid, [field]: option.label })[field]).toBe(option.value);
      }
    }
    expect(AgencyInput.parse({ ...valid, experience: "10+" }).experience).toBe("10-plus");
    expect(AgencyInput.parse({ ...valid, location: "RAK" }).location).toBe("Ras Al Khaimah");
  });

  it("accepts every service and industry in either reading, canonical and in list order", () => {
    expect(AgencyInput.parse({ ...valid, services: services.values }).services).toEqual(
      services.values,
    );
    expect(AgencyInput.parse({ ...valid, industries: industries.values }).industries).toEqual(
      industries.values,
    );
    const listing = AgencyInput.parse({
      ...valid,
      services: ["ui/ux design", "Web Development", "Website Development"],
      industries: "saas",
    });
    expect(listing.services).toEqual(["Website Development", "UI/UX Design"]);
    expect(listing.industries).toEqual(["SaaS"]);
  });

  it("needs at least one service", () => {
    for (const none of [undefined, [], "", null]) {
      expect(errorsOf({ ...valid, services: none })).toEqual({
        services: ["Please select at least one service"],
      });
    }
  });

  it("refuses services and industries outside the lists with one message per field", () => {
    expect(
      errorsOf({ ...valid, services: ["Knitting", "SEO Services"], industries: [{}] }),
    ).toEqual({
      services: ["Please choose one of the listed options"],
      industries: ["Please choose one of the listed options"],
    });
    expect(errorsOf({ ...valid, services: [["SEO Services"]] })).toEqual({
      services: ["Please choose one of the listed options"],
    });
  });

  it.each(["agencyName", "contactName", "email", "experience", "description"])(
    "says 'Required' when %s is missing or empty",
    (field) => {
      for (const value of [undefined, ""]) {
        expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: ["Required"] });
      }
    },
  );

  it.each([
    "javascript:alert(1)",
    "ftp://pixelandcode.ae",
    "pixel and code",
    "https://localhost",
    "https://",
    "mailto:hello@pixelandcode.ae",
  ])("refuses %s as a website, portfolio or logo address", (url) => {
    const message = "Please enter a web address, such as youragency.ae";
    expect(errorsOf({ ...valid, website: url, portfolio: url, logoUrl: url })).toEqual({
      website: [message],
      portfolio: [message],
      logoUrl: [message],
    });
  });

  it("reads a website, portfolio or logo typed without https:// as https", () => {
    const parsed = AgencyInput.parse({
      ...valid,
      website: "nakhla.example",
      portfolio: "www.behance.net/nakhla",
      logoUrl: "cdn.nakhla.example/logo.png",
    });
    expect(parsed).toMatchObject({
      website: "https://nakhla.example",
      portfolio: "https://www.behance.net/nakhla",
      logoUrl: "https://cdn.nakhla.example/logo.png",
    });
  });

  it("refuses an over-long address, name and description", () => {
    const errors = errorsOf({
      ...valid,
      website: `https://pixelandcode.ae/${"a".repeat(2048)}`,
      agencyName: "x".repeat(121),
      description: "x".repeat(5001),
    });
    expect(errors).toEqual({
      website: ["Please keep this to 2048 characters or fewer"],
      agencyName: ["Please keep this to 120 characters or fewer"],
      description: ["Please keep this to 5000 characters or fewer"],
    });
  });

  it("refuses a location that is not an emirate and a malformed e-mail and phone", () => {
    const errors = errorsOf({ ...valid, location: "Mars", email: "hello@", phone: "call me" });
    expect(Object.keys(errors)).toEqual(["email", "phone", "location"]);
    expect(errors.location).toEqual(["Please choose one of the listed options"]);
  });

  it("refuses an unknown experience or location, of any type, with one friendly message", () => {
    const message = "Please choose one of the listed options";
    for (const value of ["forever", 5, ["3-5"], { years: 5 }]) {
      expect(errorsOf({ ...valid, experience: value, location: value })).toEqual({
        location: [message],
        experience: [message],
      });
    }
  });

  it.each(["!!!", "&", "---", "\u200b!\u200b"])(
    "refuses %j as an agency or contact name: no letter or digit",
    (name) => {
      const message = "Please enter a name with letters or numbers";
      expect(errorsOf({ ...valid, agencyName: name, contactName: name })).toEqual({
        agencyName: [message],
        contactName: [message],
      });
    },
  );

  it("takes names of zero-width characters only as not given, and keeps Arabic names", () => {
    expect(errorsOf({ ...valid, agencyName: "\u200b\u200b", contactName: "\u200d" })).toEqual({
      agencyName: ["Required"],
      contactName: ["Required"],
    });
    const listing = AgencyInput.parse({
      ...valid,
      agencyName: "\ufeffوكالة الإبداع\u200b",
      contactName: "ليلى حداد",
    });
    expect(listing).toMatchObject({ agencyName: "وكالة الإبداع", contactName: "ليلى حداد" });
  });

  it("reads the facts bar as people type it: founding year, team size, smallest project, languages", () => {
    const typed = AgencyInput.parse({
      ...valid,
      foundingYear: "٢٠١٦",
      teamSize: "250+",
      minBudgetAed: "15,000",
      languages: ["English", "العربية", "Tagalog"],
    });
    expect(typed).toMatchObject({
      foundingYear: 2016,
      teamSize: "250-plus",
      minBudgetAed: 15000,
      languages: ["ar", "en", "tl"],
    });
    expect(AgencyInput.parse({ ...valid, minBudgetAed: "١٥٬٠٠٠ " }).minBudgetAed).toBe(15000);
    const blank = AgencyInput.parse({ ...valid, foundingYear: "", minBudgetAed: " " });
    expect([blank.foundingYear, blank.minBudgetAed]).toEqual([undefined, undefined]);
  });

  it("refuses a founding year outside 1900 to this year, and a smallest project outside its range", () => {
    const nextYear = new Date().getUTCFullYear() + 2;
    for (const foundingYear of [
      "1899",
      String(nextYear),
      "2016.5",
      "twenty",
      2016.5,
      [2016],
      "2e3",
    ]) {
      expect(errorsOf({ ...valid, foundingYear }).foundingYear?.[0]).toMatch(
        /^Please enter a year between 1900 and \d{4}$/,
      );
    }
    for (const minBudgetAed of ["499", "10000001", "-5000", "15k", 1e100, "9".repeat(400)]) {
      expect(errorsOf({ ...valid, minBudgetAed }).minBudgetAed).toEqual([
        "Please enter an amount in AED between 500 and 10,000,000",
      ]);
    }
    expect(errorsOf({ ...valid, teamSize: "huge" }).teamSize).toEqual([
      "Please choose one of the listed options",
    ]);
    expect(errorsOf({ ...valid, languages: ["Klingon"] }).languages).toEqual([
      "Please choose one of the listed options",
    ]);
  });

  it("gives an over-long address that is also malformed only the length message", () => {
    const url = `https://${"a".repeat(2050)}.ae`;
    expect(errorsOf({ ...valid, website: url, portfolio: "x".repeat(2049) })).toEqual({
      website: ["Please keep this to 2048 characters or fewer"],
      portfolio: ["Please keep this to 2048 characters or fewer"],
    });
  });

  it("reads checkboxes from a submitted form (Conform): one box or several", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) {
      for (const item of [value].flat()) form.append(name, String(item));
    }
    const submission = parseWithZod(form, { schema: AgencyInput });
    expect(submission.status === "success" && submission.value).toEqual(valid);

    form.delete("services");
    form.append("services", "Web Development");
    const one = parseWithZod(form, { schema: AgencyInput });
    expect(one.status === "success" && one.value.services).toEqual(["Website Development"]);

    form.delete("services");
    expect(parseWithZod(form, { schema: AgencyInput }).reply().error).toEqual({
      services: ["Please select at least one service"],
    });
  });

  it("takes an optional Arabic name and description, cleaned like the English ones", () => {
    const listing = AgencyInput.parse({
      ...valid,
      agencyNameAr: "  بكسل   وكود ",
      descriptionAr: "استوديو في دبي\r\nيبني المواقع لتجار التجزئة.",
    });
    expect(listing.agencyNameAr).toBe("بكسل وكود");
    expect(listing.descriptionAr).toBe("استوديو في دبي\nيبني المواقع لتجار التجزئة.");
    const blank = AgencyInput.parse({ ...valid, agencyNameAr: " ", descriptionAr: null });
    expect(blank.agencyNameAr).toBeUndefined();
    expect(blank.descriptionAr).toBeUndefined();
    expect(
      errorsOf({
        ...valid,
        agencyNameAr: "ب".repeat(121),
        descriptionAr: "و".repeat(5001),
      }),
    ).toEqual({
      agencyNameAr: ["Please keep this to 120 characters or fewer"],
      descriptionAr: ["Please keep this to 5000 characters or fewer"],
    });
    expect(errorsOf({ ...valid, agencyNameAr: "!!!" })).toEqual({
      agencyNameAr: [expect.stringMatching(/letter/i)],
    });
  });

  it("accepts the Arabic labels of the value sets, storing the canonical value", () => {
    const listing = AgencyInput.parse({
      ...valid,
      location: "دبي",
      experience: "3-5 سنوات",
      services: ["تحسين محركات البحث (SEO)", "تصميم مواقع"],
      industries: ["العقارات"],
    });
    expect(listing).toMatchObject({
      location: "Dubai",
      experience: "3-5",
      services: ["Website Development", "SEO Services"],
      industries: ["Real Estate"],
    });
  });
});
