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
});
