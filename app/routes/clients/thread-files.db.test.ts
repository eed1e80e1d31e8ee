import "#tests/production-react";
import http from "node:http";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { cookieOf, startTestApp, type TestApp } from "#tests/http-app";
import { briefs, matches, storedObjects, threadFiles, threadMessages } from "~/db/schema";
import { FILE_MAX_BYTES } from "~/domain/thread-files";
import {
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";
import { fileHref, isFileLink } from "~/services/thread-files.server";

/**
 * Files in the project room over HTTP (docs/decisions/018-project-room.md): a client's message
 * with files streams them to storage; the type is read from the content; sizes, counts and names
 * are held to the rules; a refused post stores nothing; downloads only for the thread's members,
 * through a signed, short-lived link, as attachments.
 */
const t = useTestDatabase();
const config = testConfig();
let app: TestApp;
let client: string;
let agency: string;
let otherAgency: string;
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
  const brief = await makeBrief(t.db, { email: "files@client.example" });
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
  client = await session({ clientEmail: "files@client.example" }, "client");
  agency = await session({ agencyId: matched.id }, "agency");
  otherAgency = await session({ agencyId: other.id }, "agency");
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

async function post(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  body = "Here are the files",
  cookie = client,
) {
  const form = new FormData();
  form.set("intent", "send-message");
  form.set("body", body);
  for (const file of files) {
    form.append(
      "files",
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  }
  const response = await fetch(`${app.url}/my-briefs/threads/${matchId}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: app.url },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

const storedKeys = async () =>
  (
    await t.db
      .select({ key: storedObjects.key })
      .from(storedObjects)
      .where(like(storedObjects.key, "threads/%"))
  ).map((r) => r.key);

describe("a message with files", () => {
  it("stores each file by its content's type under a clean name, and offers it to members only", async () => {
    const sent = await post([
      { name: "../../Brief\u202E.pdf", bytes: PDF, type: "text/html" },
      { name: "logo.png", bytes: PNG },
    ]);
    expect(sent.status).toBe(302);
    const rows = await t.db.select().from(threadFiles).orderBy(threadFiles.id);
    expect(rows.map((r) => [r.name, r.contentType, r.byteLength])).toEqual([
      ["Brief.pdf", "application/pdf", PDF.byteLength],
      ["logo.png", "image/png", PNG.byteLength],
    ]);
    expect(await storedKeys()).toHaveLength(2);

    const page = await fetch(`${app.url}/my-briefs/threads/${matchId}`, {
      headers: { Cookie: client },
    });
    const html = await page.text();
    const href = /href="(\/files\/\d+\?t=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(href).toBeDefined();
    const download = await fetch(`${app.url}${href}`, { headers: { Cookie: client } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Brief.pdf"/,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    // The matched agency too; another agency, a visitor and a tampered link not.
    expect((await fetch(`${app.url}${href}`, { headers: { Cookie: agency } })).status).toBe(200);
    expect((await fetch(`${app.url}${href}`, { headers: { Cookie: otherAgency } })).status).toBe(
      404,
    );
    expect((await fetch(`${app.url}${href}`)).status).toBe(404);
    expect(
      (await fetch(`${app.url}${href!.slice(0, -2)}xx`, { headers: { Cookie: client } })).status,
    ).toBe(404);
    // Hidden by the operator: gone for the client, kept for the operator.
    await t.db.update(threadMessages).set({ hiddenAt: new Date() });
    expect((await fetch(`${app.url}${href}`, { headers: { Cookie: client } })).status).toBe(404);
    await t.db.update(threadMessages).set({ hiddenAt: null });
    const other = fileHref(config, rows[1]!.id).replace(
      `/files/${rows[1]!.id}`,
      `/files/${rows[0]!.id}`,
    );
    expect((await fetch(`${app.url}${other}`, { headers: { Cookie: client } })).status).toBe(404);
  });

  it("takes a file of exactly 25 MB, and refuses one byte more, storing nothing", async () => {
    const exact = new Uint8Array(FILE_MAX_BYTES);
    exact.set(PDF);
    expect((await post([{ name: "exact.pdf", bytes: exact }])).status).toBe(302);
    expect((await t.db.select().from(threadFiles))[0]!.byteLength).toBe(FILE_MAX_BYTES);
    const over = new Uint8Array(FILE_MAX_BYTES + 1);
    over.set(PDF);
    const refused = await post([{ name: "over.pdf", bytes: over }], "Too big");
    expect(refused.status).toBe(413);
    expect(refused.text).toContain("over.pdf is larger than 25 MB");
    // The text is kept for the visitor to send again.
    expect(refused.text).toContain("Too big");
    expect(await t.db.select().from(threadFiles)).toHaveLength(1);
    expect(await storedKeys()).toHaveLength(1);
  });

  it("refuses a type that lies, an empty file and a sixth file, storing nothing", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>\u0000");
    const lying = await post([{ name: "report.pdf", bytes: html, type: "application/pdf" }]);
    expect(lying.status).toBe(400);
    expect(lying.text).toContain("report.pdf is not a type we take");
    const empty = await post([{ name: "empty.txt", bytes: new Uint8Array() }]);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("empty.txt is empty");
    const six = await post(
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, bytes: PDF })),
    );
    expect(six.status).toBe(400);
    expect(six.text).toContain("at most 5 files");
    expect(await t.db.select().from(threadMessages)).toHaveLength(0);
    expect(await storedKeys()).toHaveLength(0);
  });

  it("takes files without text, plain text by its content, and not a post with neither", async () => {
    const notes = new TextEncoder().encode("Scope\n- homepage\n- عربي\n");
    expect((await post([{ name: "notes", bytes: notes, type: "image/png" }], "")).status).toBe(302);
    expect((await t.db.select().from(threadFiles))[0]!.contentType).toBe(
      "text/plain; charset=utf-8",
    );
    const neither = await post([], "");
    expect(neither.status).toBe(400);
    expect(neither.text).toContain("Write a message or attach a file");
  });

  it("answers a body cut off in a file without storing anything, and keeps serving", async () => {
    const boundary = "----cut";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    await new Promise<void>((resolve) => {
      const request = http.request(`${app.url}/my-briefs/threads/${matchId}`, {
        method: "POST",
        headers: {
          Cookie: client,
          Origin: app.url,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(head.length + 100_000),
        },
      });
      request.on("error", () => resolve());
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve());
      });
      request.write(head);
      request.write(Buffer.alloc(50_000, 1));
      setTimeout(() => request.destroy(), 200);
      request.on("close", () => resolve());
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await storedKeys()).toHaveLength(0);
    expect(await t.db.select().from(threadMessages)).toHaveLength(0);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("goes with its brief: deleting the brief deletes the files and their bytes", async () => {
    expect((await post([{ name: "a.pdf", bytes: PDF }])).status).toBe(302);
    expect(await storedKeys()).toHaveLength(1);
    await t.db.delete(briefs).where(eq(briefs.id, briefId));
    expect(await t.db.select().from(threadFiles)).toHaveLength(0);
    expect(await storedKeys()).toHaveLength(0);
  });
});

describe("a file's link", () => {
  it("works for its file until it expires", () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const href = fileHref(config, 7, now);
    const token = new URL(`http://x${href}`).searchParams.get("t");
    expect(isFileLink(config, 7, token, now)).toBe(true);
    expect(isFileLink(config, 8, token, now)).toBe(false);
    expect(isFileLink(config, 7, token, new Date(now.getTime() + 14 * 60_000))).toBe(true);
    expect(isFileLink(config, 7, token, new Date(now.getTime() + 15 * 60_000))).toBe(false);
    expect(isFileLink(config, 7, "7-99999999999.forged", now)).toBe(false);
  });
});
