import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/config.server";

/**
 * The one HMAC signer of the site's own tokens (the spam guard's form token, the saved-search
 * links). A token is `<payload>.<signature>`: the signature an HMAC-SHA256 (base64url) of
 * `<purpose>:<payload>` under the newest SESSION_SECRET. Any listed SESSION_SECRET is accepted
 * when reading, so a rotation (the new secret put first, the old ones kept after it for a while)
 * fails no open form and breaks no mailed link. The purpose is in the signed text, so a token
 * signed for one purpose never stands for another. Signed cookies are react-router's, under the
 * same secrets (http/sessions/signed-cookie.server.ts).
 */

export type SignerConfig = Pick<Config, "sessionSecrets">;

/**
 * Every purpose a token is signed for, with the length its signature is cut to (43 characters are
 * the whole HMAC-SHA256; 22 are 128 bits of it, enough against guessing and short in a URL).
 * One list, so no two kinds of token share a purpose. The names and lengths are part of every
 * token already given out: changing one invalidates them.
 */
const PURPOSES = {
  "form-started": 43,
  "saved-search-manage": 22,
  "saved-search-confirm": 22,
  "saved-search-address": 22,
  "thread-file": 22,
  // An e-mail address's local part: lower-case hex (mail systems may change the case), 128 bits.
  "thread-reply": 32,
} as const satisfies Record<string, number>;

/** Purposes whose signatures are written in lower-case hex rather than base64url. */
const HEX_PURPOSES: ReadonlySet<SigningPurpose> = new Set(["thread-reply"]);

export type SigningPurpose = keyof typeof PURPOSES;

/** Longer tokens are refused unread: none this site signs is near it. */
const MAX_TOKEN_LENGTH = 600;

function hmac(purpose: SigningPurpose, payload: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`${purpose}:${payload}`)
    .digest(HEX_PURPOSES.has(purpose) ? "hex" : "base64url")
    .slice(0, PURPOSES[purpose]);
}

/** The signature of `payload` for `purpose`, under the newest secret. */
export function signature(config: SignerConfig, purpose: SigningPurpose, payload: string): string {
  const newest = config.sessionSecrets[0];
  if (!newest) throw new Error("No SESSION_SECRET to sign with");
  return hmac(purpose, payload, newest);
}

/**
 * Whether `given` is the signature of `payload` for `purpose` under any listed secret. Every
 * secret is tried and compared in constant time, so the answer's timing tells nothing of the
 * signature or of which secret signed it. Never throws, whatever it is given.
 */
export function isSignature(
  config: SignerConfig,
  purpose: SigningPurpose,
  payload: unknown,
  given: unknown,
): boolean {
  if (typeof payload !== "string" || typeof given !== "string") return false;
  if (payload.length + given.length > MAX_TOKEN_LENGTH) return false;
  const givenBytes = Buffer.from(given);
  let matched = false;
  for (const secret of config.sessionSecrets) {
    const expected = Buffer.from(hmac(purpose, payload, secret));
    if (expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes)) {
      matched = true;
    }
  }
  return matched;
}

/** `<payload>.<signature>`: a token signed for `purpose` under the newest secret. */
export function signToken(config: SignerConfig, purpose: SigningPurpose, payload: string): string {
  return `${payload}.${signature(config, purpose, payload)}`;
}

/**
 * The payload of a token signed for `purpose` under any listed secret, or null when it is not one:
 * not a string, too long, without a signature, tampered with, signed for another purpose or under
 * a secret no longer listed. Never throws. The payload's own shape is the caller's to check.
 */
export function readSignedToken(
  config: SignerConfig,
  purpose: SigningPurpose,
  token: unknown,
): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  return isSignature(config, purpose, payload, token.slice(dot + 1)) ? payload : null;
}
