import type { Config } from "~/config.server";
import { isSignature, signature, type SignerConfig } from "./hmac-signer.server";

/**
 * The signed Reply-To address of a project room's mail (docs/decisions/019-answering-by-email.md):
 * `reply-<match>-<c|a>-<signature>@<INBOUND_MAIL_DOMAIN>`, one per thread and side, so an answer
 * can only be written by whoever received the mail, and only in that thread. Lower case only: mail
 * systems may change a local part's case.
 */

export type ReplySide = "client" | "agency";

export type ReplyConfig = SignerConfig & Pick<Config, "inbound">;

const SIDE_LETTER = { client: "c", agency: "a" } as const;

/** The whole address, read case-insensitively; the signature is 32 hex digits. */
const ADDRESS = /^reply-([1-9]\d{0,9})-([ca])-([0-9a-f]{32})@([^@\s]{1,253})$/;

const payloadOf = (matchId: number, side: ReplySide) => `${matchId}-${SIDE_LETTER[side]}`;

/** The reply address for a side of a thread, or undefined when answers by mail are off. */
export function replyAddress(
  config: ReplyConfig,
  matchId: number,
  side: ReplySide,
): string | undefined {
  const domain = config.inbound.replyDomain;
  if (!domain) return undefined;
  const payload = payloadOf(matchId, side);
  return `reply-${payload}-${signature(config, "thread-reply", payload)}@${domain}`;
}

/**
 * The thread and side a reply address stands for, or null when it is not one of ours: another
 * domain, a malformed or tampered address, a signature under no listed secret. Never throws.
 */
export function readReplyAddress(
  config: ReplyConfig,
  address: unknown,
): { matchId: number; side: ReplySide } | null {
  const domain = config.inbound.replyDomain;
  if (!domain || typeof address !== "string" || address.length > 320) return null;
  const parts = ADDRESS.exec(address.toLowerCase());
  if (!parts || parts[4] !== domain) return null;
  const matchId = Number(parts[1]);
  const side: ReplySide = parts[2] === "c" ? "client" : "agency";
  if (!Number.isSafeInteger(matchId) || matchId > 2_147_483_647) return null;
  return isSignature(config, "thread-reply", payloadOf(matchId, side), parts[3])
    ? { matchId, side }
    : null;
}
