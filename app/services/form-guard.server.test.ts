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

  it("takes a form with the page's token and the honeypot empty for a person's", () => {
    const submitted = form({ [formGuardFields.startedAt]: token, [formGuardFields.honeypot]: "" });
    expect(checkFormGuard(submitted, config)).toBe("person");
  });

  it("never asks how fast a form was filled in, nor how long its page was open", () => {
    // The token is issued when the page loads; a one-field form may be sent the same instant.
    const now = form({ [formGuardFields.startedAt]: issueFormToken(config) });
    expect(checkFormGuard(now, config)).toBe("person");
    const old = form({ [formGuardFields.startedAt]: issueFormToken(config, t0 - 30 * 86_400_000) });
    expect(checkFormGuard(old, config)).toBe("person");
  });

  it("flags a filled honeypot as a bot", () => {
    const submitted = form({
      [formGuardFields.startedAt]: token,
      [formGuardFields.honeypot]: "Bob",
    });
    expect(checkFormGuard(submitted, config)).toBe("bot");
  });

  it.each([
    ["missing", {}],
    ["forged", { [formGuardFields.startedAt]: `${t0 - 60_000}.not-the-signature` }],
    [
      "signed with another secret",
      { [formGuardFields.startedAt]: issueFormToken({ sessionSecrets: ["x".repeat(40)] }, t0) },
    ],
    ["malformed", { [formGuardFields.startedAt]: "yesterday" }],
    ["padded", { [formGuardFields.startedAt]: `${token}.extra` }],
  ])("flags a %s token as a bot (a person always sends the page's)", (_label, fields) => {
    expect(checkFormGuard(form(fields), config)).toBe("bot");
  });

  it("accepts a form opened before SESSION_SECRET was rotated, and signs new ones with the new secret", () => {
    const rotated = { sessionSecrets: ["n".repeat(40), ...config.sessionSecrets] };
    const opened = form({ [formGuardFields.startedAt]: token });
    expect(checkFormGuard(opened, rotated)).toBe("person");
    const fresh = form({ [formGuardFields.startedAt]: issueFormToken(rotated, t0) });
    expect(checkFormGuard(fresh, { sessionSecrets: ["n".repeat(40)] })).toBe("person");
    expect(checkFormGuard(fresh, config)).toBe("bot");
  });
});
