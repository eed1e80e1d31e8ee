import fc from "fast-check";
import type { Fixtures, HostileCase } from "./generators";
import { bytes, cookieHeader } from "./pieces";

/**
 * The upload family: multipart posts to the dashboard's image forms and to the project room's
 * thread pages (a message's files, streamed: decision 018).
 */

// A 40 x 40 PNG and JPEG (valid: an agency's session stores them), drawn once with sharp.
const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASElEQVRYhe3YsQkAMAwDwez0+2+gobJDmjQH7g3C1iOd1Zc5FkfqOa68UwxkLDOQCBaDxWBxsBgsBouDRWkxwTxVxJQvPWtwAQzxeOptm0+cAAAAAElFTkSuQmCC",
  "base64",
);
const SMALL_JPEG = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC4COggAAAAAAAAAAAAAAAP/9k=",
  "base64",
);

/** What an upload's file part holds: images, broken images, and files that pretend to be one. */
const uploadBytes = fc.oneof(
  fc.constantFrom(
    SMALL_PNG,
    SMALL_JPEG,
    SMALL_PNG.subarray(0, 60),
    SMALL_JPEG.subarray(0, 120),
    Buffer.concat([SMALL_PNG.subarray(0, 8), Buffer.from("<html><script>alert(1)</script>")]),
    Buffer.concat([SMALL_PNG, Buffer.from("<html><script>alert(1)</script>")]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from("GIF89a\x01\x00\x01\x00"),
    Buffer.from("%PDF-1.4\n%%EOF"),
    Buffer.from("RIFF\0\0\0\0WEBPVP8 "),
    Buffer.from("\0\0\0\x18ftypavif\0\0\0\0"),
    Buffer.from("PK\x03\x04\x14\0\0\0\0\0"),
    Buffer.from("Plain notes\nعربي\n"),
    Buffer.from("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
    Buffer.alloc(0),
  ),
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
);

/**
 * Uploads to the dashboard's image forms: multipart with file parts (under the declared name and
 * others, several, none, with hostile file names and content types), with and without a session.
 */
export const uploadCase = (f: Fixtures): fc.Arbitrary<HostileCase> =>
  fc
    .tuple(
      fc.constantFrom(
        "/dashboard/images",
        "/ar/dashboard/images",
        "/dashboard/images.data",
        `/my-briefs/threads/${f.threads.A.matchId}`,
        `/ar/my-briefs/threads/${f.threads.A.matchId}`,
        `/my-briefs/threads/${f.threads.B.matchId}`,
        `/dashboard/threads/${f.threads.A.matchId}`,
        `/admin/threads/${f.threads.A.matchId}.data`,
      ),
      fc.constantFrom(
        "upload-logo",
        "add-image",
        "remove-logo",
        "caption",
        "send-message",
        "hide-message",
        "x",
        "",
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom(
            "image",
            "image",
            "file",
            "files",
            "files",
            "body",
            "image[]",
            "intent",
            "",
          ),
          fc.constantFrom(
            "a.png",
            "a.jpg",
            "brief.pdf",
            "../../etc/passwd",
            "a\u0000.png",
            "\u202Efdp.exe",
            "",
            "x".repeat(500),
          ),
          fc.constantFrom(
            "image/png",
            "image/svg+xml",
            "text/html",
            "application/octet-stream",
            "",
          ),
          uploadBytes,
        ),
        { minLength: 0, maxLength: 7 },
      ),
      fc.constantFrom(
        "",
        f.cookies.agency,
        f.cookies.agency,
        f.cookies.expiredAgency,
        f.cookies.clientA,
        f.cookies.clientA,
        f.cookies.admin,
      ),
      fc.constantFrom("", "", f.siteOrigin, "https://evil.example"),
    )
    .map(([target, intent, files, session, origin]): HostileCase => {
      const boundary = "----hostileUpload";
      const parts = [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n`,
        ),
        ...files.map(([name, filename, type, bytes]) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
                (type ? `Content-Type: ${type}\r\n` : "") +
                "\r\n",
            ),
            bytes,
            Buffer.from("\r\n"),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ];
      return {
        family: "upload",
        request: {
          method: "POST",
          target,
          headers: [
            ["Content-Type", `multipart/form-data; boundary=${boundary}`],
            ...cookieHeader(session),
            ...(origin ? [["Origin", origin] as [string, string]] : []),
          ],
          body: bytes(Buffer.concat(parts)),
        },
        mustAnswer: true,
      };
    });
