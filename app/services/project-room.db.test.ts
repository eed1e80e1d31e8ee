import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import {
  agencies,
  briefs,
  emailOutbox,
  matches,
  rateLimits,
  signInRequests,
  signInTokens,
  threadMessages,
} from "~/db/schema";
import {
  COUNT_CAP,
  shownCount,
  THREAD_MAIL_DELAY_MINUTES,
  THREAD_MAIL_GAP_MINUTES,
} from "~/domain/project-room";
import { threadMessageLimits } from "~/domain/rate-limits";
import { redeemClientSignInLink, redeemSignInLink, requestSignInLink } from "./agency-auth.server";
import { deleteAgency, deleteBrief } from "./deletions.server";
import {
  hideThreadMessage,
  listClientBriefs,
  listOperatorThreads,
  postThreadMessage,
  readThread,
  THREAD_PAGE_MESSAGES,
  type RoomViewer,
} from "./project-room.server";
import { findSession } from "./sessions.server";
import { resolveSignInRequests } from "./sign-in-links.server";
import { mailThreadMessages } from "./thread-mail.server";

/**
 * The project room (docs/decisions/018-project-room.md): who reads and writes a thread, what each
 * side sees as unread, the operator's order, the mails about new messages, and deletion.
 */
const t = useTestDatabase();
const config = testConfig();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(emailOutbox);
  await t.db.delete(rateLimits);
  await t.db.delete(signInRequests);
  await t.db.delete(signInTokens);
});

/** A brief of `email` matched with a new agency, `hoursAgo` hours ago. */
async function matched(email = "Layla@Client.example", hoursAgo = 1, locale = "en") {
  const brief = await makeBrief(t.db, { email, locale });
  const agency = await makeAgency(t.db, { approved: true });
  const [match] = await t.db
    .insert(matches)
    .values({
      briefId: brief.id,
      agencyId: agency.id,
      matchedAt: new Date(Date.now() - hoursAgo * HOUR),
    })
    .returning();
  return { brief, agency, matchId: match!.id };
}

const client = (email = "layla@client.example"): RoomViewer => ({ kind: "client", email });
const agencyViewer = (agencyId: number): RoomViewer => ({ kind: "agency", agencyId });
const operator: RoomViewer = { kind: "operator" };

async function post(matchId: number, viewer: RoomViewer, body: string, now = new Date()) {
  const result = await postThreadMessage(t.db, matchId, viewer, body, now);
  if (result.status !== "sent") throw new Error(`not sent: ${result.status}`);
  return result.id;
}

describe("who reads and writes a thread", () => {
  it("lets the brief's client (by address, any case), the matched agency and the operator in, nobody else", async () => {
    const { agency, matchId } = await matched();
    const other = await matched("someone@else.example");
    expect(await readThread(t.db, matchId, client("LAYLA@client.example"))).toBeDefined();
    expect(await readThread(t.db, matchId, agencyViewer(agency.id))).toBeDefined();
    expect(await readThread(t.db, matchId, operator)).toBeDefined();
    expect(await readThread(t.db, matchId, client("someone@else.example"))).toBeUndefined();
    expect(await readThread(t.db, matchId, agencyViewer(other.agency.id))).toBeUndefined();
    expect(await readThread(t.db, matchId + 1000, operator)).toBeUndefined();
    expect(await postThreadMessage(t.db, matchId, agencyViewer(other.agency.id), "Hi")).toEqual({
      status: "not-found",
    });
    expect(await postThreadMessage(t.db, matchId, client("someone@else.example"), "Hi")).toEqual({
      status: "not-found",
    });
    expect(await t.db.select().from(threadMessages)).toHaveLength(0);
  });

  it("shows each side what it has not read, and reading marks it read for that side only", async () => {
    const { agency, matchId } = await matched();
    await post(matchId, client(), "Hello, can you start in March?");
    await post(matchId, operator, "Welcome both.");
    const forAgency = await readThread(t.db, matchId, agencyViewer(agency.id));
    expect(forAgency!.messages.map((m) => [m.author, m.unread, m.mine])).toEqual([
      ["client", true, false],
      ["operator", true, false],
    ]);
    const again = await readThread(t.db, matchId, agencyViewer(agency.id));
    expect(again!.messages.every((m) => !m.unread)).toBe(true);
    // The client wrote the first one: only the operator's is new to them.
    const forClient = await readThread(t.db, matchId, client());
    expect(forClient!.messages.map((m) => [m.author, m.unread, m.mine])).toEqual([
      ["client", false, true],
      ["operator", true, false],
    ]);
    const [brief] = await listClientBriefs(t.db, "layla@client.example");
    expect(brief!.matches[0]!.unread).toBe(0);
  });

  it("hides a message from both sides and keeps it for the operator", async () => {
    const { agency, matchId } = await matched();
    const id = await post(matchId, agencyViewer(agency.id), "Call me on WhatsApp instead");
    expect(await hideThreadMessage(t.db, id)).toEqual({ matchId });
    const forClient = await readThread(t.db, matchId, client());
    expect(forClient!.messages[0]).toMatchObject({ body: null, hidden: true });
    const forOperator = await readThread(t.db, matchId, operator);
    expect(forOperator!.messages[0]).toMatchObject({
      body: "Call me on WhatsApp instead",
      hidden: true,
    });
    expect(await hideThreadMessage(t.db, id + 1000)).toBeUndefined();
  });

  it("limits each sender, not each thread", async () => {
    const { matchId } = await matched();
    const [rule] = threadMessageLimits;
    const now = new Date();
    for (let i = 0; i < rule.limit; i++) await post(matchId, client(), `Message ${i}`, now);
    const refused = await postThreadMessage(t.db, matchId, client(), "One more", now);
    expect(refused.status).toBe("rate-limited");
    const others = await matched("other@client.example");
    expect(
      (await postThreadMessage(t.db, others.matchId, client("other@client.example"), "Hi", now))
        .status,
    ).toBe("sent");
    expect(await t.db.select().from(threadMessages)).toHaveLength(rule.limit + 1);
  });
});

