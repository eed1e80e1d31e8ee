import "#tests/production-react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { cookieOf, startTestApp, type TestApp } from "#tests/http-app";
import {
  briefs,
  matches,
  proposals,
  proposalVersions,
  storedObjects,
  threadFiles,
  threadMessages,
} from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import {
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";

/**
 * The proposal form and the client's decision over HTTP (issue 31): hostile amounts, dates and
 * milestones each get their field's message and store nothing; a proposal on another agency's
 * match, and a decision on another client's brief, are not found. A refused decline shows its
 * form again with what was sent.
 */
const t = useTestDatabase();
const config = testConfig();
const texts = getMessages("en").projectRoom.proposal;
let app: TestApp;
let agency: string;
let otherAgency: string;
let client: string;
let otherClient: string;
let matchId: number;
let briefId: number;

beforeAll(async () => {
  app = await startTestApp(t.database, config);
});
afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(storedObjects);
  const brief = await makeBrief(t.db, { email: "buyer@client.example" });
  await makeBrief(t.db, { email: "other@client.example" });
  const matched = await makeAgency(t.db, { approved: true });
  const other = await makeAgency(t.db, { approved: true });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: matched.id })
    .returning();
  matchId = match!.id;
  briefId = brief.id;
  const session = async (owner: Parameters<typeof createSession>[1], kind: "client" | "agency") =>
    cookieOf(
      config,
      kind,
      (
        await createSession(
          t.db,
          owner,
          kind === "client" ? CLIENT_SESSION_TTL_MS : AGENCY_SESSION_TTL_MS,
        )
      ).token,
    );
  agency = await session({ agencyId: matched.id }, "agency");
  otherAgency = await session({ agencyId: other.id }, "agency");
  client = await session({ clientEmail: "buyer@client.example" }, "client");
  otherClient = await session({ clientEmail: "other@client.example" }, "client");
});

const valid: Record<string, string> = {
  intent: "send-proposal",
  summary: "A store",
  scope: "Design and build",
  "lines[0].description": "Build",
  "lines[0].quantity": "1",
  "lines[0].unitPrice": "12,500",
  startDate: "2027-03-01",
  endDate: "2027-04-30",
  "milestones[0].label": "Signing",
  "milestones[0].percent": "50",
  "milestones[1].label": "Launch",
  "milestones[1].percent": "50",
};

async function post(path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: app.url },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return {
    status: response.status,
    text: await response.text(),
    location: response.headers.get("location"),
  };
}

const stored = async () => ({
  proposals: (await t.db.select().from(proposals)).length,
  versions: (await t.db.select().from(proposalVersions)).length,
});

