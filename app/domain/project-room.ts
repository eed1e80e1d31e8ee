import { z } from "zod";
import { currentLocale, format } from "./i18n";
import { roomTexts } from "./messages/room-texts";
import { stripBidiControls } from "./bidi-controls";

/**
 * The project room (docs/decisions/018-project-room.md): after the operator matches a brief, the
 * client and each matched agency write to each other in a thread per match, and the operator
 * reads every thread and may write as Wakala.
 */

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** A side is mailed about new messages in a thread at most once per this many minutes. */
export const THREAD_MAIL_GAP_MINUTES = 10;

/**
 * A message is mailed about only once it is this old and still unread: someone reading the room
 * at that moment (the page checks for new messages every few seconds) gets no mail.
 */
export const THREAD_MAIL_DELAY_MINUTES = 2;

/** Hours after which a thread waiting for the agency's answer goes to the top of the operator's list. */
export const AGENCY_ANSWER_HOURS = 48;

/**
 * Counts in lists stop here (shown as "99+"): a list of threads reads at most this many messages
 * a thread, however long the threads grow.
 */
export const COUNT_CAP = 100;

/** A capped count as a list shows it. */
export const shownCount = (count: number) => (count >= COUNT_CAP ? `${COUNT_CAP - 1}+` : count);

/** How often a room page open in a browser asks for new messages, in milliseconds. */
export const THREAD_POLL_MS = 4000;

/** Who wrote a message, or who reads a thread. */
export const threadAuthors = ["client", "agency", "operator"] as const;
export type ThreadAuthor = (typeof threadAuthors)[number];

/** A message as written: its text, trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
export const threadMessageSchema = z.object({
  body: z.preprocess(
    // Direction controls would let a message reorder what the reader sees around it.
    (value) =>
      typeof value === "string"
        ? stripBidiControls(value).replace(/\r\n?/g, "\n").trim() || undefined
        : (value ?? undefined),
    z
      .string({ error: () => roomTexts(currentLocale()).thread.bodyRequired })
      .max(MESSAGE_MAX_LENGTH, {
        error: () =>
          format(roomTexts(currentLocale()).thread.bodyTooLong, { max: MESSAGE_MAX_LENGTH }),
      }),
  ),
});

export type ThreadMessageInput = z.output<typeof threadMessageSchema>;

/**
 * A message sent with files (the browser's form, and the server once files came): the text may
 * be left out; the server refuses a post with neither text nor a file.
 */
export const threadUploadSchema = z.object({
  body: threadMessageSchema.shape.body.optional(),
});

/** A piece of a message's text: plain text, or a web address shown as a link. */
export type MessagePiece =
  { kind: "text"; text: string } | { kind: "link"; href: string; host: string };

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/giu;

/** What ends a sentence around an address rather than the address itself. */
const TRAILING_PUNCTUATION = new Set([...".,;:!?)]}»،؛؟"]);

/**
 * A message's text cut into text and links: only http(s) addresses become links, each shown as
 * the address itself (its domain visible), never as other words; trailing punctuation stays text.
 */
export function messagePieces(text: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    let address = match[0];
    while (address.length > 0 && TRAILING_PUNCTUATION.has(address.at(-1)!)) {
      address = address.slice(0, -1);
    }
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    const start = match.index;
    if (start > last) pieces.push({ kind: "text", text: text.slice(last, start) });
    pieces.push({ kind: "link", href: url.href, host: url.host });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}
