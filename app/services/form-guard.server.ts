import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";
import { readSignedToken, signToken, type SignerConfig } from "./hmac-signer.server";

type GuardConfig = SignerConfig;

/**
 * "person", or "bot": the honeypot was filled, or the form's token is missing or not one this site
 * signed. A bot is answered as a person would be, and nothing is stored or sent.
 */
export type FormGuardVerdict = "person" | "bot";

/**
 * The signed token a form page puts in its hidden field (from its loader): signed with the
 * newest SESSION_SECRET, accepted with any listed one, so a rotation fails no open form.
 */
export function issueFormToken(config: GuardConfig, now = Date.now()): string {
  return signToken(config, "form-started", String(now));
}

/**
 * Whether a public form was sent by a person: its honeypot empty and a token this site signed.
 * Neither the token's age nor the time taken to fill the form counts: people paste, autofill and
 * fill one-field forms in a second, and leave tabs open for days (docs/decisions/010).
 */
export function checkFormGuard(form: FormData, config: GuardConfig): FormGuardVerdict {
  if (isHoneypotFilled(form.get(formGuardFields.honeypot))) return "bot";
  const issued = readSignedToken(config, "form-started", form.get(formGuardFields.startedAt));
  return issued !== null && /^\d{10,16}$/.test(issued) ? "person" : "bot";
}
