import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { openDurablePglite } from "./durable-pglite.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("runs with fsync on, the WAL written synchronously, and fsync reaching the disk", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wakala-durable-"));
  dirs.push(dir);
  const synced: number[] = [];
  const db = await openDurablePglite(path.join(dir, "pglite"), (fd) => synced.push(fd));
  try {
    const { rows } = await db.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name",
    );
    expect(rows).toEqual([
      { name: "fsync", setting: "on" },
      { name: "wal_sync_method", setting: "open_datasync" },
    ]);
    await db.exec("create table t (x int); insert into t values (1);");
    synced.length = 0;
    // A checkpoint syncs the data files, pg_control and directories through the NODEFS hook.
    await db.exec("checkpoint");
    expect(synced.length).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
});
