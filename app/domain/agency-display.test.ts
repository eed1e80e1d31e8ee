import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileName, hostileText } from "#tests/bidi-text";
import { reviewsJsonLd } from "./review-display";
import { services } from "./value-sets";
import {
  agencyTextIn,
  cardExcerpt,
  agencyInitial,
  agencyMailto,
  experienceLabel,
  firstWithMore,
  jsonForScript,
  labelList,
  locationLabel,
  organizationJsonLd,
  phoneHref,
} from "./agency-display";

describe("card fallbacks and helpers", () => {
  it("takes the first letter of the name, or 'A'", () => {
    expect(agencyInitial("pixel & code")).toBe("P");
    expect(agencyInitial("  ")).toBe("A");
    expect(agencyInitial(undefined)).toBe("A");
    expect(agencyInitial("وكالة")).toBe("و");
  });

  it("shows three and counts the rest", () => {
    expect(firstWithMore(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(firstWithMore(["a"])).toEqual({ shown: ["a"], more: 0 });
  });

  it("builds the contact mail link with the brand in the subject", () => {
    expect(agencyMailto("hi@pixel.ae", "Project Inquiry via {brand}", "Wakala")).toBe(
      "mailto:hi@pixel.ae?subject=Project%20Inquiry%20via%20Wakala",
    );
    // Arabic letters stay as written (a URL may hold them); spaces and delimiters are encoded.
    const arabic = agencyMailto("hi@pixel.ae", "استفسار عن مشروع عبر {brand} & #1", "Wakala");
    expect(arabic).toBe(
      "mailto:hi@pixel.ae?subject=استفسار%20عن%20مشروع%20عبر%20Wakala%20%26%20%231",
    );
    expect(decodeURIComponent(arabic.split("subject=")[1]!)).toBe(
      "استفسار عن مشروع عبر Wakala & #1",
    );
  });

  it("makes dialable phone links and readable experience", () => {
    expect(phoneHref("+971 (4) 123-4567")).toBe("tel:+97141234567");
    expect(experienceLabel("10-plus")).toBe("10+ years");
    expect(experienceLabel("")).toBeUndefined();
    expect(experienceLabel("10-plus", "ar")).toBe("10 سنوات فأكثر");
  });

  it("labels an agency's location and lists in the page's locale", () => {
    expect(locationLabel("ar", "Dubai")).toBe("دبي");
    expect(locationLabel("en", "Dubai")).toBe("Dubai");
    expect(locationLabel("ar", null)).toBe("الإمارات");
    expect(locationLabel("en", "")).toBe("UAE");
    expect(labelList("ar", services, ["SEO Services", "Content Creation"])).toBe(
      "تحسين محركات البحث (SEO)، صناعة المحتوى",
    );
    expect(labelList("en", services, ["SEO Services", "Content Creation"])).toBe(
      "SEO Services, Content Creation",
    );
  });
});

describe("an agency's name and description in the page's locale", () => {
  const both = {
    agencyName: "Creative Agency",
    agencyNameAr: "وكالة الإبداع",
    description: "We make brands.",
    descriptionAr: "نصنع العلامات التجارية.",
  };
  const englishOnly = { ...both, agencyNameAr: null, descriptionAr: null };

  it("shows the Arabic ones on an Arabic page, the English ones on an English page", () => {
    expect(agencyTextIn("ar", both)).toEqual({
      name: "وكالة الإبداع",
      description: "نصنع العلامات التجارية.",
      otherName: "Creative Agency",
    });
    expect(agencyTextIn("en", both)).toEqual({
      name: "Creative Agency",
      description: "We make brands.",
      otherName: "وكالة الإبداع",
    });
  });

  it("falls back to the other language when the page's is not given or blank", () => {
    expect(agencyTextIn("ar", englishOnly)).toEqual({
      name: "Creative Agency",
      description: "We make brands.",
    });
    expect(agencyTextIn("ar", { ...both, agencyNameAr: "  ", descriptionAr: "" })).toEqual({
      name: "Creative Agency",
      description: "We make brands.",
    });
    expect(agencyTextIn("ar", { ...englishOnly, descriptionAr: "وصف فقط" }).description).toBe(
      "وصف فقط",
    );
    expect(agencyTextIn("en", { ...both, description: " " }).description).toBe(
      "نصنع العلامات التجارية.",
    );
    expect(agencyTextIn("en", { agencyName: "X", description: "Y" })).toEqual({
      name: "X",
      description: "Y",
    });
  });

  it("names no other name when both are the same", () => {
    expect(agencyTextIn("ar", { ...both, agencyNameAr: "Creative Agency" })).not.toHaveProperty(
      "otherName",
    );
  });
});

describe("structured data", () => {
  const agency = {
    agencyName: "Pixel </script><script>alert(1)</script>",
    slug: "pixel-and-code",
    description: "Line one\u2028line two & more",
    email: "hi@pixel.ae",
    website: "https://pixel.ae",
    logoUrl: "data:image/svg+xml,x",
    location: null,
  };

  it("describes the organization, with UAE when the location is missing", () => {
    const data = organizationJsonLd(agency, "https://wakala.ae");
    expect(data).toMatchObject({
      "@type": "Organization",
      url: "https://wakala.ae/agencies/pixel-and-code",
      email: "hi@pixel.ae",
      sameAs: ["https://pixel.ae"],
      address: { addressLocality: "UAE", addressCountry: "AE" },
    });
    expect(data).not.toHaveProperty("logo");
    expect(
      organizationJsonLd(
        { ...agency, location: "Dubai", logoUrl: "https://x.ae/l.png" },
        "https://wakala.ae",
      ),
    ).toMatchObject({
      logo: "https://x.ae/l.png",
      address: { addressLocality: "Dubai" },
    });
  });

  it("speaks the page's locale: address, name, description and emirate", () => {
    const bilingual = {
      ...agency,
      agencyName: "Creative Agency",
      agencyNameAr: "وكالة الإبداع",
      descriptionAr: "نصنع العلامات التجارية.",
      slug: "وكالة-الإبداع",
      location: "Dubai",
    };
    expect(organizationJsonLd(bilingual, "https://wakala.ae", "ar")).toMatchObject({
      name: "وكالة الإبداع",
      alternateName: "Creative Agency",
      description: "نصنع العلامات التجارية.",
      url: `https://wakala.ae/ar/agencies/${encodeURIComponent("وكالة-الإبداع")}`,
      address: { addressLocality: "دبي" },
    });
    expect(organizationJsonLd(bilingual, "https://wakala.ae", "en")).toMatchObject({
      name: "Creative Agency",
      alternateName: "وكالة الإبداع",
      description: agency.description,
      address: { addressLocality: "Dubai" },
    });
    expect(organizationJsonLd(agency, "https://wakala.ae", "ar")).toMatchObject({
      name: agency.agencyName,
      address: { addressLocality: "الإمارات" },
    });
    expect(organizationJsonLd(agency, "https://wakala.ae")).not.toHaveProperty("alternateName");
  });

  it("can never close its script element", () => {
    const text = jsonForScript(organizationJsonLd(agency, "https://wakala.ae"));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text).name).toBe(agency.agencyName);
  });
});

