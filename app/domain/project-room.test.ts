import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH, messagePieces, threadMessageSchema } from "./project-room";

describe("a message's text", () => {
  it("links only http(s) addresses, shown as themselves, with sentence punctuation left out", () => {
    expect(messagePieces("See https://studio.ae/work, then call. javascript:alert(1)")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://studio.ae/work", host: "studio.ae" },
      { kind: "text", text: ", then call. javascript:alert(1)" },
    ]);
    expect(messagePieces("(http://a.example/x?y=1).")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", href: "http://a.example/x?y=1", host: "a.example" },
      { kind: "text", text: ")." },
    ]);
  });

  it("shows an address's real domain, not a lookalike's spelling", () => {
    const [piece] = messagePieces("https://аpple.com/login");
    expect(piece).toMatchObject({ kind: "link", host: "xn--pple-43d.com" });
  });

  it("keeps what is not an address as text, however it is written", () => {
    const text = "نص عربي https:// <b>bold</b> http://[::1 ok";
    expect(
      messagePieces(text)
        .map((p) => (p.kind === "text" ? p.text : p.href))
        .join(""),
    ).not.toContain("<a");
    expect(messagePieces("")).toEqual([]);
  });

  it("is 1 to MESSAGE_MAX_LENGTH characters after trimming, without direction controls", () => {
    expect(threadMessageSchema.safeParse({ body: "  \u202e  " }).success).toBe(false);
    expect(threadMessageSchema.safeParse({ body: "x".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      threadMessageSchema.safeParse({ body: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    expect(threadMessageSchema.parse({ body: " a\r\nb\u202e " }).body).toBe("a\nb");
  });
});
