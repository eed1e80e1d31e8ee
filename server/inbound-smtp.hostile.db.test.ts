import MailComposer from "nodemailer/lib/mail-composer";
import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { converse, type SmtpConversation, type SmtpStep } from "#tests/raw-smtp";
import { loopHoldDuring, watchEventLoop } from "#tests/raw-http";
import { matches, storedObjects, threadFiles, threadMessages } from "~/db/schema";
import { replyAddress } from "~/services/reply-addresses.server";
import { objectStorage } from "~/storage/storage.server";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";

/**
 * Hostile mail against the inbound SMTP listener over a raw socket
 * (docs/decisions/019-answering-by-email.md): forged and malformed envelopes, malformed MIME,
 * oversized headers and parts, lying attachments, names with paths, NUL and bidi characters, mail
 * cut off mid-way. Every command gets an SMTP answer (a closed connection only after the server's
 * own 421), never the listener's internal-error line; a mail not taken (250) keeps nothing; and
 * no mail holds the event loop for 100 ms of CPU.
 *
 * INBOUND_HOSTILE_SEED and INBOUND_HOSTILE_RUNS (default 300) repeat or scale a run.
 */
const SEED = Number(process.env.INBOUND_HOSTILE_SEED ?? 20261129);
const RUNS = Number(process.env.INBOUND_HOSTILE_RUNS ?? 300);
const LOOP_LIMIT_MS = 100;

const t = useTestDatabase();
const config = testConfig();
let smtp: InboundSmtp;
let to: string;
let agencyTo: string;
const CLIENT = "client@hostile.example";
const AGENCY = "agency@hostile.example";

beforeAll(async () => {
  smtp = await startInboundSmtp({
    config,
    db: t.db,
    storage: objectStorage({ db: t.db, config }),
    log: pino({ level: "silent" }),
    listen: { port: 0, host: "127.0.0.1" },
  });
  const brief = await makeBrief(t.db, { email: CLIENT });
  const agency = await makeAgency(t.db, { approved: true, email: AGENCY });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  to = replyAddress(config, match!.id, "client")!;
  agencyTo = replyAddress(config, match!.id, "agency")!;
});
afterAll(() => smtp?.close());

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");

/** Addresses a sender may give: ours, forged, malformed. */
const senderArb = fc.oneof(
  fc.constant(CLIENT),
  fc.constant(CLIENT.toUpperCase()),
  fc.constant(AGENCY),
  fc.constant(""),
  fc.emailAddress(),
  fc.string({ maxLength: 300 }),
  fc.constant(`${CLIENT}\u0000`),
  fc.constant(`"${CLIENT}"@evil.example`),
  fc.constant("a".repeat(5000) + "@example.com"),
);

/** Recipients: the signed addresses, changed ones, foreign and malformed ones. */
const recipientArb = () =>
  fc.oneof(
    fc.constant(to),
    fc.constant(agencyTo),
    fc.constant(to.toUpperCase()),
    fc
      .tuple(fc.nat({ max: to.indexOf("@") - 1 }), fc.constantFrom(..."0123456789abcdef-+%"))
      .map(([at, c]) => to.slice(0, at) + c + to.slice(at + 1)),
    fc.constant(to.replace("reply.localhost", "relay.example")),
    fc.constant(`${to.split("@")[0]}@localhost`),
    fc.constant(`postmaster@reply.localhost`),
    fc.emailAddress(),
    fc.string({ maxLength: 300 }),
    fc.constant(`${to}>\r\nRCPT TO:<victim@example.com`),
  );

/** File names a mail program would never write. */
const nameArb = fc.oneof(
  fc.constant("../../etc/passwd"),
  fc.constant("plan\u0000.exe.pdf"),
  fc.constant("\u202egpj.exe"),
  fc.constant("a".repeat(3000)),
  fc.string({ maxLength: 80 }),
);