describe("a long thread", () => {
  it("shows its newest page with a way to earlier ones, and counts stop at the cap", async () => {
    const { agency, matchId } = await matched();
    await t.db.execute(sql`
      insert into thread_messages (match_id, author, body)
      select ${matchId}, 'agency', 'Message ' || g from generate_series(1, 250) g`);
    const [brief] = await listClientBriefs(t.db, "layla@client.example");
    expect(brief!.matches[0]!.unread).toBe(COUNT_CAP);
    expect(shownCount(brief!.matches[0]!.unread)).toBe("99+");
    const [row] = await listOperatorThreads(t.db);
    expect(row!.messages).toBe(COUNT_CAP);

    const older = await readThread(t.db, matchId, client(), { before: 1_000_000_000 });
    expect(older!.older).toBe(true);
    // An older page marks nothing read.
    expect((await listClientBriefs(t.db, "layla@client.example"))[0]!.matches[0]!.unread).toBe(
      COUNT_CAP,
    );
    const newest = await readThread(t.db, matchId, client());
    expect(newest!.messages).toHaveLength(THREAD_PAGE_MESSAGES);
    expect(newest!.messages.at(-1)!.body).toBe("Message 250");
    expect(newest!.earlierBefore).toBe(newest!.messages[0]!.id);
    const before = await readThread(t.db, matchId, client(), { before: newest!.earlierBefore! });
    expect(before!.messages.at(-1)!.body).toBe("Message 150");
    const first = await readThread(t.db, matchId, client(), { before: before!.earlierBefore! });
    expect(first!.messages.map((m) => m.body)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Message ${i + 1}`),
    );
    expect(first!.earlierBefore).toBeNull();
    expect((await listClientBriefs(t.db, "layla@client.example"))[0]!.matches[0]!.unread).toBe(0);
    expect(await readThread(t.db, matchId, agencyViewer(agency.id))).toBeDefined();
  });
});

describe("My briefs", () => {
  it("lists every brief of the address with its state and its matched agencies", async () => {
    const { brief, agency } = await matched();
    const waiting = await makeBrief(t.db, { email: "layla@client.example" });
    const qualified = await makeBrief(t.db, {
      email: "layla@client.example",
      qualifiedAt: new Date(),
    });
    await makeBrief(t.db, { email: "someone@else.example" });
    const list = await listClientBriefs(t.db, "LAYLA@client.example");
    expect(list.map((b) => [b.id, b.state])).toEqual(
      expect.arrayContaining([
        [brief.id, "matched"],
        [waiting.id, "waiting"],
        [qualified.id, "qualified"],
      ]),
    );
    expect(list).toHaveLength(3);
    expect(list.find((b) => b.id === brief.id)!.matches).toEqual([
      expect.objectContaining({ agencyName: agency.agencyName, unread: 0 }),
    ]);
  });
});

describe("the operator's threads", () => {
  it("puts threads waiting for the agency for 48 hours first, longest wait first", async () => {
    const fresh = await matched("a@client.example", 1);
    const late = await matched("b@client.example", 100);
    const later = await matched("c@client.example", 200);
    const answered = await matched("d@client.example", 300);
    await post(answered.matchId, agencyViewer(answered.agency.id), "Hello! Happy to help.");
    const order = (await listOperatorThreads(t.db)).map((r) => r.matchId);
    expect(order.slice(0, 2)).toEqual([later.matchId, late.matchId]);
    expect(order).toContain(fresh.matchId);
    const rows = await listOperatorThreads(t.db);
    expect(rows.find((r) => r.matchId === answered.matchId)).toMatchObject({
      overdue: false,
      waitingSince: null,
    });
    expect(rows.find((r) => r.matchId === fresh.matchId)!.overdue).toBe(false);
    expect(
      (await listOperatorThreads(t.db, { briefId: late.brief.id })).map((r) => r.matchId),
    ).toEqual([late.matchId]);
  });
});

describe("mails about new messages", () => {
  const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

  it("mails the other side once the message has waited unread, in its language, once per gap", async () => {
    const { agency, matchId, brief } = await matched("layla@client.example", 1, "ar");
    await t.db.update(agencies).set({ locale: "en" }).where(eq(agencies.id, agency.id));
    const start = new Date();
    await post(matchId, client(), "First question", start);
    // Too soon: the agency may be reading the room.
    expect(await mailThreadMessages(t.db, config, later(start, 1))).toEqual({ mailed: 0 });
    expect(await mailThreadMessages(t.db, config, later(start, THREAD_MAIL_DELAY_MINUTES))).toEqual(
      {
        mailed: 1,
      },
    );
    const [first] = await mails();
    expect(first).toMatchObject({
      toAddress: agency.email,
      briefId: brief.id,
      agencyId: agency.id,
    });
    expect(first!.text).toContain("First question");
    expect(first!.text).toContain(`/dashboard/threads/${matchId}`);
    // The same message is never mailed twice.
    expect(await mailThreadMessages(t.db, config, later(start, 60))).toEqual({ mailed: 0 });

    // A second message within the gap waits for the gap to end, then both are counted.
    const second = later(start, 3);
    await post(matchId, client(), "Second question", second);
    await post(matchId, client(), "Third question", later(start, 4));
    expect(await mailThreadMessages(t.db, config, later(start, 8))).toEqual({ mailed: 0 });
    expect(
      await mailThreadMessages(
        t.db,
        config,
        later(start, THREAD_MAIL_DELAY_MINUTES + THREAD_MAIL_GAP_MINUTES),
      ),
    ).toEqual({ mailed: 1 });
    const [, again] = await mails();
    expect(again!.text).toContain("Third question");
    // All three are unread by the agency: the mail says so.
    expect(again!.text).toContain("3 new message(s)");

    // The agency answers: the client is mailed in Arabic, the brief's language.
    await post(matchId, agencyViewer(agency.id), "Answers below", later(start, 20));
    expect(await mailThreadMessages(t.db, config, later(start, 30))).toEqual({ mailed: 1 });
    const [, , toClient] = await mails();
    expect(toClient).toMatchObject({ toAddress: "layla@client.example" });
    expect(toClient!.subject).toMatch(/[\u0600-\u06ff]/);
    expect(toClient!.text).toContain(`/ar/my-briefs/threads/${matchId}`);
  });

  it("sends nothing for messages the side has read, or that were hidden", async () => {
    const { agency, matchId } = await matched();
    const start = new Date();
    await post(matchId, client(), "Read at once", start);
    await readThread(t.db, matchId, agencyViewer(agency.id));
    const hidden = await post(matchId, client(), "Hidden at once", start);
    await hideThreadMessage(t.db, hidden);
    expect(await mailThreadMessages(t.db, config, later(start, 30))).toEqual({ mailed: 0 });
    expect(await mails()).toHaveLength(0);
  });
});

describe("a client's sign-in link", () => {
  const ask = (email: string) =>
    requestSignInLink(t.db, {
      email,
      audience: "client",
      redirectTo: "/my-briefs",
      clientAddress: "192.0.2.7",
      locale: "en",
    });

  it("is mailed to the address of the briefs, opens a client session, and works once", async () => {
    await matched("Layla@Client.example");
    await ask("layla@client.EXAMPLE");
    await ask("nobody@client.example");
    expect(await resolveSignInRequests(t.db, config)).toEqual({ mailed: 1, kept: 0, unlisted: 1 });
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail!.toAddress).toBe("Layla@Client.example");
    const token = /my-briefs\/sign-in\?token=([\w-]+)/.exec(mail!.text)![1]!;
    // Not an agency's link.
    expect(await redeemSignInLink(t.db, token)).toEqual({ status: "invalid" });
    const used = await redeemClientSignInLink(t.db, token);
    expect(used).toMatchObject({
      status: "ok",
      clientEmail: "layla@client.example",
      redirectTo: "/my-briefs",
    });
    expect(await redeemClientSignInLink(t.db, token)).toEqual({ status: "invalid" });
    const session = await findSession(t.db, (used as { token: string }).token);
    expect(session).toMatchObject({
      clientEmail: "layla@client.example",
      agencyId: null,
      userId: null,
    });
  });
});

describe("deletion", () => {
  it("deleting a brief or an agency deletes its threads, messages and their mails", async () => {
    const one = await matched("a@client.example");
    const two = await matched("b@client.example");
    const start = new Date();
    await post(one.matchId, client("a@client.example"), "To be deleted", start);
    await post(two.matchId, client("b@client.example"), "Also deleted", start);
    await mailThreadMessages(t.db, config, later(start, 30));
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
    await deleteBrief(t.db, one.brief.id);
    await deleteAgency(t.db, two.agency.id);
    expect(await t.db.select().from(threadMessages)).toHaveLength(0);
    expect(await t.db.select().from(matches)).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  function later(from: Date, minutes: number) {
    return new Date(from.getTime() + minutes * MINUTE);
  }
});
