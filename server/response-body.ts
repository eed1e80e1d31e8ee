import type { ServerResponse } from "node:http";

/**
 * Writes a Fetch API body to the Node response chunk by chunk: each chunk is flushed through the
 * `compression` middleware (so a streamed page reaches the browser as it renders), and a write
 * the client is not yet reading waits for `drain`.
 *
 * One `drain` listener serves the whole answer. `compression` forwards `res.on("drain")` to its
 * zlib stream but not `removeListener`, so a `res.once("drain")` per wait (React Router's
 * `writeReadableStreamToWritable`) is never taken off that stream: a 260 KB page left eleven on
 * it and Node printed MaxListenersExceededWarning (expressjs/compression#135).
 *
 * Resolves once the body is written and the response ended, or once the client went away (the
 * body is then cancelled); rejects when the body itself fails.
 */
export async function writeBodyToResponse(
  body: ReadableStream<Uint8Array>,
  res: ServerResponse & { flush?: () => void },
): Promise<void> {
  const reader = body.getReader();
  let wake: (() => void) | undefined;
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  let gone = res.destroyed;
  const goneAway = new Promise<"gone">((resolve) => {
    if (gone) return resolve("gone");
    res.once("close", () => {
      // 'close' also follows a finished answer; only an unfinished one means the client left.
      gone = !res.writableFinished;
      resume();
      resolve("gone");
    });
  });
  res.on("drain", resume);
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), goneAway]);
      if (next === "gone" || gone) {
        await reader.cancel().catch(() => {});
        return;
      }
      if (next.done) break;
      const more = res.write(next.value);
      res.flush?.();
      if (!more && !gone) await new Promise<void>((resolve) => (wake = resolve));
    }
    res.end();
  } catch (error) {
    await reader.cancel(error).catch(() => {});
    throw error;
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // A read still pending after the cancel: nothing is left to release.
    }
  }
}
