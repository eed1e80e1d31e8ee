import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DirectoryLockedError, lockDirectory } from "./directory-lock.server";

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-lock-")), "pglite");

describe("lockDirectory", () => {
  it("refuses a second lock while the first is held, and allows one after release", () => {
    const dir = freshDir();
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(dir)).toThrow(`${dir} is in use by process ${process.pid}`);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDirectory(dir)();
  });

  it("takes over a lock left by a process that has died", () => {
    const dir = freshDir();
    mkdirSync(`${dir}.lock`);
    // No process has this id (Linux ids stop at 2^22).
    writeFileSync(`${dir}.lock/owner.json`, JSON.stringify({ pid: 99_999_999, host: hostname() }));
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    release();
  });

  it("takes over a lock left by an earlier run with this very process id (a restarted container)", () => {
    const dir = freshDir();
    mkdirSync(`${dir}.lock`);
    writeFileSync(`${dir}.lock/owner.json`, JSON.stringify({ pid: process.pid, host: hostname() }));
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(`${dir} is in use by process ${process.pid}`);
    release();
  });

  it("takes over a lock whose owner was never written (a crash right after creating it)", () => {
    const dir = freshDir();
    mkdirSync(`${dir}.lock`);
    lockDirectory(dir)();
  });

  it("respects a lock held from another machine", () => {
    const dir = freshDir();
    mkdirSync(`${dir}.lock`);
    writeFileSync(`${dir}.lock/owner.json`, JSON.stringify({ pid: 1, host: "other-host" }));
    expect(() => lockDirectory(dir)).toThrow(`${dir} is in use by process 1 on other-host`);
  });
});
