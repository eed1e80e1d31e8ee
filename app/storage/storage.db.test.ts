import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { startS3Server } from "#tests/s3-server";
import {
  briefs,
  matches,
  storageDeletions,
  storedObjects,
  threadFiles,
  threadMessages,
} from "~/db/schema";
import { makeAgency, makeBrief } from "#tests/factories";
import { eq } from "drizzle-orm";
import { purgeDeletedObjects } from "~/services/storage-deletions.server";
import { databaseStorage } from "./database-storage.server";
import { isStorageKey, StorageKeyError, type ObjectStorage } from "./object-storage";
import { s3Storage } from "./s3-storage.server";
import { objectStorage } from "./storage.server";

/**
 * The storage interface on both back ends (decision 016): the database's stored_objects table,
 * and S3-compatible storage, here s3rver, a local S3 API server started by the test.
 */
const t = useTestDatabase();
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const bytes = (n: number) => new Uint8Array(Array.from({ length: n }, (_, i) => (i * 7) % 256));

function behavesAsStorage(make: () => ObjectStorage) {
  it("puts, gets, replaces and deletes by key, with the content type and length", async () => {
    const storage = make();
    const key = "agencies/1/p-0123456789abcdef-thumb.webp";
    expect(await storage.get(key)).toBeUndefined();
    // Every byte value, and a size past one network chunk.
    const body = bytes(200_000);
    await storage.put(key, body, { contentType: "image/webp" });
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.byteLength).toBe(200_000);
    expect(Buffer.from(stored!.body).equals(Buffer.from(body))).toBe(true);

    await storage.put(key, bytes(3), { contentType: "application/octet-stream" });
    const replaced = await storage.get(key);
    expect([...replaced!.body]).toEqual([0, 7, 14]);
    expect(replaced?.contentType).toBe("application/octet-stream");

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    // Deleting what is not there is not an error.
    await storage.delete(key);
  });

  it("keeps an empty object, and keys apart", async () => {
    const storage = make();
    await storage.put("messages/1/empty.txt", new Uint8Array(), { contentType: "text/plain" });
    await storage.put("messages/1/other.txt", bytes(5), { contentType: "text/plain" });
    expect((await storage.get("messages/1/empty.txt"))?.byteLength).toBe(0);
    expect((await storage.get("messages/1/other.txt"))?.byteLength).toBe(5);
    await storage.delete("messages/1/empty.txt");
    expect((await storage.get("messages/1/other.txt"))?.byteLength).toBe(5);
  });

  it("streams a large object in and out in pieces, a byte for a byte", async () => {
    const storage = make();
    const key = "threads/1/f-stream";
    // 12 MB in odd-sized chunks: past one multipart part on S3 and a dozen parts in the database.
    const total = 12 * 1024 * 1024 + 123;
    async function* chunks() {
      for (let sent = 0; sent < total;) {
        const size = Math.min(65_537, total - sent);
        yield Uint8Array.from({ length: size }, (_, i) => (sent + i) % 251);
        sent += size;
      }
    }
    expect(await storage.putStream(key, chunks(), { contentType: "application/pdf" })).toBe(total);
    const stream = await storage.getStream(key);
    expect(stream).toMatchObject({ contentType: "application/pdf", byteLength: total });
    let read = 0;
    let wrong = 0;
    for await (const chunk of stream!.chunks) {
      for (let i = 0; i < chunk.byteLength; i++) if (chunk[i] !== (read + i) % 251) wrong++;
      read += chunk.byteLength;
    }
    expect([read, wrong]).toEqual([total, 0]);
    expect((await storage.get(key))?.byteLength).toBe(total);
    // A small one streams too, and an empty one.
    expect(
      await storage.putStream("threads/1/f-small", [bytes(10)].values() as never, {
        contentType: "text/plain; charset=utf-8",
      }),
    ).toBe(10);
    expect((await storage.get("threads/1/f-small"))?.byteLength).toBe(10);
    await storage.delete(key);
    expect(await storage.getStream(key)).toBeUndefined();
  });

  it("leaves nothing under a key whose stream failed", async () => {
    const storage = make();
    async function* failing() {
      yield bytes(6 * 1024 * 1024);
      throw new Error("the visitor went away");
    }
    await expect(
      storage.putStream("threads/1/f-cut", failing(), { contentType: "application/zip" }),
    ).rejects.toThrow("the visitor went away");
    expect(await storage.get("threads/1/f-cut")).toBeUndefined();
  });

  it("refuses keys that are not plain paths, before any request", async () => {
    const storage = make();
    for (const key of ["", "/a", "a/", "a//b", "../a", "a/../b", "a/./b", "a b", "a?b", "a%2Fb"]) {
      await expect(storage.put(key, bytes(1), { contentType: "text/plain" })).rejects.toThrow(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
    }
  });
}

