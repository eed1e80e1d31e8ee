import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { MailParser, type AddressObject, type AttachmentStream } from "mailparser";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies, briefs, matches } from "~/db/schema";
import { replyText } from "~/domain/mail-reply-text";
import { MESSAGE_MAX_LENGTH, threadUploadSchema } from "~/domain/project-room";
import { FILE_MAX_BYTES, FILES_PER_MESSAGE } from "~/domain/thread-files";
import type { RoomViewer } from "~/domain/views/project-room";
import type { ObjectStorage } from "~/storage/storage.server";
import { mayUseThread, postThreadMessage } from "./project-room.server";
import { readReplyAddress, type ReplySide } from "./reply-addresses.server";
import { storeThreadFile, type FileRefusal } from "./thread-file-store.server";
import { briefFileBytes, type ThreadFileRecord } from "./thread-files.server";

/**
 * E-mail answers to the project room's mails (docs/decisions/019-answering-by-email.md), for the
 * inbound SMTP listener (server/inbound-smtp.ts) and the development mailbox alike: the recipient
 * is checked when the sender names it (RCPT TO), the mail when it has arrived (DATA). Whatever is
 * refused is refused inside the SMTP conversation, with a line that says why, so nobody ever gets a
 * bounce from us (a forged sender least of all).
 */

/** The most an answer may be: a file at its 25 MB limit in base64, and the text around it. */
export const INBOUND_MAIL_MAX_BYTES = Math.ceil((FILE_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** An HTML-only answer's HTML is turned into text up to this many characters. */
const HTML_MAX_CHARACTERS = 500_000;

/** An SMTP reply that refuses: its code (4xx: try later; 5xx: never) and its line. */
export type InboundRefusal = { code: number; message: string };

/** A recipient the listener took: the thread, the side it answers for and the address it wants. */
export type InboundRecipient = {
  matchId: number;
  side: ReplySide;
  viewer: Exclude<RoomViewer, { kind: "operator" }>;
  sender: string;
};

export type InboundConfig = Pick<Config, "inbound" | "sessionSecrets">;

const refusals = {
  noSuchRecipient: { code: 550, message: "5.1.1 No such recipient here" },
  wrongSender: {
    code: 550,
    message: "5.7.1 This address takes answers only from the address its mail was sent to",
  },
  tooManyRecipients: { code: 452, message: "4.5.3 One recipient per answer" },
  unreadable: { code: 550, message: "5.6.0 This mail could not be read" },
  empty: {
    code: 550,
    message: "5.6.0 No answer was found above the quoted mail: write it at the top",
  },
  tooLong: {
    code: 550,
    message: `5.6.0 The answer is longer than ${MESSAGE_MAX_LENGTH} characters: write it in the thread instead`,
  },
  tooLarge: {
    code: 552,
    message: `5.3.4 This mail is larger than the ${Math.round(INBOUND_MAIL_MAX_BYTES / 1024 / 1024)} MB an answer may be`,
  },
  rateLimited: {
    code: 451,
    message: "4.7.1 Too many messages in a short time: the answer will be taken later",
  },
} satisfies Record<string, InboundRefusal>;

function fileRefusal(refusal: FileRefusal): InboundRefusal {
  switch (refusal.reason) {
    case "type":
      return {
        code: 550,
        message: `5.7.1 The file "${asciiName(refusal.name)}" is not a kind the thread takes (PDF, images, Office documents, text or ZIP)`,
      };
    case "file-too-large":
      return {
        code: 552,
        message: `5.3.4 The file "${asciiName(refusal.name)}" is larger than ${FILE_MAX_BYTES / 1024 / 1024} MB`,
      };
    case "brief-full":
      return { code: 552, message: "5.3.4 This brief's files are at their limit" };
    case "empty-file":
      return { code: 550, message: `5.6.0 The file "${asciiName(refusal.name)}" is empty` };
    case "too-many":
      return { code: 550, message: `5.7.1 At most ${FILES_PER_MESSAGE} files per answer` };
    case "unreadable":
      return refusals.unreadable;
  }
}

/** A file's name as an SMTP line may carry it: printable ASCII, short. */
function asciiName(name: string): string {
  return name
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/"/g, "'")
    .slice(0, 80);
}

/** The bare address of an envelope or header address, lower-cased. */
const bare = (address: string) => address.trim().toLowerCase();

/**
 * Whether the listener takes mail for `recipient` from `sender` (the envelope's MAIL FROM): a reply
 * address of ours, signed, for a thread that still exists, written from the address that thread's
 * mail went to.
 */
export async function acceptRecipient(
  db: Db,
  config: InboundConfig,
  envelope: { sender: string; recipient: string },
): Promise<{ ok: true; recipient: InboundRecipient } | { ok: false; refusal: InboundRefusal }> {
  const reply = readReplyAddress(config, envelope.recipient);
  if (!reply) return { ok: false, refusal: refusals.noSuchRecipient };
  const [thread] = await db
    .select({ briefEmail: briefs.email, agencyId: agencies.id, agencyEmail: agencies.email })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.id, reply.matchId))
    .limit(1);
  if (!thread) return { ok: false, refusal: refusals.noSuchRecipient };
  const expected = reply.side === "client" ? thread.briefEmail : thread.agencyEmail;
  if (!expected || bare(envelope.sender) !== bare(expected)) {
    return { ok: false, refusal: refusals.wrongSender };
  }
  const viewer: InboundRecipient["viewer"] =
    reply.side === "client"
      ? { kind: "client", email: thread.briefEmail }
      : { kind: "agency", agencyId: thread.agencyId };
  if (!(await mayUseThread(db, reply.matchId, viewer))) {
    return { ok: false, refusal: refusals.noSuchRecipient };
  }
  return {
    ok: true,
    recipient: { matchId: reply.matchId, side: reply.side, viewer, sender: bare(expected) },
  };
}

