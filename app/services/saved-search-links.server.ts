import { ALERT_FREQUENCIES, type AlertFrequency } from "~/domain/saved-searches";
import { readSignedToken, signToken, type SignerConfig } from "./hmac-signer.server";

/**
 * The signed links of saved searches (docs/decisions/015-saved-searches.md). Nothing is stored
 * for them: each is a payload and an HMAC of it under the newest SESSION_SECRET (any listed one
 * is accepted, so a rotation breaks no mailed link), with a purpose in the signed text so one
 * kind of link cannot stand for another (the signer: hmac-signer.server.ts).
 *
 * - manage `<id>.<sig>`: a search's manage and unsubscribe pages, for as long as it exists;
 * - confirm `<id>.<frequency>.<expiry>.<sig>`: its double opt-in, applying the frequency asked;
 * - address `<email, base64url>.<expiry>.<sig>`: the list of every search of one address.
 */

type LinkConfig = SignerConfig;
type Purpose = "manage" | "confirm" | "address";

/** `<payload>.<sig>`: 128 bits of the HMAC (the signer's length for links), short in a URL. */
function signed(config: LinkConfig, purpose: Purpose, payload: string): string {
  return signToken(config, `saved-search-${purpose}`, payload);
}

/** The payload of a token signed for `purpose`, or null when it is not one (any shape). */
function verified(config: LinkConfig, purpose: Purpose, token: string): string | null {
  return readSignedToken(config, `saved-search-${purpose}`, token);
}

const ID = /^[1-9]\d{0,9}$/;
const EXPIRY = /^\d{1,12}$/;

export function manageToken(config: LinkConfig, id: number): string {
  return signed(config, "manage", String(id));
}

/** The saved search a manage token names, or null when the token is not a valid one. */
export function readManageToken(config: LinkConfig, token: string): number | null {
  const payload = verified(config, "manage", token);
  return payload !== null && ID.test(payload) && Number(payload) <= 2 ** 31 - 1
    ? Number(payload)
    : null;
}

export function confirmToken(
  config: LinkConfig,
  id: number,
  frequency: AlertFrequency,
  expiresAt: Date,
): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return signed(config, "confirm", `${id}.${frequency}.${expiry}`);
}

export type ConfirmLink = { id: number; frequency: AlertFrequency; expiresAt: Date };

export function readConfirmToken(config: LinkConfig, token: string): ConfirmLink | null {
  const payload = verified(config, "confirm", token);
  const [id, frequency, expiry, ...rest] = payload?.split(".") ?? [];
  if (rest.length > 0 || !id || !ID.test(id) || !expiry || !EXPIRY.test(expiry)) return null;
  const known = ALERT_FREQUENCIES.find((f) => f === frequency);
  if (!known || Number(id) > 2 ** 31 - 1) return null;
  return { id: Number(id), frequency: known, expiresAt: new Date(Number(expiry) * 1000) };
}

export function addressToken(config: LinkConfig, email: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return signed(config, "address", `${Buffer.from(email).toString("base64url")}.${expiry}`);
}

export type AddressLink = { email: string; expiresAt: Date };

export function readAddressToken(config: LinkConfig, token: string): AddressLink | null {
  const payload = verified(config, "address", token);
  const [email, expiry, ...rest] = payload?.split(".") ?? [];
  if (rest.length > 0 || !email || !/^[A-Za-z0-9_-]+$/.test(email)) return null;
  if (!expiry || !EXPIRY.test(expiry)) return null;
  return {
    email: Buffer.from(email, "base64url").toString("utf8"),
    expiresAt: new Date(Number(expiry) * 1000),
  };
}
