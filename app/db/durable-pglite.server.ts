import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * The embedded database with commits on the disk before they are acknowledged
 * (docs/decisions/011, Durability).
 *
 * PGlite 0.5 on Node promises no durability by default: it starts PostgreSQL with `-F`
 * (fsync=off), and Emscripten's NODEFS has no fsync operation, so every fsync() PostgreSQL makes
 * returns success without syncing. A killed process loses nothing (its writes are in the
 * kernel's page cache), but a power cut or an OS crash can lose the last ~30 s of commits and
 * leave the database inconsistent.
 *
 * Here: `fsync=on` with `wal_sync_method=open_datasync` (the WAL opened with O_SYNC, so each commit
 * is one synchronous write), and NODEFS given the fsync it lacks (checkpoints sync data files,
 * pg_control and directories). Measured cost: 1.1x on a brief submission, 1.4x on a bare
 * two-row transaction. `open_sync` is not usable (NODEFS refuses the flag), and `fdatasync()`
 * stays a no-op inside PGlite, hence open_datasync.
 *
 * This reaches into PGlite's Emscripten module (NODEFS): after upgrading PGlite, run
 * app/db/durable-pglite.db.test.ts, which fails if the setting or the hook no longer holds.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=open_datasync",
];

type NodeFsStreamOps = { fsync?: (stream: { nfd?: number }) => number };
type EmscriptenNodeFs = { stream_ops: NodeFsStreamOps; tryFSOperation(op: () => void): void };

/** NodeFS whose fsync() reaches the disk (`sync` is injectable for tests). */
export class SyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const sync = this.sync;
    result.emscriptenOpts.preRun = [
      ...(result.emscriptenOpts.preRun ?? []),
      (mod) => {
        const nodefs = (mod as unknown as { NODEFS: EmscriptenNodeFs }).NODEFS;
        // A later PGlite that brings its own fsync keeps it.
        nodefs.stream_ops.fsync ??= (stream) => {
          if (stream.nfd != null) nodefs.tryFSOperation(() => sync(stream.nfd!));
          return 0;
        };
      },
    ];
    return result;
  }
}

/** Opens (or creates) the embedded database in `dir` with durable commits. */
export function openDurablePglite(dir: string, sync?: (fd: number) => void): Promise<PGlite> {
  return PGlite.create({ fs: new SyncingNodeFS(dir, sync), startParams: durableStartParams });
}
