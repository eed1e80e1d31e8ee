import fc from "fast-check";
import type { WireBody, WireRequest } from "#tests/raw-http";
import { formTargets } from "./forms";
import type { Fixtures, HostileCase } from "./generators";
import { jsonTargets } from "./json";
import { KB, MUST_ANSWER_UP_TO, cookieHeader } from "./pieces";

/** Body sizes around the cap and broken HTTP: control bytes, framing conflicts, cut-off bodies. */

export const bodySizes = [
  0,
  64 * KB - 1,
  64 * KB,
  64 * KB + 1,
  70 * KB,
  300 * KB,
  1024 * KB,
  4096 * KB,
];

/** Every endpoint that reads a body: the form pages and the JSON API. */
const bodyTargets = (f: Fixtures) => [
  ...formTargets(f).map((t) => ({ path: t.path, method: "POST", json: false })),
  ...jsonTargets(f).map((t) => ({ path: t.path, method: t.method, json: true })),
];

/** A form or JSON body of exactly `size` bytes. */
export function sizedBody(size: number, json: boolean): Buffer {
  const body = Buffer.alloc(size, "a");
  if (json && size >= 8) {
    body.write('{"a":"', 0);
    body.write('"}', size - 2);
  } else if (!json && size >= 2) {
    body.write("a=", 0);
  }
  return body;
}

/** Body sizes around and far past the cap, with a true, a short or no Content-Length. */
export const sizeCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(...bodyTargets(f)),
      fc.constantFrom(...bodySizes),
      fc.constantFrom("length", "length", "chunked", "short length"),
      fc.constantFrom("", f.cookies.admin, f.cookies.agency),
    )
    .map(([target, size, framing, session]): HostileCase => {
      const body = sizedBody(size, target.json);
      const chunks = Array.from({ length: Math.ceil(size / (16 * KB)) }, (_, i) =>
        body.subarray(i * 16 * KB, (i + 1) * 16 * KB),
      );
      const wire: WireBody =
        framing === "chunked"
          ? { kind: "chunked", chunks }
          : // Claiming less than it sends: the rest reads as a second, broken request.
            {
              kind: "bytes",
              bytes: body,
              contentLength: framing === "short length" ? Math.floor(size / 2) : undefined,
            };
      const type = target.json ? "application/json" : "application/x-www-form-urlencoded";
      return {
        family: `size, ${framing}`,
        request: {
          method: target.method,
          target: target.path,
          headers: [["Content-Type", type], ...cookieHeader(session)],
          body: wire,
        },
        mustAnswer: size <= MUST_ANSWER_UP_TO,
      };
    });

const broken = (family: string, request: Partial<WireRequest>): HostileCase => ({
  family,
  request: { method: "GET", target: "/", headers: [], ...request },
  mustAnswer: false,
});

/** Broken HTTP: control bytes in the request line, framing conflicts, bodies cut off. */
export const rawCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc.oneof(
    fc.constantFrom(
      ...[
        "/a\u0000b",
        "/a\u0001",
        "/\u007f",
        "/a b",
        "/\u00ff\u00fe",
        "/agencies/\u00c0\u00af",
        "/a\tb",
      ].map((target) => broken("raw target", { target })),
      broken("raw framing", {
        method: "POST",
        target: "/contact",
        headers: [
          ["Content-Length", "3"],
          ["Content-Length", "5"],
        ],
      }),
      broken("raw framing", {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Transfer-Encoding", "gzip, chunked"],
        ],
        body: { kind: "bytes", bytes: Buffer.from("2\r\n{}\r\n0\r\n\r\n"), contentLength: 13 },
      }),
      broken("raw method", { method: "CONNECT", target: "127.0.0.1:1" }),
      broken("raw method", { method: "G\u00e9T" }),
      broken("raw header", {
        headers: [
          ["X-Bad", "a\u0000b"],
          ["Bad Name", "x"],
        ],
      }),
      broken("raw upgrade", {
        headers: [
          ["Connection", "Upgrade"],
          ["Upgrade", "websocket"],
        ],
      }),
    ),
    fc
      .tuple(fc.constantFrom(...bodyTargets(f)), fc.integer({ min: 1, max: 200 }))
      .map(([target, sent]) =>
        broken("raw truncated body", {
          method: target.method,
          target: target.path,
          headers: [
            [
              "Content-Type",
              target.json ? "application/json" : "application/x-www-form-urlencoded",
            ],
            ...cookieHeader(f.cookies.agency),
          ],
          body: {
            kind: "truncated",
            bytes: sizedBody(sent, target.json),
            contentLength: sent + 1000,
          },
        }),
      ),
  );
