import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { renderAt, rootData } from "#tests/route-stub";
import type { PublicAgency } from "~/domain/directory";
import { AgencyProfileView } from "./agency-profile-view";
import { AgencyShortProfileView } from "./agency-short-profile-view";

const agency: PublicAgency = {
  id: 7,
  slug: "pixel-and-code",
  agencyName: "Pixel & Code",
  agencyNameAr: null,
  logoUrl: null,
  isPro: false,
  location: "Dubai",
  experience: "3-5",
  description: "Websites for Dubai's startups.",
  descriptionAr: null,
  services: ["Website Development"],
  industries: [],
  website: null,
  portfolio: null,
  email: "hello@pixelandcode.example",
  phone: null,
  foundingYear: null,
  teamSize: null,
  minBudgetAed: null,
  languages: [],
  ratingAverage: null,
  ratingCount: 0,
  responseHours: null,
};

/** A view's HTML inside a router, as its route renders it. */
function render(view: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => view }]);
  return renderToString(<Stub />);
}

describe("the full profile", () => {
  it("marks an approved agency Verified", () => {
    const html = render(<AgencyProfileView agency={agency} />);
    expect(html).toContain("Verified");
    expect(html).not.toContain("Pending review");
  });

  it("says how fast the agency usually responds, only when it qualifies (decision 020)", () => {
    expect(render(<AgencyProfileView agency={agency} />)).not.toContain("Usually responds");
    const html = render(<AgencyProfileView agency={{ ...agency, responseHours: 6 }} />);
    expect(html).toContain("Usually responds");
    expect(html).toContain("within 6 hours");
    const once = render(<AgencyProfileView agency={{ ...agency, responseHours: 1 }} />);
    expect(once).toContain("within 1 hour<");
  });

  it.each([
    [1, "خلال ساعة واحدة"],
    [2, "خلال ساعتين"],
    [4, "خلال 4 ساعات"],
    [10, "خلال 10 ساعات"],
    [11, "خلال 11 ساعة"],
    [48, "خلال 48 ساعة"],
  ])("says %i hours in Arabic in the form Arabic counts them with", (hours, text) => {
    const html = renderAt(
      "/ar/agencies/pixel-and-code",
      () => <AgencyProfileView agency={{ ...agency, responseHours: hours }} />,
      { ...rootData, locale: "ar" },
    );
    expect(html).toContain(text);
  });

  it("marks an operator's preview of a pending agency as pending, not Verified", () => {
    const html = render(<AgencyProfileView agency={agency} pending />);
    expect(html).toContain("Pending review");
    expect(html).not.toContain("Verified");
  });

  it("leaves out Industry Experience when the agency names no industry", () => {
    expect(render(<AgencyProfileView agency={agency} />)).not.toContain("Industry Experience");
    const html = render(<AgencyProfileView agency={{ ...agency, industries: ["Retail"] }} />);
    expect(html).toContain("Industry Experience");
    expect(html).toContain("Retail");
  });
});

describe("the facts bar, what Verified means and the call to action", () => {
  const withFacts = {
    ...agency,
    foundingYear: 2016,
    teamSize: "10-49",
    minBudgetAed: 15000,
    languages: ["ar", "en"],
  };

  it("lists each fact the agency gave, and leaves out the ones it did not", () => {
    const html = render(<AgencyProfileView agency={withFacts} />);
    for (const text of ["Projects from", "AED 15,000", "10-49 people", "2016", "Arabic, English"])
      expect(html).toContain(text);
    const bare = render(<AgencyProfileView agency={agency} />);
    for (const text of ["Projects from", "Founded", "Languages"]) expect(bare).not.toContain(text);
    expect(bare).toContain("Office");
  });

  it("says what the operator checked, and links to the brief form naming the agency", () => {
    const html = render(<AgencyProfileView agency={agency} />);
    expect(html).toContain("What Verified means");
    expect(html).toContain("Get a proposal from <bdi>Pixel &amp; Code</bdi>");
    expect(html).toContain(`href="/submit?agency=${agency.slug}"`);
  });

  it("offers no proposal and no Verified note on an operator's preview of a pending listing", () => {
    const html = render(<AgencyProfileView agency={withFacts} pending />);
    expect(html).not.toContain("Get a proposal");
    expect(html).not.toContain("What Verified means");
  });
});

describe("a profile on an Arabic page", () => {
  const arabic = { ...rootData, locale: "ar" };
  const bilingual = {
    ...agency,
    agencyNameAr: "بكسل آند كود",
    descriptionAr: "مواقع إلكترونية للشركات الناشئة في دبي.",
    industries: ["Retail"],
  };
  const renderArabic = (view: React.ReactNode) => renderAt("/ar/agencies/x", () => view, arabic);

  it("shows the Arabic name and description, and the labels in Arabic", () => {
    for (const view of [
      <AgencyProfileView key="full" agency={bilingual} />,
      <AgencyShortProfileView key="short" agency={bilingual} />,
    ]) {
      const html = renderArabic(view);
      expect(html).toContain("بكسل آند كود");
      expect(html).toContain("مواقع إلكترونية للشركات الناشئة في دبي.");
      expect(html).toContain("دبي");
      expect(html).toContain("تطوير المواقع الإلكترونية");
      expect(html).toContain("تجارة التجزئة");
      expect(html).toContain("3-5 سنوات");
      expect(html).not.toContain("Pixel &amp; Code");
      expect(html).not.toContain("Website Development");
    }
  });

  it("falls back to the English name and description when there are no Arabic ones", () => {
    const html = renderArabic(<AgencyProfileView agency={agency} />);
    expect(html).toContain("Pixel &amp; Code");
    expect(html).toContain("Websites for Dubai&#x27;s startups.");
  });

  it("shows the English name on an English page, whatever Arabic one there is", () => {
    const html = render(<AgencyProfileView agency={bilingual} />);
    expect(html).toContain("Pixel &amp; Code");
    expect(html).not.toContain("بكسل آند كود");
    expect(html).toContain("Website Development");
  });
});

describe("the short profile", () => {
  it("shows Industry Expertise with its fallback when the agency names no industry", () => {
    const html = render(<AgencyShortProfileView agency={agency} />);
    expect(html).toContain("Industry Expertise");
    expect(html).toContain("Various industries");
  });

  it("lists the agency's industries when it names some", () => {
    const html = render(
      <AgencyShortProfileView agency={{ ...agency, industries: ["Retail", "Finance"] }} />,
    );
    expect(html).toContain("Retail, Finance");
    expect(html).not.toContain("Various industries");
  });
});