/** A mail: composed with odd parts, or bytes with a little structure, or none. */
const mailArb = (from: string) =>
  fc.oneof(
    // A mail program's mail, with odd text and attachments.
    fc
      .record({
        text: fc.oneof(fc.string({ maxLength: 400 }), fc.constant("On x wrote:\n> y")),
        html: fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
        headerFrom: fc.oneof(fc.constant(from), fc.constant(CLIENT), fc.emailAddress()),
        files: fc.array(
          fc.record({
            name: nameArb,
            content: fc.oneof(
              fc.constant(PDF),
              fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b)),
              fc.constant(Buffer.alloc(0)),
            ),
            contentType: fc.constantFrom("application/pdf", "image/svg+xml", "text/html"),
          }),
          { maxLength: 7 },
        ),
        auto: fc.boolean(),
      })
      .map(
        async (m) =>
          await new MailComposer({
            from: m.headerFrom,
            to,
            subject: "Re: hostile",
            text: m.text,
            html: m.html,
            headers: m.auto ? { "Auto-Submitted": "auto-replied" } : {},
            attachments: m.files.map((f) => ({
              filename: f.name,
              content: f.content,
              contentType: f.contentType,
            })),
          })
            .compile()
            .build(),
      ),
    // Malformed MIME: broken boundaries, deep nesting, huge header lines, bad encodings.
    fc
      .constantFrom(
        "deep",
        "boundary",
        "header",
        "base64",
        "encoded-word",
        "charset",
        "no-headers",
        "bare-lf",
      )
      .map(async (kind) => Buffer.from(malformed(kind, from), "latin1")),
    fc.uint8Array({ maxLength: 2000 }).map(async (bytes) => Buffer.from(bytes)),
  );

