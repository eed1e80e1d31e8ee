import { describe, expect, it } from "vitest";
import { messageIdDomain, messageIdOf } from "./transport.server";

describe("Message-IDs", () => {
  const site = "https://staging.wakala.ae";

  it("carry the From address's domain", () => {
    expect(messageIdDomain("Wakala <no-reply@wakala.ae>", site)).toBe("wakala.ae");
    expect(messageIdDomain("no-reply@Mail.Wakala.AE", site)).toBe("mail.wakala.ae");
    expect(messageIdDomain('"Team @ Wakala" <team@wakala.ae>', site)).toBe("wakala.ae");
  });

  it("carry the site's host when the From address has no usable domain", () => {
    expect(messageIdDomain("Wakala", site)).toBe("staging.wakala.ae");
    expect(messageIdDomain("Wakala <no-reply@>", site)).toBe("staging.wakala.ae");
  });

  it("are the message key at that domain, in angle brackets", () => {
    expect(messageIdOf("0b6f5c0e-8f0d-4a43-9d5e-1d2b3c4d5e6f", "wakala.ae")).toBe(
      "<0b6f5c0e-8f0d-4a43-9d5e-1d2b3c4d5e6f@wakala.ae>",
    );
  });
});
