import { describe, expect, it } from "vitest";
import { isPermanentRefusal } from "./smtp-refusal.server";

/** An error as nodemailer reports a failed send. */
const smtpError = (fields: { code: string; command?: string; responseCode?: number }) =>
  Object.assign(new Error("send failed"), fields);

describe("isPermanentRefusal", () => {
  it("is a 5xx to the message's recipient or content", () => {
    expect(
      isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 })),
    ).toBe(true);
    expect(
      isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 553 })),
    ).toBe(true);
    expect(
      isPermanentRefusal(smtpError({ code: "EMESSAGE", command: "DATA", responseCode: 554 })),
    ).toBe(true);
    expect(
      isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "DATA", responseCode: 554 })),
    ).toBe(true);
  });

  it("is not a 4xx, nor 503 (a session out of step)", () => {
    for (const responseCode of [421, 450, 451, 452, 503]) {
      expect(
        isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode })),
      ).toBe(false);
      expect(
        isPermanentRefusal(smtpError({ code: "EMESSAGE", command: "DATA", responseCode })),
      ).toBe(false);
    }
  });

  it("is not a failure every message would meet: the connection, the greeting, sign-in, the sender", () => {
    expect(isPermanentRefusal(smtpError({ code: "ESOCKET", command: "CONN" }))).toBe(false);
    expect(isPermanentRefusal(smtpError({ code: "ECONNECTION", command: "CONN" }))).toBe(false);
    expect(isPermanentRefusal(smtpError({ code: "ETIMEDOUT", command: "CONN" }))).toBe(false);
    expect(
      isPermanentRefusal(smtpError({ code: "EPROTOCOL", command: "CONN", responseCode: 554 })),
    ).toBe(false);
    expect(
      isPermanentRefusal(smtpError({ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535 })),
    ).toBe(false);
    expect(
      isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "MAIL FROM", responseCode: 550 })),
    ).toBe(false);
  });

  it("is not an error without an SMTP reply", () => {
    expect(isPermanentRefusal(new Error("connect ECONNREFUSED 127.0.0.1:2525"))).toBe(false);
    expect(isPermanentRefusal(smtpError({ code: "EENVELOPE", command: "API" }))).toBe(false);
    expect(isPermanentRefusal("550")).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});
