import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
}

type Owner = { pid: number; host: string };

/** The lock directories this process holds now. */
const held = new Set<string>();

/**
 * An exclusive lock on a directory for this process: `<dir>.lock/owner.json` names the process
 * holding it. A lock whose process has died is taken over; a live one is refused.
 *
 * Why not a timestamp-refreshed lock (proper-lockfile): PGlite runs queries synchronously on the
 * main thread, so a refresh timer starves during a long migration or seed and the lock looks
 * stale while its owner is still writing. Liveness by process id does not depend on timers.
 */
export function lockDirectory(dir: string): () => void {
  const lockDir = `${dir}.lock`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      mkdirSync(lockDir); // atomic: exactly one process creates it
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockDir);
      if (owner && isAlive(owner, lockDir)) {
        throw new DirectoryLockedError(
          `${dir} is in use by process ${owner.pid}${owner.host === hostname() ? "" : ` on ${owner.host}`}`,
          { cause: lockDir },
        );
      }
      if (!owner && attempt === 0) {
        // Just created by another process that has not written its owner yet: look again.
        sleep(50);
        continue;
      }
      // The owner died without releasing: move its lock aside (atomic, one winner) and retry.
      try {
        const aside = `${lockDir}.stale-${process.pid}-${Date.now()}`;
        renameSync(lockDir, aside);
        rmSync(aside, { recursive: true, force: true });
      } catch {
        // another process cleared it first
      }
      continue;
    }
    const me: Owner = { pid: process.pid, host: hostname() };
    writeFileSync(`${lockDir}/owner.json`, JSON.stringify(me));
    held.add(lockDir);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.delete(lockDir);
      const owner = readOwner(lockDir);
      if (owner?.pid === me.pid && owner.host === me.host)
        rmSync(lockDir, { recursive: true, force: true });
    };
  }
  throw new DirectoryLockedError(`${dir} is being locked by several processes at once`);
}

function readOwner(lockDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(`${lockDir}/owner.json`, "utf8")) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.host === "string" ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner, lockDir: string): boolean {
  // A lock written on another machine (a shared disk) cannot be checked from here: respect it.
  if (owner.host !== hostname()) return true;
  // Our own process id on a lock we do not hold: left by an earlier run that had the same id
  // (a restarted container starts its server as the same process number every time).
  if (owner.pid === process.pid) return held.has(lockDir);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