describe("cardExcerpt", () => {
  it("keeps a short description whole, with its whitespace collapsed", () => {
    expect(cardExcerpt("  Web design\n\nand  branding. ")).toBe("Web design and branding.");
    expect(cardExcerpt("")).toBe("");
  });

  it("cuts a long one at a word before the limit, without trailing punctuation", () => {
    const text = "We build brands, websites and campaigns for companies across the Emirates.";
    expect(cardExcerpt(text, 40)).toBe("We build brands, websites and campaigns…");
    expect(cardExcerpt(text, 20)).toBe("We build brands…");
    expect(cardExcerpt(text, 40).length).toBeLessThanOrEqual(40);
  });

  it("cuts inside a word only when there is no space in the second half", () => {
    expect(cardExcerpt("a".repeat(300), 20)).toBe(`${"a".repeat(19)}…`);
  });

  it("never exceeds the limit on generated text", () => {
    for (let i = 0; i < 200; i++) {
      const words = Array.from({ length: 80 }, (_, j) => "x".repeat(((i * 7 + j * 13) % 11) + 1));
      expect(cardExcerpt(words.join(i % 2 ? " " : ", "), 160).length).toBeLessThanOrEqual(160);
    }
  });
});

describe("structured data from names typed by an attacker", () => {
  it("carries no bidirectional control that carries state, in any field", () => {
    fc.assert(
      fc.property(
        hostileName("Falcon Digital"),
        hostileName("فالكون"),
        hostileText,
        hostileName("A good partner"),
        (agencyName, agencyNameAr, description, title) => {
          const agency = {
            agencyName,
            agencyNameAr,
            slug: "falcon",
            description,
            descriptionAr: description,
            email: "hi@falcon.ae",
            website: "https://falcon.ae",
            logoUrl: null,
            location: "Dubai",
          };
          const review = {
            reviewerName: agencyName,
            overall: 5,
            title,
            body: description,
            createdAt: new Date("2026-01-02"),
          };
          for (const locale of ["en", "ar"] as const) {
            const json = jsonForScript({
              ...organizationJsonLd(agency, "https://wakala.ae", locale),
              ...reviewsJsonLd(
                { summary: { count: 1, average: 5 }, reviews: [review] } as unknown as Parameters<
                  typeof reviewsJsonLd
                >[0],
                locale,
              ),
            });
            expect(json).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
            expect(JSON.parse(json)).toMatchObject({ name: expect.any(String) });
          }
        },
      ),
    );
  });
});
