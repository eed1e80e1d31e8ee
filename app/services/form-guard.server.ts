import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/config.server";
import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";

type GuardConfig = Pick<Config, "sessionSecrets">;

/**
 * "person", or "bot": the honeypot was filled, or the form's token is missing or not one this site
 * signed. A bot is answered as a person would be, and nothing is stored or sent.
 */
export type FormGuardVerdict = "person" | "bot";

const sign = (value: string, secret: string) =>
  createHmac("sha256", secret).update(`form-started:${value}`).digest("base64url");

/**
 * The signed token a form page puts in its hidden field (from its loader): signed with the
 * newest SESSION_SECRET, accepted with any listed one, so a rotation fails no open form.
 */
export function issueFormToken(config: GuardConfig, now = Date.now()): string {
  return `${now}.${sign(String(now), config.sessionSecrets[0]!)}`;
}

function isSignedToken(issued: string, signature: string, config: GuardConfig): boolean {
  const given = Buffer.from(signature);
  return config.sessionSecrets.some((secret) => {
    const expected = Buffer.from(sign(issued, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * Whether a public form was sent by a person: its honeypot empty and a token this site signed.
 * Neither the token's age nor the time taken to fill the form counts: people paste, autofill and
 * fill one-field forms in a second, and leave tabs open for days (docs/decisions/010).
 */
export function checkFormGuard(form: FormData, config: GuardConfig): FormGuardVerdict {
  if (isHoneypotFilled(form.get(formGuardFields.honeypot))) return "bot";
  const token = form.get(formGuardFields.startedAt);
  const [issued, signature, ...rest] = typeof token === "string" ? token.split(".") : [];
  if (!issued || !signature || rest.length > 0 || !/^\d{10,16}$/.test(issued)) return "bot";
  return isSignedToken(issued, signature, config) ? "person" : "bot";
}
