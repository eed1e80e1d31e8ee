import { eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import {
  agencies,
  briefs,
  matches,
  rateLimits,
  storedObjects,
  threadFiles,
  threadMessages,
} from "~/db/schema";
import { threadMessageLimits } from "~/domain/rate-limits";
import { replyAddress } from "~/services/reply-addresses.server";
import { objectStorage } from "~/storage/storage.server";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";

/**
 * Answers by e-mail through a real SMTP conversation with the listener
 * (docs/decisions/019-answering-by-email.md): who may answer which address, what of a mail becomes
 * the message, the file rules for attachments, and that whatever is refused is refused inside the
 * conversation, keeping nothing.
 */
const t = useTestDatabase();
const config = testConfig();
let smtp: InboundSmtp;

beforeAll(async () => {
  smtp = await startInboundSmtp({
    config,
    db: t.db,
    storage: objectStorage({ db: t.db, config }),
    log: pino({ level: "silent" }),
    listen: { port: 0, host: "127.0.0.1" },
  });
});
afterAll(() => smtp.close());

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
  await t.db.delete(storedObjects);
});

const CLIENT = "Layla@Client.example";

async function matched(agencyEmail = "team@agency.example") {
  const brief = await makeBrief(t.db, { email: CLIENT });
  const agency = await makeAgency(t.db, { approved: true, email: agencyEmail });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  return { brief, agency, matchId: match!.id };
}

type Mail = ConstructorParameters<typeof MailComposer>[0];

/** Sends `mail` to the listener; what the listener answered at the end of the conversation. */
async function deliver(
  envelope: { from: string; to: string | string[] },
  mail: Mail | Buffer,
): Promise<{ code: number; response: string; rejected?: string[] }> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const raw = Buffer.isBuffer(mail)
    ? mail
    : await new MailComposer({ from: envelope.from, ...mail }).compile().build();
  try {
    const info = await transport.sendMail({ envelope, raw });
    const rejected = (info.rejectedErrors ?? []).map(
      (e) => (e as { response?: string }).response ?? "",
    );
    return { code: 250, response: info.response, rejected };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message: string };
    return { code: e.responseCode ?? 0, response: e.response ?? e.message };
  } finally {
    transport.close();
  }
}

const messages = () => t.db.select().from(threadMessages).orderBy(threadMessages.id);

