import { describe, expect, it } from "vitest";
import { matchAgencyEmail } from "./match-agency";
import { agencyProfileUrl, matchClientEmail } from "./match-client";

const site = { name: "Wakala", url: "https://wakala.ae" };
const brief = {
  companyName: "Saffron <Kitchen>",
  contactName: "Omar\nKhalil",
  email: "omar@saffron.ae",
  phone: "+971 50 123 4567",
  projectType: "website",
  budget: "15k-30k",
  timeline: "2-3-months",
  description: "A bilingual site for our cafés.\n<script>alert(1)</script>",
};
const agency = {
  slug: "falcon-digital",
  agencyName: "Falcon & Co",
  contactName: "Layla Haddad",
  email: "hello@falcon.ae",
  phone: null,
  website: "https://falcon.ae/?a=1&b=2",
  location: "Dubai",
  services: ["Website Development", "UI/UX Design"],
};

describe("the agency's match e-mail", () => {
  const mail = matchAgencyEmail({ brief, agency }, site, "en");

  it("names the client on one line in the subject", () => {
    // The name is isolated (FSI ... PDI): a control typed in it reorders nothing around it.
    expect(mail.subject).toBe("New client brief: \u2068Saffron <Kitchen>\u2069");
    expect(mail.text).toContain("You have a new match, Layla Haddad");
    expect(mail.text).toContain("Reply to this e-mail to write to Omar Khalil directly.");
  });

  it("carries the whole brief and the client's contact details, with labels", () => {
    for (const line of [
      "Company Name: Saffron <Kitchen>",
      "Contact Name: Omar\nKhalil",
      "Email Address: omar@saffron.ae",
      "Phone Number: +971 50 123 4567",
      "Project Type: Website Development",
      "Budget (AED): 15,000 - 30,000",
      "Timeline: 2-3 months",
      "Project Description: A bilingual site for our cafés.\n<script>alert(1)</script>",
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it("escapes everything in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<Kitchen>");
    expect(mail.html).toContain("Saffron &#60;Kitchen&#62;");
    expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("says 'Not given' for a missing phone", () => {
    const without = matchAgencyEmail({ brief: { ...brief, phone: null }, agency }, site, "en");
    expect(without.text).toContain("Phone Number: Not given");
  });
});

describe("the client's match e-mail", () => {
  const mail = matchClientEmail({ brief, agency }, site, "en");

  it("introduces the agency with its profile link, e-mail and website", () => {
    expect(mail.subject).toBe("You've been matched with \u2068Falcon & Co\u2069");
    expect(mail.text).toContain("Meet Falcon & Co, Omar Khalil");
    expect(mail.text).toContain("Agency: Falcon & Co");
    expect(mail.text).toContain("Email: hello@falcon.ae");
    expect(mail.text).toContain("Website: https://falcon.ae/?a=1&b=2");
    expect(mail.text).toContain("Phone: Not given");
    expect(mail.text).toContain("Services: Website Development, UI/UX Design");
    expect(mail.text).toContain("View agency profile: https://wakala.ae/agencies/falcon-digital");
  });

  it("gives the profile link once, in English and in Arabic", () => {
    for (const locale of ["en", "ar"] as const) {
      const sent = matchClientEmail({ brief, agency }, site, locale);
      const profile = `https://wakala.ae${locale === "ar" ? "/ar" : ""}/agencies/falcon-digital`;
      expect(sent.text.split(profile)).toHaveLength(2);
      expect(sent.html.split(profile)).toHaveLength(2);
      expect(sent.html).toContain(`href="${profile}"`);
    }
  });

  it("escapes the HTML part, links included", () => {
    expect(mail.html).toContain('href="https://wakala.ae/agencies/falcon-digital"');
    expect(mail.html).toContain("Falcon &#38; Co");
    expect(mail.html).toContain("https://falcon.ae/?a=1&#38;b=2");
    expect(mail.html).not.toContain("<Kitchen>");
  });

  it("encodes a slug of other scripts in the link", () => {
    expect(agencyProfileUrl(site, "وكالة-دبي", "en")).toBe(
      `https://wakala.ae/agencies/${encodeURIComponent("وكالة-دبي")}`,
    );
  });
});
