import { describe, expect, it } from "vitest";
import {
  dashboardPath,
  keptLinkExpiresAt,
  SIGN_IN_LINK_MINUTES,
  signInRequestSchema,
} from "./agency-access";

describe("the dashboard's e-mail lookup", () => {
  const messageOf = (input: unknown) =>
    signInRequestSchema.safeParse(input).error?.issues[0]?.message;

  it("asks for an address when none is given, empty or blank", () => {
    for (const email of [undefined, null, "", "   "]) {
      expect(messageOf({ email })).toBe("Please enter your email address");
    }
  });

  it("refuses what is not an e-mail address", () => {
    expect(messageOf({ email: "falcon" })).toBe("Please enter a valid email address");
    expect(messageOf({ email: `${"a".repeat(250)}@x.ae` })).toBe(
      "Please enter a valid email address",
    );
  });

  it("trims a valid address", () => {
    expect(signInRequestSchema.parse({ email: " hello@falcon.ae " })).toEqual({
      email: "hello@falcon.ae",
    });
  });
});

describe("where a sign-in link leads", () => {
  it("keeps the two dashboard pages and a thread, and sends anything else to the dashboard", () => {
    expect(dashboardPath("/dashboard/upgrade")).toBe("/dashboard/upgrade");
    expect(dashboardPath("/dashboard")).toBe("/dashboard");
    expect(dashboardPath("/dashboard/threads/42")).toBe("/dashboard/threads/42");
    for (const other of [
      "https://evil.example",
      "/admin",
      "//evil",
      null,
      5,
      "/dashboard/threads/0",
      "/dashboard/threads/07",
      "/dashboard/threads/1234567890",
      "/dashboard/threads/4?x=1",
      "/dashboard/threads/4/../../admin",
      "/dashboard/threads/4\n",
      "/dashboard/invoices/4",
      "/ar/dashboard/threads/4",
    ]) {
      expect(dashboardPath(other)).toBe("/dashboard");
    }
  });
});

describe("how long a kept sign-in link lasts", () => {
  const HOUR = 3_600_000;
  const createdAt = new Date("2026-03-01T10:00:00Z");
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);

  it("lasts SIGN_IN_LINK_MINUTES from the latest request", () => {
    expect(keptLinkExpiresAt({ createdAt }, HOUR, at(30))).toEqual(at(30 + SIGN_IN_LINK_MINUTES));
  });

  it("never past SIGN_IN_LINK_MINUTES after leaving the hour's window", () => {
    expect(keptLinkExpiresAt({ createdAt }, HOUR, at(62))).toEqual(at(60 + SIGN_IN_LINK_MINUTES));
    expect(keptLinkExpiresAt({ createdAt }, HOUR, at(65))).toEqual(at(60 + SIGN_IN_LINK_MINUTES));
  });
});
