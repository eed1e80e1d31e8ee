import { describe, expect, it } from "vitest";
import { renderEmail } from "./layout";

describe("renderEmail", () => {
  const mail = renderEmail({
    site: { name: "Wakala", url: "https://wakala.ae" },
    locale: "en",
    heading: "Thanks, <Omar>",
    paragraphs: ["We received your brief.\nWe reply within 24-48 hours."],
    details: [{ label: "Budget", value: "AED 15,000 - 30,000" }],
    action: { label: "Open dashboard", url: "https://wakala.ae/dashboard?a=1&b=2" },
  });

  it("escapes what people typed in the HTML part and keeps line breaks", () => {
    expect(mail.html).toContain("Thanks, &#60;Omar&#62;");
    expect(mail.html).not.toContain("<Omar>");
    expect(mail.html).toContain("We received your brief.<br>We reply");
    expect(mail.html).toContain('href="https://wakala.ae/dashboard?a=1&#38;b=2"');
  });

  it("has a readable plain-text part with the same content", () => {
    expect(mail.text).toBe(
      [
        "Thanks, <Omar>",
        "",
        "We received your brief.\nWe reply within 24-48 hours.",
        "",
        "Budget: AED 15,000 - 30,000",
        "",
        "Open dashboard: https://wakala.ae/dashboard?a=1&b=2",
        "",
        "-- Wakala, https://wakala.ae",
      ].join("\n"),
    );
  });

  it("lists linked items and footer links, in both parts", () => {
    const listed = renderEmail({
      site: { name: "Wakala", url: "https://wakala.ae" },
      locale: "en",
      heading: "New agencies",
      paragraphs: [],
      items: [
        {
          title: "Falcon <Studio>",
          href: "https://wakala.ae/agencies/falcon?a=1&b=2",
          line: "Dubai",
        },
        { title: "More", href: "https://wakala.ae/agencies" },
      ],
      footnote: "Why you got this.",
      footerLinks: [{ label: "Unsubscribe", url: "https://wakala.ae/alerts/x/unsubscribe" }],
    });
    expect(listed.html).toContain(
      '<a href="https://wakala.ae/agencies/falcon?a=1&#38;b=2" dir="auto" style="color:#0f7a5f;font-weight:600;text-decoration:none">Falcon &#60;Studio&#62;</a>',
    );
    expect(listed.html).toContain('<a href="https://wakala.ae/alerts/x/unsubscribe"');
    expect(listed.text).toBe(
      [
        "New agencies",
        "",
        "Falcon <Studio>",
        "Dubai",
        "https://wakala.ae/agencies/falcon?a=1&b=2",
        "",
        "More",
        "https://wakala.ae/agencies",
        "",
        "Why you got this.",
        "",
        "Unsubscribe: https://wakala.ae/alerts/x/unsubscribe",
        "",
        "-- Wakala, https://wakala.ae",
      ].join("\n"),
    );
  });
});