export type AnswerResult =
  | { ok: true; messageId: number; duplicate?: boolean }
  /** Taken and dropped: an automatic reply (an out-of-office) is no answer. */
  | { ok: true; ignored: "auto-reply" }
  | { ok: false; refusal: InboundRefusal };

/**
 * Reads an answer for a recipient `acceptRecipient` took, as it streams in, and writes it in the
 * thread: the header's From must be the recipient's address too; the new text without the quoted
 * mail and signature; each attachment under the thread's file rules, streamed to storage (parts of
 * an HTML body, such as a signature's logo, are not files of the answer). A refused answer keeps
 * nothing. `tooLarge` tells whether the mail passed INBOUND_MAIL_MAX_BYTES on its way in.
 */
export async function receiveAnswer(
  db: Db,
  storage: ObjectStorage,
  recipient: InboundRecipient,
  source: Readable,
  options: { now?: Date; tooLarge?: () => boolean } = {},
): Promise<AnswerResult> {
  const parser = new MailParser({
    skipImageLinks: true,
    skipTextLinks: true,
    skipTextToHtml: true,
    maxHtmlLengthToParse: HTML_MAX_CHARACTERS,
  });
  const budget = { briefBytes: await briefFileBytes(db, recipient.matchId) };
  const stored: ThreadFileRecord[] = [];
  const work: Promise<void>[] = [];
  let refusal: InboundRefusal | undefined;
  const refuse = (given: InboundRefusal) => {
    refusal ??= given;
  };
  let text = "";
  let from: AddressObject | AddressObject[] | undefined;
  let mailMessageId: string | undefined;
  let automatic = false;
  let files = 0;

  const drain = async (attachment: AttachmentStream) => {
    for await (const chunk of attachment.content as Readable) void chunk;
  };
  const onAttachment = (attachment: AttachmentStream) => {
    const done = () => attachment.release?.();
    // A picture of the HTML body (cid:), such as a signature's logo, is part of the text.
    const counted = !attachment.related;
    if (counted && ++files > FILES_PER_MESSAGE) refuse(fileRefusal({ reason: "too-many" }));
    if (!counted || refusal) {
      work.push(drain(attachment).finally(done));
      return;
    }
    work.push(
      storeThreadFile(storage, {
        matchId: recipient.matchId,
        filename: attachment.filename ?? "file",
        source: attachment.content as Readable,
        budget,
      })
        .then((result) => {
          if (result.ok === true) stored.push(result.file);
          else if (result.ok === false) refuse(fileRefusal(result.refusal));
        })
        .finally(done),
    );
  };

  let resolveParsed = () => {};
  const parsed = new Promise<void>((resolve) => {
    resolveParsed = resolve;
    parser.on("headers", (headers) => {
      from = headers.get("from") as AddressObject | AddressObject[] | undefined;
      const id = headers.get("message-id");
      if (typeof id === "string" && id.length > 0 && id.length <= 998) mailMessageId = id;
      const auto = headers.get("auto-submitted");
      const precedence = headers.get("precedence");
      automatic =
        (typeof auto === "string" && auto.toLowerCase() !== "no") ||
        (typeof precedence === "string" && /^(?:bulk|junk|auto_reply|list)$/i.test(precedence)) ||
        headers.has("x-autoreply") ||
        headers.has("x-autorespond");
    });
    parser.on("data", (data: AttachmentStream | { type: "text"; text?: string }) => {
      if (data.type === "text") text = data.text ?? "";
      else onAttachment(data);
    });
    parser.on("error", () => {
      refuse(refusals.unreadable);
      resolve();
    });
    parser.on("end", () => resolve());
  });
  // The listener reads a mail over its SIZE to the end (and only flags it): past the limit the
  // parser gets no more, so nothing of an oversized mail is held.
  let received = 0;
  let oversized = false;
  const sourceDone = new Promise<void>((resolve) => {
    source.on("end", resolve);
    source.on("close", resolve);
    source.on("error", () => {
      refuse(refusals.unreadable);
      parser.destroy();
      resolve();
    });
  });
  source.on("data", (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > INBOUND_MAIL_MAX_BYTES && !oversized) {
      oversized = true;
      refuse(refusals.tooLarge);
      source.unpipe(parser);
      parser.destroy();
    }
  });
  parser.on("close", () => resolveParsed());
  source.pipe(parser);
  await parsed;
  // Whatever the parser left unread is read and dropped: the sender waits for our answer.
  source.unpipe(parser);
  source.resume();
  await Promise.allSettled(work);
  await sourceDone;

  const keepNothing = async (result: AnswerResult): Promise<AnswerResult> => {
    await Promise.allSettled(stored.map((file) => storage.delete(file.storageKey)));
    return result;
  };
  if (oversized || options.tooLarge?.()) {
    return keepNothing({ ok: false, refusal: refusals.tooLarge });
  }
  if (refusal) return keepNothing({ ok: false, refusal });
  const senders = (Array.isArray(from) ? from : from ? [from] : []).flatMap((a) => a.value);
  if (senders.length !== 1 || bare(senders[0]!.address ?? "") !== recipient.sender) {
    return keepNothing({ ok: false, refusal: refusals.wrongSender });
  }
  if (automatic) return keepNothing({ ok: true, ignored: "auto-reply" });
  // The form's own rules for the text (bidi controls out, trimmed, at most 5,000 characters); text
  // that is nothing once cleaned is no text.
  const written = replyText(text);
  const body = threadUploadSchema.safeParse({ body: written || undefined });
  if (!body.success && written.length > MESSAGE_MAX_LENGTH) {
    return keepNothing({ ok: false, refusal: refusals.tooLong });
  }
  const posted = await postThreadMessage(
    db,
    recipient.matchId,
    recipient.viewer,
    (body.success && body.data.body) || "",
    options.now,
    stored,
    mailMessageId,
  );
  switch (posted.status) {
    case "sent":
      return { ok: true, messageId: posted.id };
    case "duplicate":
      return keepNothing({ ok: true, messageId: posted.id, duplicate: true });
    case "empty":
      return keepNothing({ ok: false, refusal: refusals.empty });
    case "not-found":
      return keepNothing({ ok: false, refusal: refusals.noSuchRecipient });
    case "rate-limited":
      return keepNothing({ ok: false, refusal: refusals.rateLimited });
  }
}

/** The refusal for a second recipient in one mail. */
export const tooManyRecipients = refusals.tooManyRecipients;
