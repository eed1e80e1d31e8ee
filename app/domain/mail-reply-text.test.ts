import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPLY_MARKER, replyText } from "./mail-reply-text";

/** The new text of e-mail answers as mail programs write them (decision 019). */
describe("replyText", () => {
  it.each([
    [
      "Gmail",
      "Sounds good, Tuesday then.\r\n\r\nOn Sun, 29 Nov 2026 at 10:00, Wakala <no-reply@wakala.ae> wrote:\r\n> ##- Write your answer above this line -##\r\n> New message",
      "Sounds good, Tuesday then.",
    ],
    [
      "an attribution line wrapped in two",
      "Yes.\n\nOn Sun, 29 Nov 2026 at 10:00, Wakala <\nno-reply@wakala.ae> wrote:\n> quoted",
      "Yes.",
    ],
    [
      "Gmail in Arabic",
      "موافق.\n\nفي الأحد، 29 نوفمبر 2026 في 10:00 ص، كتب Wakala <no-reply@wakala.ae>:\n> نص",
      "موافق.",
    ],
    [
      "Outlook",
      "Attached is the brief.\n\n________________________________\nFrom: Wakala <no-reply@wakala.ae>\nSent: Sunday, 29 November 2026 10:00\nTo: layla@client.example",
      "Attached is the brief.",
    ],
    [
      "Outlook's header block without the rule",
      "Thanks\n\nFrom: Wakala <no-reply@wakala.ae>\nDate: Sunday, 29 November 2026\nSubject: New message",
      "Thanks",
    ],
    ["an old Outlook", "Fine.\n-----Original Message-----\nFrom: Wakala", "Fine."],
    ["a signature", "See you then.\n-- \nLayla Haddad\nCEO, Gulf Horizon", "See you then."],
    ["a phone's line", "Ok!\n\nSent from my iPhone", "Ok!"],
    ["a phone's line in Arabic", "حسناً\n\nأُرسلت من الـ iPhone", "حسناً"],
    [
      "the marker without a quote (a program that quotes nothing)",
      `Call me.\n\n${REPLY_MARKER} Write your answer above this line -##\nNew message`,
      "Call me.",
    ],
    ["only a quote", "> ##- Write your answer above this line -##\n> Hello", ""],
  ])("takes the new text of %s", (_name, mail, expected) => {
    expect(replyText(mail)).toBe(expected);
  });

  it("keeps what only looks like a quote's start, and long lines whole", () => {
    const long = "word ".repeat(2000).trim();
    const text = `On Monday we can meet at ten.\nFrom: our side, a plan.\n\n\n\nThen: ${long}`;
    expect(replyText(text)).toBe(
      `On Monday we can meet at ten.\nFrom: our side, a plan.\n\nThen: ${long}`,
    );
  });

  it("never returns more than it was given, and ends without blank lines", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const out = replyText(text);
        expect(out.length).toBeLessThanOrEqual(text.length);
        expect(out).toBe(out.replace(/\n+$/, ""));
      }),
    );
  });

  it("reads a mail of a million lines line by line (no pattern backtracks across them)", () => {
    const lines = "On x\n".repeat(20_000) + "a".repeat(1_000_000);
    // The text read is capped: the work is bounded whatever the mail.
    expect(replyText(lines).length).toBeLessThanOrEqual(100_000);
  });
});
