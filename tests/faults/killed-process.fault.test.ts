import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, test } from "vitest";
import { startAppProcess, type AppProcess } from "./app-process";
import { openAndCheck } from "./embedded-database";
import { formToken, missingAcknowledged, streamSubmissions, submit, summarise } from "./traffic";

/**
 * Killed process: SIGKILL hits the server on the embedded database in the middle of submissions.
 * After a restart every acknowledged submission is there, the dead process's directory lock is
 * taken over, and the database opens clean (its indexes agree with its tables).
 */
const root = mkdtempSync(path.join(os.tmpdir(), "wakala-faults-kill-"));
const dir = path.join(root, "pglite");
const apps: AppProcess[] = [];

afterAll(async () => {
  for (const app of apps) app.kill("SIGKILL");
  await Promise.all(apps.map((a) => a.exited));
  rmSync(root, { recursive: true, force: true });
});

test("SIGKILL mid-submission loses nothing acknowledged; the restart takes over the lock", async () => {
  const first = await startAppProcess({ PGLITE_DIR: dir });
  apps.push(first);
  const token = await formToken(first.url);
  const stream = streamSubmissions(first.url, { runId: "killed", token, concurrency: 6 });
  await sleep(Number(process.env.FAULT_KILL_AFTER_MS ?? 4000));
  first.kill("SIGKILL");
  expect((await first.exited).signal).toBe("SIGKILL");
  const outcomes = await stream.stop();

  // The dead process's lock is still there, naming it.
  const owner = JSON.parse(readFileSync(`${dir}.lock/owner.json`, "utf8")) as { pid: number };
  expect(owner.pid).toBe(first.pid);

  const second = await startAppProcess({ PGLITE_DIR: dir });
  apps.push(second);
  expect(JSON.parse(readFileSync(`${dir}.lock/owner.json`, "utf8"))).toMatchObject({
    pid: second.pid,
  });
  // It serves and stores again.
  const after = await submit(second.url, "brief-api", "killed-after@example.ae", 0, token);
  expect(after.acknowledged).toBe(true);
  second.kill("SIGTERM");
  expect(await second.exited).toEqual({ code: 0, signal: null });
  expect(existsSync(`${dir}.lock`), "a clean stop releases the lock").toBe(false);
  const errors = second.logs().filter((l) => Number(l.level) >= 50);
  expect(errors, "the restarted server logged no error").toEqual([]);

  const { db, indexesChecked } = await openAndCheck(dir);
  try {
    const missing = await missingAcknowledged(db, [...outcomes, after]);
    const summary = summarise(outcomes);
    process.stdout.write(
      `killed process: ${JSON.stringify({ ...summary, found: summary.acknowledged - missing.length, indexesChecked })}\n`,
    );
    expect(summary.acknowledged, "submissions were acknowledged before the kill").toBeGreaterThan(
      10,
    );
    expect(missing, "every acknowledged submission survived the kill").toEqual([]);
    expect(indexesChecked).toBeGreaterThan(10);
  } finally {
    await db.close();
  }
});
