import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/config.server";
import { FORM_MAX_AGE_MS, FORM_MIN_FILL_MS, formGuardFields } from "~/domain/form-guard";

type GuardConfig = Pick<Config, "sessionSecrets">;
export type FormGuardVerdict =
  | { ok: true }
  /** The honeypot was filled: answer as if it worked, store and send nothing. */
  | { ok: false; reason: "bot" }
  /** Sent sooner than a person could, or with a missing, forged or day-old start time. */
  | { ok: false; reason: "too-fast" | "expired" };

const sign = (value: string, secret: string) =>
  createHmac("sha256", secret).update(`form-started:${value}`).digest("base64url");

/**
 * The signed start time a form page puts in its hidden field (from its loader): signed with the
 * newest SESSION_SECRET, accepted with any listed one, so a rotation fails no open form.
 */
export function issueFormToken(config: GuardConfig, now = Date.now()): string {
  return `${now}.${sign(String(now), config.sessionSecrets[0]!)}`;
}

function isSignedStartTime(issued: string, signature: string, config: GuardConfig): boolean {
  const given = Buffer.from(signature);
  return config.sessionSecrets.some((secret) => {
    const expected = Buffer.from(sign(issued, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export function checkFormGuard(
  form: FormData,
  config: GuardConfig,
  now = Date.now(),
): FormGuardVerdict {
  const honeypot = form.get(formGuardFields.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: false, reason: "bot" };

  const token = form.get(formGuardFields.startedAt);
  const [issued, signature] = typeof token === "string" ? token.split(".") : [];
  if (!issued || !signature || !/^\d{10,16}$/.test(issued)) return { ok: false, reason: "expired" };
  if (!isSignedStartTime(issued, signature, config)) return { ok: false, reason: "expired" };
  const age = now - Number(issued);
  if (age > FORM_MAX_AGE_MS || age < -60_000) return { ok: false, reason: "expired" };
  if (age < FORM_MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}
