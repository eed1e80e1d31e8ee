import net from "node:net";

/**
 * A minimal SMTP client over a raw socket, for tests that send what no mail program would: each
 * command as given, the replies read as the server wrote them. Answers every reply's code and
 * line, and whether the connection was closed or reset before the conversation ended.
 */

export type SmtpStep = { command: string } | { data: Buffer };

export type SmtpConversation = {
  greeting: string;
  replies: { sent: string; code: number; line: string }[];
  /** The server closed or reset the connection before the conversation ended. */
  cut: "closed" | "reset" | undefined;
};

/** Reads replies off a socket: each complete reply (the last line of a multi-line one). */
function replyReader(socket: net.Socket) {
  let buffer = "";
  const waiting: ((reply: { code: number; line: string } | undefined) => void)[] = [];
  const ready: { code: number; line: string }[] = [];
  let ended = false;
  const flush = () => {
    for (;;) {
      const at = buffer.indexOf("\r\n");
      if (at < 0) break;
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      // "250-..." continues; "250 ..." ends a reply.
      if (/^\d{3}-/.test(line)) continue;
      const reply = { code: Number(line.slice(0, 3)) || 0, line };
      const next = waiting.shift();
      if (next) next(reply);
      else ready.push(reply);
    }
    if (ended) for (const next of waiting.splice(0)) next(undefined);
  };
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    flush();
  });
  socket.on("close", () => {
    ended = true;
    flush();
  });
  return () =>
    new Promise<{ code: number; line: string } | undefined>((resolve) => {
      const first = ready.shift();
      if (first) resolve(first);
      else if (ended) resolve(undefined);
      else waiting.push(resolve);
    });
}

/** The body of DATA as sent on the wire: lines starting with "." doubled, ended by "<CRLF>.<CRLF>". */
export function dotStuffed(body: Buffer): Buffer {
  const text = body.toString("latin1").replace(/(^|\r\n)\./g, "$1..");
  return Buffer.from(`${text}${text.endsWith("\r\n") ? "" : "\r\n"}.\r\n`, "latin1");
}

/**
 * Holds a conversation: the greeting, then each step and its reply. A `data` step sends DATA, and
 * when the server says 354, the body (dot-stuffed); a command with its own line ending in it is
 * sent as it is. Stops at the first step the server no longer answers.
 */
export async function converse(
  port: number,
  steps: readonly SmtpStep[],
  options: { cutAfterBytes?: number } = {},
): Promise<SmtpConversation> {
  const socket = net.connect({ port, host: "127.0.0.1" });
  let reset = false;
  socket.on("error", () => {
    reset = true;
  });
  const next = replyReader(socket);
  const conversation: SmtpConversation = { greeting: "", replies: [], cut: undefined };
  const greeting = await next();
  conversation.greeting = greeting?.line ?? "";
  const send = (text: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      socket.write(text, () => resolve());
    });
  try {
    for (const step of [...steps, { command: "QUIT" }]) {
      if ("command" in step) {
        await send(step.command.endsWith("\n") ? step.command : `${step.command}\r\n`);
        const reply = await next();
        if (!reply) break;
        conversation.replies.push({ sent: step.command.slice(0, 60), ...reply });
        continue;
      }
      await send("DATA\r\n");
      const go = await next();
      if (!go) break;
      conversation.replies.push({ sent: "DATA", ...go });
      if (go.code !== 354) continue;
      const wire = dotStuffed(step.data);
      if (options.cutAfterBytes !== undefined && options.cutAfterBytes < wire.length) {
        // The sender goes away mid-mail: nothing to answer.
        await send(wire.subarray(0, options.cutAfterBytes));
        socket.destroy();
        return conversation;
      }
      await send(wire);
      const done = await next();
      if (!done) break;
      conversation.replies.push({ sent: "<mail>", ...done });
    }
  } finally {
    const last = conversation.replies.at(-1);
    if (last?.sent !== "QUIT") conversation.cut = reset ? "reset" : "closed";
    socket.destroy();
  }
  return conversation;
}
