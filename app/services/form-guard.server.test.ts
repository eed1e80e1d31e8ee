import { describe, expect, it } from "vitest";
import { formGuardFields } from "~/domain/form-guard";
import { checkFormGuard, issueFormToken } from "./form-guard.server";

const config = { sessionSecrets: ["s".repeat(40)] };
const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("checkFormGuard", () => {
  const token = issueFormToken(config, t0);

  it("accepts a form filled in at a human pace with the honeypot empty", () => {
    const submitted = form({ [formGuardFields.startedAt]: token, [formGuardFields.honeypot]: "" });
    expect(checkFormGuard(submitted, config, t0 + 8_000)).toEqual({ ok: true });
  });

  it("flags a filled honeypot as a bot", () => {
    const submitted = form({
      [formGuardFields.startedAt]: token,
      [formGuardFields.honeypot]: "Bob",
    });
    expect(checkFormGuard(submitted, config, t0 + 8_000)).toEqual({ ok: false, reason: "bot" });
  });

  it("refuses a form sent faster than a person could fill it", () => {
    const submitted = form({ [formGuardFields.startedAt]: token });
    expect(checkFormGuard(submitted, config, t0 + 500)).toEqual({ ok: false, reason: "too-fast" });
  });

  it.each([
    ["missing", {}],
    ["forged", { [formGuardFields.startedAt]: `${t0 - 60_000}.not-the-signature` }],
    [
      "signed with another secret",
      { [formGuardFields.startedAt]: issueFormToken({ sessionSecrets: ["x".repeat(40)] }, t0) },
    ],
    ["malformed", { [formGuardFields.startedAt]: "yesterday" }],
  ])("treats a %s start time as expired", (_label, fields) => {
    expect(checkFormGuard(form(fields), config, t0 + 8_000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("accepts a form opened before SESSION_SECRET was rotated, and signs new ones with the new secret", () => {
    const rotated = { sessionSecrets: ["n".repeat(40), ...config.sessionSecrets] };
    const opened = form({ [formGuardFields.startedAt]: token });
    expect(checkFormGuard(opened, rotated, t0 + 8_000)).toEqual({ ok: true });
    const fresh = form({ [formGuardFields.startedAt]: issueFormToken(rotated, t0) });
    expect(checkFormGuard(fresh, { sessionSecrets: ["n".repeat(40)] }, t0 + 8_000)).toEqual({
      ok: true,
    });
    expect(checkFormGuard(fresh, config, t0 + 8_000)).toMatchObject({ ok: false });
  });

  it("treats a form left open for more than a day as expired", () => {
    const submitted = form({ [formGuardFields.startedAt]: token });
    expect(checkFormGuard(submitted, config, t0 + 25 * 3600_000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