describe("the proposal form", () => {
  it.each([
    ["a negative amount", { "lines[0].unitPrice": "-5" }, texts.amountInvalid],
    ["NaN", { "lines[0].unitPrice": "NaN" }, texts.amountInvalid],
    ["1e309", { "lines[0].unitPrice": "1e309" }, texts.amountInvalid],
    ["twenty digits", { "lines[0].unitPrice": "12345678901234567890" }, texts.amountInvalid],
    ["three decimals", { discount: "12.505" }, texts.amountInvalid],
    ["a misplaced separator", { "lines[0].unitPrice": "1,25,00" }, texts.amountInvalid],
    ["an end before the start", { endDate: "2027-02-28" }, texts.endBeforeStart],
    ["30 February", { startDate: "2027-02-30" }, texts.dateInvalid],
    ["a date in words", { endDate: "next month" }, texts.dateInvalid],
    ["milestones adding up to 90", { "milestones[1].percent": "40" }, texts.milestonesAddUp],
    ["a fractional milestone", { "milestones[1].percent": "49.5" }, texts.milestonesAddUp],
    ["a discount above the subtotal", { discount: "12,500.01" }, texts.discountTooLarge],
  ])("refuses %s with its message, storing nothing", async (_, change, message) => {
    const answer = await post(`/dashboard/threads/${matchId}`, { ...valid, ...change }, agency);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message.replace(/'/g, "&#x27;").replace(/&(?!#)/g, "&amp;"));
    expect(await stored()).toEqual({ proposals: 0, versions: 0 });
  });

  it("takes Arabic-Indic digits and separators as typed", async () => {
    const answer = await post(
      `/dashboard/threads/${matchId}`,
      { ...valid, "lines[0].unitPrice": "١٢٬٥٠٠٫٥٠", startDate: "٢٠٢٧-٠٣-٠١" },
      agency,
    );
    expect(answer.status).toBe(302);
    const [version] = await t.db.select().from(proposalVersions);
    expect(version).toMatchObject({ subtotalFils: 1_250_050, startDate: "2027-03-01" });
  });

  it("is not another agency's to write, nor a client's", async () => {
    expect((await post(`/dashboard/threads/${matchId}`, valid, otherAgency)).status).toBe(404);
    expect((await post(`/my-briefs/threads/${matchId}`, valid, client)).status).toBe(404);
    expect(await stored()).toEqual({ proposals: 0, versions: 0 });
  });
});

/** The form as a browser sends it (multipart), with files. */
async function postWithFiles(
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
  cookie = agency,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) {
    form.append("files", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  }
  const response = await fetch(`${app.url}/dashboard/threads/${matchId}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: app.url },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const storedFiles = async () => (await t.db.select().from(threadFiles)).length;

describe("the proposal's files", () => {
  it("go into the thread with the version sent, under the room's rules", async () => {
    const sent = await postWithFiles(valid, [{ name: "deck.pdf", bytes: PDF }]);
    expect(sent.status).toBe(302);
    expect(await stored()).toEqual({ proposals: 1, versions: 1 });
    const [message] = await t.db.select().from(threadMessages);
    expect(message).toMatchObject({
      author: "agency",
      body: "Files with version 1 of the proposal",
    });
    const [file] = await t.db.select().from(threadFiles);
    expect(file).toMatchObject({ name: "deck.pdf", contentType: "application/pdf" });
  });

  it("are refused with a draft, with a refused proposal, or of a kind the room does not take", async () => {
    const draft = await postWithFiles({ ...valid, intent: "save-proposal" }, [
      { name: "deck.pdf", bytes: PDF },
    ]);
    expect(draft.status).toBe(400);
    expect(draft.text).toContain("Attach files when you send the proposal");
    const bad = await postWithFiles({ ...valid, endDate: "2027-02-30" }, [
      { name: "deck.pdf", bytes: PDF },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(texts.dateInvalid);
    const html = await postWithFiles(valid, [
      {
        name: "deck.pdf",
        bytes: new TextEncoder().encode("<!doctype html><script>alert(1)</script>\u0000"),
      },
    ]);
    expect(html.status).toBe(400);
    expect(html.text).toContain("deck.pdf is not a type we take");
    expect(await stored()).toEqual({ proposals: 0, versions: 0 });
    expect(await storedFiles()).toBe(0);
    expect((await t.db.select().from(storedObjects)).length).toBe(0);
  });

  it("are not another agency's to send", async () => {
    const other = await postWithFiles(valid, [{ name: "deck.pdf", bytes: PDF }], otherAgency);
    expect(other.status).toBe(404);
    expect(await storedFiles()).toBe(0);
    expect((await t.db.select().from(storedObjects)).length).toBe(0);
  });

  it("a draft without files is saved from the multipart form too", async () => {
    const draft = await postWithFiles({ ...valid, intent: "save-proposal" }, []);
    expect(draft.status).toBe(302);
    expect(await stored()).toEqual({ proposals: 1, versions: 1 });
  });
});

describe("the client's decision", () => {
  it("is not another client's, and a post without a reason closes nothing", async () => {
    const close = { intent: "close-brief", reason: "price" };
    expect((await post(`/my-briefs/briefs/${briefId}`, close, otherClient)).status).toBe(404);
    const refused = await post(`/my-briefs/briefs/${briefId}`, { intent: "close-brief" }, client);
    expect(refused).toMatchObject({ status: 302, location: `/my-briefs/briefs/${briefId}` });
    const hostile = await post(
      `/my-briefs/briefs/${briefId}`,
      { intent: "accept-proposal", proposalId: "1e309", version: "-1" },
      client,
    );
    expect(hostile.status).toBe(302);
    const [brief] = await t.db.select().from(briefs).where(eq(briefs.id, briefId));
    expect(brief!.outcome).toBeNull();
    const closed = await post(`/my-briefs/briefs/${briefId}`, close, client);
    expect(closed.status).toBe(302);
    const [after] = await t.db.select().from(briefs).where(eq(briefs.id, briefId));
    expect(after).toMatchObject({ outcome: "closed", decisionReason: "price" });
  });
});

describe("hiring from the comparison", () => {
  const decision = getMessages("en").projectRoom.decision;
  const hirePage = async (proposalId: number) => {
    const response = await fetch(`${app.url}/my-briefs/briefs/${briefId}?hire=${proposalId}`, {
      headers: { Cookie: client },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const othersReason = decision.othersReason.replace(/'/g, "&#x27;");

  it("asks why not the others only while another agency still holds a place", async () => {
    expect((await post(`/dashboard/threads/${matchId}`, valid, agency)).status).toBe(302);
    const [proposal] = await t.db.select().from(proposals);
    // The other agency is matched too, sends its proposal, and is then replaced: its proposal
    // still shows in the comparison.
    const other = await makeAgency(t.db, { approved: true });
    const [second] = await t.db.insert(matches).values({ briefId, agencyId: other.id }).returning();
    const session = await createSession(t.db, { agencyId: other.id }, AGENCY_SESSION_TTL_MS);
    const otherCookie = await cookieOf(config, "agency", session.token);
    expect((await post(`/dashboard/threads/${second!.id}`, valid, otherCookie)).status).toBe(302);
    expect(await hirePage(proposal!.id)).toContain(othersReason);

    // A replaced (or declined) agency holds no place: hiring tells it nothing, so no reason.
    await t.db.update(matches).set({ answer: "replaced" }).where(eq(matches.id, second!.id));
    const page = await hirePage(proposal!.id);
    expect(page).toContain(`/my-briefs/threads/${second!.id}`);
    expect(page).not.toContain(othersReason);
  });
});

describe("the decline form", () => {
  const answerTexts = getMessages("en").projectRoom.answer;
  const pending = async () =>
    (await t.db.select().from(matches).where(eq(matches.id, matchId)))[0]!.answer;

  it("refuses 'Other' without a note and keeps the reason, with its message", async () => {
    const answer = await post(
      `/dashboard/threads/${matchId}`,
      { intent: "decline-match", reason: "other", note: "   " },
      agency,
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(answerTexts.noteRequired);
    expect(answer.text).toMatch(/<details[^>]*open=""/);
    expect(answer.text).toMatch(/value="other"[^>]*checked=""|checked=""[^>]*value="other"/);
    expect(await pending()).toBe("pending");
  });

  it("refuses a missing reason and keeps the note as it was typed", async () => {
    const note = "We are booked until March & can't start sooner <sorry>";
    const answer = await post(
      `/dashboard/threads/${matchId}`,
      { intent: "decline-match", note },
      agency,
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(answerTexts.reasonRequired);
    expect(answer.text).toContain(
      "We are booked until March &amp; can&#x27;t start sooner &lt;sorry&gt;</textarea>",
    );
    expect(await pending()).toBe("pending");
  });
});