function malformed(kind: string, from: string): string {
  const head = `From: ${from}\r\nTo: ${to}\r\nSubject: x\r\n`;
  switch (kind) {
    case "deep": {
      // A thousand nested multiparts.
      let body = "text\r\n";
      for (let i = 0; i < 1000; i++) {
        body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}\r\n--b${i}--\r\n`;
      }
      return head + body;
    }
    case "boundary":
      return `${head}Content-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nhello\r\n--y\r\n--x`;
    case "header":
      return `${head}X-Long: ${"a".repeat(900_000)}\r\n\r\nhello\r\n`;
    case "base64":
      return `${head}Content-Type: application/pdf; name="a.pdf"\r\nContent-Disposition: attachment; filename="a.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!%%%\u00ff\u00fe====\r\n`;
    case "encoded-word":
      return `From: =?utf-8?B?${"/".repeat(5000)}?= <${from}>\r\nTo: ${to}\r\nSubject: =?x-unknown?Q?=ZZ=?=\r\n\r\nhello\r\n`;
    case "charset":
      return `${head}Content-Type: text/plain; charset="x-no-such"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nhello=\r\n=C3=\r\n`;
    case "no-headers":
      return "\r\n\r\n\r\n";
    default:
      return `From: ${from}\nTo: ${to}\nSubject: bare\n\nhello with bare line feeds\n`;
  }
}

/** A conversation: its envelope, commands of its own, the mail, maybe cut off. */
const caseArb = () =>
  fc
    .record({
      // Most conversations name the right sender and recipient, so that their mail is read.
      envelope: fc.oneof(
        { weight: 3, arbitrary: fc.constant({ sender: CLIENT, recipients: [to] }) },
        {
          weight: 2,
          arbitrary: fc.record({
            sender: senderArb,
            recipients: fc.array(recipientArb(), { minLength: 0, maxLength: 3 }),
          }),
        },
      ),
      extra: fc.array(
        fc.oneof(
          fc.constant("HELO"),
          fc.constant("AUTH PLAIN AGZvbwBiYXI="),
          fc.constant("VRFY postmaster"),
          fc.constant("BDAT 10 LAST"),
          fc.string({ maxLength: 200 }).map((s) => s.replace(/[\r\n]/g, " ")),
          fc.constant("X".repeat(3000)),
        ),
        { maxLength: 2 },
      ),
      cutAt: fc.option(fc.nat({ max: 3000 }), { nil: undefined, freq: 6 }),
    })
    .chain((c) =>
      mailArb(c.envelope.sender).map((mail) => ({
        sender: c.envelope.sender,
        recipients: [...c.envelope.recipients],
        extra: c.extra,
        cutAt: c.cutAt,
        mail,
      })),
    );

type HostileMail = ReturnType<typeof caseArb> extends fc.Arbitrary<infer T> ? T : never;

async function run(hostile: HostileMail): Promise<SmtpConversation> {
  const steps: SmtpStep[] = [
    { command: "EHLO hostile.example" },
    ...hostile.extra.map((command) => ({ command })),
    { command: `MAIL FROM:<${hostile.sender}>` },
    ...hostile.recipients.map((r) => ({ command: `RCPT TO:<${r}>` })),
    { data: await hostile.mail },
  ];
  return converse(smtp.port, steps, { cutAfterBytes: hostile.cutAt });
}

const counts = async () => ({
  messages: await t.db.$count(threadMessages),
  files: await t.db.$count(threadFiles),
  objects: await t.db.$count(storedObjects),
});

it(`answers ${RUNS} hostile mails without an internal error, a reset or a held event loop, keeping nothing it refused`, async () => {
  const samples = fc.sample(caseArb(), { numRuns: RUNS, seed: SEED });
  const loop = watchEventLoop<HostileMail>(LOOP_LIMIT_MS);
  const findings: string[] = [];
  let taken = 0;
  let read = 0;
  for (const hostile of samples) {
    const before = await counts();
    const done = loop.track(hostile);
    const conversation = await run(hostile);
    done();
    const after = await counts();
    const label = `${hostile.sender.slice(0, 40)} → ${hostile.recipients.map((r) => r.slice(0, 40)).join(", ")}`;
    const replies = conversation.replies;
    if (!conversation.greeting.startsWith("220")) findings.push(`no greeting: ${label}`);
    if (replies.some((r) => /4\.3\.0/.test(r.line))) {
      findings.push(`internal error: ${label}: ${replies.map((r) => r.line).join(" | ")}`);
    }
    if (conversation.cut === "reset") findings.push(`reset: ${label}`);
    if (
      conversation.cut === "closed" &&
      hostile.cutAt === undefined &&
      replies.at(-1)?.code !== 421
    ) {
      findings.push(`closed without 421: ${label}: ${replies.map((r) => r.line).join(" | ")}`);
    }
    const mailReply = replies.find((r) => r.sent === "<mail>");
    if (mailReply) read++;
    if (mailReply?.code === 250) taken++;
    if (mailReply?.code !== 250 && JSON.stringify(after) !== JSON.stringify(before)) {
      findings.push(`kept a refused mail: ${label}: ${JSON.stringify({ before, after })}`);
    }
  }
  const eventLoop = loop.stop();
  // A turn over the limit counts only when its mail holds the loop again, alone, three times.
  for (const stall of eventLoop.stalls.filter((s) => s.cpuMs >= LOOP_LIMIT_MS)) {
    for (const hostile of stall.inFlight) {
      const again = await Promise.all(
        [0, 1, 2].map(async () => (await loopHoldDuring(() => run(hostile))).maxCpuMs),
      );
      if (again.every((ms) => ms >= LOOP_LIMIT_MS)) {
        findings.push(`held the loop ${again.join("/")} ms: ${hostile.sender.slice(0, 40)}`);
      }
    }
  }
  // eslint-disable-next-line no-console
  console.log(
    JSON.stringify({
      runs: RUNS,
      seed: SEED,
      read,
      taken,
      longestLoopTurnCpuMs: Math.round(eventLoop.maxCpuMs),
      maxEventLoopDelayMs: Math.round(eventLoop.maxWallMs),
    }),
  );
  expect(findings).toEqual([]);
  // The run reached the parser and the thread: many mails were read, some were real answers.
  expect(read).toBeGreaterThan(RUNS / 4);
  expect(taken).toBeGreaterThan(0);
}, 600_000);