const QUOTED = [
  "",
  "On Sun, 29 Nov 2026 at 10:00, Wakala <no-reply@wakala.ae> wrote:",
  "> ##- Write your answer above this line -##",
  "> New message from Lagoon Labs",
].join("\n");

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("the inbound SMTP listener", () => {
  it("writes the client's answer in the thread: the new text only, once however often it arrives", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const mail = {
      to,
      subject: "Re: Lagoon Labs wrote about Website",
      messageId: "<answer-1@client.example>",
      text: `Tuesday works for us.\nPlease bring the plan.\n\n-- \nLayla Haddad\nCEO${QUOTED}`,
    };
    // The envelope's address in another case is the same address.
    const first = await deliver({ from: "layla@client.example", to }, mail);
    expect(first.code).toBe(250);
    // The sender's retry after a lost connection: taken, not kept twice.
    const again = await deliver({ from: CLIENT, to: to.toUpperCase() }, mail);
    expect(again.code).toBe(250);
    const kept = await messages();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      matchId,
      author: "client",
      body: "Tuesday works for us.\nPlease bring the plan.",
      mailMessageId: "<answer-1@client.example>",
    });
  });

  it("takes the agency's answer as the agency's, in Arabic, without its quoted mail", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "agency")!;
    const result = await deliver(
      { from: "team@agency.example", to },
      {
        to,
        subject: "رد",
        text: "نعم، يناسبنا يوم الثلاثاء.\n\nفي الأحد، 29 نوفمبر 2026، كتب Wakala <no-reply@wakala.ae>:\n> ##- اكتب ردك فوق هذا السطر -##",
      },
    );
    expect(result.code).toBe(250);
    expect(await messages()).toEqual([
      expect.objectContaining({ author: "agency", body: "نعم، يناسبنا يوم الثلاثاء." }),
    ]);
  });

  it("refuses at RCPT a sender other than the recipient, a forged or foreign address, and a second recipient", async () => {
    const { matchId } = await matched();
    const other = await matched("other@agency.example");
    const to = replyAddress(config, matchId, "client")!;
    const signature = to.split("@")[0]!.split("-")[3]!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    const mail = { to, text: "hello" };
    const cases: [string, string, RegExp][] = [
      // The agency's address may not answer for the client.
      ["team@agency.example", to, /^550 5\.7\.1/],
      ["stranger@example.com", to, /^550 5\.7\.1/],
      // A bounce (the null sender) is no answer.
      ["", to, /^550 5\.7\.1/],
      [CLIENT, to.replace(signature, flipped), /^550 5\.1\.1/],
      // This address's signature on another thread, or on the other side.
      [CLIENT, to.replace(`-${matchId}-`, `-${other.matchId}-`), /^550 5\.1\.1/],
      ["team@agency.example", to.replace("-c-", "-a-"), /^550 5\.1\.1/],
      [CLIENT, to.replace("@reply.localhost", "@example.com"), /^550 5\.1\.1/],
      [CLIENT, "postmaster@reply.localhost", /^550 5\.1\.1/],
    ];
    for (const [from, recipient, expected] of cases) {
      const result = await deliver({ from, to: recipient }, mail);
      expect(result.response, `${from} → ${recipient}`).toMatch(expected);
    }
    const two = await deliver(
      { from: CLIENT, to: [to, replyAddress(config, other.matchId, "client")!] },
      mail,
    );
    // nodemailer sends to the recipients the server took: the first only.
    expect(two.code).toBe(250);
    expect(two.rejected).toEqual([expect.stringMatching(/^452 4\.5\.3 One recipient/)]);
    expect(await messages()).toEqual([expect.objectContaining({ matchId, body: "hello" })]);
  });

  it("refuses a mail whose From header is not the recipient's, keeping nothing", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const result = await deliver(
      { from: CLIENT, to },
      { from: "Mallory <mallory@example.com>", to, text: "Send the payment to me" },
    );
    expect(result.response).toMatch(/^550 5\.7\.1/);
    expect(await messages()).toEqual([]);
  });

  it("keeps attachments under the room's file rules, and no picture of the HTML body", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const result = await deliver(
      { from: CLIENT, to },
      {
        to,
        text: "Our plan attached.",
        html: '<p>Our plan attached.</p><img src="cid:logo@client">',
        attachments: [
          { filename: "../../plan\u202e.pdf", content: PDF },
          { filename: "logo.png", content: PNG, cid: "logo@client" },
        ],
      },
    );
    expect(result.code).toBe(250);
    const files = await t.db.select().from(threadFiles);
    expect(files).toEqual([
      expect.objectContaining({
        name: "plan.pdf",
        contentType: "application/pdf",
        byteLength: PDF.length,
      }),
    ]);
    const [message] = await messages();
    expect(message).toMatchObject({ body: "Our plan attached." });
    expect(files[0]!.messageId).toBe(message!.id);
  });

  it("refuses an answer with a file of a kind the room does not take, or too many files, keeping none of it", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(200)]);
    const lying = await deliver(
      { from: CLIENT, to },
      {
        to,
        text: "See attached",
        attachments: [
          { filename: "plan.pdf", content: PDF },
          { filename: "invoice.pdf", content: exe, contentType: "application/pdf" },
        ],
      },
    );
    expect(lying.response).toMatch(/^550 5\.7\.1 The file "invoice\.pdf" is not a kind/);
    const six = await deliver(
      { from: CLIENT, to },
      {
        to,
        text: "Six files",
        attachments: Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.pdf`, content: PDF })),
      },
    );
    expect(six.response).toMatch(/^550 5\.7\.1 At most 5 files/);
    expect(await messages()).toEqual([]);
    expect(await t.db.select().from(threadFiles)).toEqual([]);
    expect(await t.db.select().from(storedObjects)).toEqual([]);
  });

  it("refuses what holds no answer, a mail of other bytes, and one over the size limit; drops an out-of-office", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const onlyQuote = await deliver({ from: CLIENT, to }, { to, text: QUOTED });
    expect(onlyQuote.response).toMatch(/^550 5\.6\.0 No answer was found/);
    const garbage = await deliver(
      { from: CLIENT, to },
      Buffer.from("\x00\x01\x02 not a mail \xff\xfe\r\n\r\n\x00"),
    );
    expect(garbage.response).toMatch(/^550 5\.(6\.0|7\.1)/);
    const outOfOffice = await deliver(
      { from: CLIENT, to },
      { to, text: "I am away until Monday.", headers: { "Auto-Submitted": "auto-replied" } },
    );
    expect(outOfOffice.code).toBe(250);
    const huge = await deliver(
      { from: CLIENT, to },
      { to, text: `Big.\n${"x".repeat(76).concat("\n").repeat(500_000)}` },
    );
    expect(huge.response).toMatch(/^552 5\.3\.4/);
    expect(await messages()).toEqual([]);
    // And the listener still answers.
    expect((await deliver({ from: CLIENT, to }, { to, text: "Still here" })).code).toBe(250);
  });

  it("asks the sender to try later when the client has written too much lately", async () => {
    const { matchId } = await matched();
    const to = replyAddress(config, matchId, "client")!;
    const rule = threadMessageLimits[0]!;
    for (let i = 0; i < rule.limit; i++) {
      expect((await deliver({ from: CLIENT, to }, { to, text: `Message ${i}` })).code).toBe(250);
    }
    const over = await deliver({ from: CLIENT, to }, { to, text: "One more" });
    expect(over.response).toMatch(/^451 4\.7\.1/);
    expect(await t.db.$count(threadMessages, eq(threadMessages.matchId, matchId))).toBe(rule.limit);
  });
});
