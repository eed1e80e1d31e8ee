import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server";

describe("handleError", () => {
  it("logs an unexpected loader or action error with its stack and address", () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const request = new Request("http://localhost/agencies/broken");
    handleError(new Error("query failed"), { request, context: { log } } as never);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, url: "http://localhost/agencies/broken" });
    expect((lines[0]!.err as { stack: string }).stack).toContain("Error: query failed");
  });

  it("stays quiet about a request the browser gave up on", () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost/", { signal: controller.signal });
    const log = { error: () => expect.fail("an aborted request is not an error") };
    handleError(new Error("aborted"), { request, context: { log } } as never);
  });
});