describe("the database back end", () => {
  behavesAsStorage(() => databaseStorage(t.db));

  it("is the default, and keeps the bytes in stored_objects", async () => {
    const storage = objectStorage({ db: t.db, config: testConfig() });
    expect(storage.kind).toBe("database");
    await storage.put("agencies/2/l-0123456789abcdef-64.webp", bytes(10), {
      contentType: "image/webp",
    });
    const rows = await t.db.select().from(storedObjects);
    const row = rows.find((r) => r.key === "agencies/2/l-0123456789abcdef-64.webp");
    expect(row?.byteLength).toBe(10);
    expect(row?.contentType).toBe("image/webp");
  });
});

describe("the S3 back end", () => {
  behavesAsStorage(() =>
    s3Storage({
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: s3.bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    }),
  );

  it("is chosen by S3_BUCKET and its keys, and writes to the bucket, not the database", async () => {
    const config = testConfig(s3.env);
    expect(config.storage).toMatchObject({ kind: "s3", bucket: s3.bucket, forcePathStyle: true });
    const storage = objectStorage({ db: t.db, config });
    expect(storage.kind).toBe("s3");
    await storage.put("agencies/3/l-0123456789abcdef-64.webp", bytes(10), {
      contentType: "image/webp",
    });
    const rows = await t.db.select({ key: storedObjects.key }).from(storedObjects);
    expect(rows.map((r) => r.key)).not.toContain("agencies/3/l-0123456789abcdef-64.webp");
    expect(readdirSync(`${s3.directory}/${s3.bucket}`, { recursive: true }).length).toBeGreaterThan(
      0,
    );
    expect((await storage.get("agencies/3/l-0123456789abcdef-64.webp"))?.byteLength).toBe(10);
  });

  it("loses a deleted thread file's object at the next housekeeping pass", async () => {
    const storage = objectStorage({ db: t.db, config: testConfig(s3.env) });
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const [match] = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .returning();
    const [message] = await t.db
      .insert(threadMessages)
      .values({ matchId: match!.id, author: "client", body: "" })
      .returning();
    const key = `threads/${match!.id}/f-purge`;
    await storage.put(key, bytes(100), { contentType: "application/pdf" });
    await t.db.insert(threadFiles).values({
      messageId: message!.id,
      matchId: match!.id,
      briefId: brief.id,
      storageKey: key,
      name: "a.pdf",
      contentType: "application/pdf",
      byteLength: 100,
    });
    await t.db.delete(briefs).where(eq(briefs.id, brief.id));
    // The record is gone; the bytes wait for the worker.
    expect((await storage.get(key))?.byteLength).toBe(100);
    expect(await purgeDeletedObjects(t.db, storage)).toEqual({ deleted: 1 });
    expect(await storage.get(key)).toBeUndefined();
    expect(await t.db.select().from(storageDeletions)).toHaveLength(0);
  });

  it("says what failed when the bucket is not there", async () => {
    const storage = s3Storage({
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: "no-such-bucket",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    await expect(storage.put("a/b", bytes(1), { contentType: "text/plain" })).rejects.toThrow(
      /PutObject of a\/b answered 404 \(NoSuchBucket\)/,
    );
  });
});

it("takes plain keys only", () => {
  expect(isStorageKey("agencies/12/l-0123456789abcdef-64.webp")).toBe(true);
  expect(isStorageKey("a".repeat(513))).toBe(false);
  expect(isStorageKey("..")).toBe(false);
});
