import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { rateLimits } from "~/db/schema";
import type { BackoffRule } from "~/domain/rate-limits";
import {
  addBackoffFailures,
  clearBackoff,
  consumeClientLimits,
  consumeRateLimit,
  consumeRateLimits,
  consumeRecipientLimits,
  lockBackoff,
  setRateLimitMultiplier,
} from "./rate-limit.server";

const t = useTestDatabase();
const rule = { name: "test", limit: 3, windowMs: 60_000 };

describe("consumeRateLimit", () => {
  it("allows the limit within a window, refuses past it, and allows again in the next", async () => {
    const now = new Date("2026-11-22T10:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit(t.db, rule, "203.0.113.1", now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[2]!.remaining).toBe(0);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    // Someone else is counted on their own.
    expect((await consumeRateLimit(t.db, rule, "203.0.113.2", now)).allowed).toBe(true);
    const nextWindow = new Date("2026-11-22T10:01:00Z");
    expect((await consumeRateLimit(t.db, rule, "203.0.113.1", nextWindow)).allowed).toBe(true);
  });

  it("multiplies every limit by RATE_LIMIT_MULTIPLIER (load tests)", async () => {
    const now = new Date("2026-11-22T12:00:10Z");
    setRateLimitMultiplier(2);
    try {
      const results = [];
      for (let i = 0; i < 7; i++)
        results.push(await consumeRateLimit(t.db, rule, "203.0.113.9", now));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, true, false]);
    } finally {
      setRateLimitMultiplier(1);
    }
  });

  it("counts concurrent attempts exactly", async () => {
    const now = new Date("2026-11-22T11:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(t.db, rule, "198.51.100.9", now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("refuses when any of several limits is reached, and treats subjects case-insensitively", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const perEmail = { name: "test-email", limit: 1, windowMs: 60_000 };
    const first = await consumeRateLimits(
      t.db,
      [
        { rule, subject: "192.0.2.1" },
        { rule: perEmail, subject: "Omar@Example.ae" },
      ],
      now,
    );
    expect(first.allowed).toBe(true);
    const second = await consumeRateLimits(
      t.db,
      [
        { rule, subject: "192.0.2.50" },
        { rule: perEmail, subject: "omar@example.ae" },
      ],
      now,
    );
    expect(second).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("who counts as one client", () => {
  it("an IPv6 /64, whatever the address inside it and however it is written", async () => {
    const now = new Date("2026-11-22T13:00:00Z");
    const same = [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0002",
      "2001:DB8:1:2:FFFF::3",
      "2001:db8:1:2:abcd:ef01:2345:6789",
    ];
    const results = [];
    for (const address of same) results.push(await consumeRateLimit(t.db, rule, address, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    // The neighbouring /64 is someone else.
    expect((await consumeRateLimit(t.db, rule, "2001:db8:1:3::1", now)).allowed).toBe(true);
  });

  it("an IPv4 address by itself, also when written as IPv4-mapped IPv6", async () => {
    const now = new Date("2026-11-22T14:00:00Z");
    const results = [];
    for (const address of ["198.51.100.20", "::ffff:198.51.100.20", "::ffff:c633:6414"]) {
      results.push(await consumeRateLimit(t.db, rule, address, now));
    }
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0]);
    expect((await consumeRateLimit(t.db, rule, "::ffff:198.51.100.20", now)).allowed).toBe(false);
    expect((await consumeRateLimit(t.db, rule, "198.51.100.21", now)).allowed).toBe(true);
  });
});

describe("consumeRateLimits", () => {
  it("stops at the first refusal, so a refused client does not use up an inbox's allowance", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const perClient = { name: "test-client", limit: 1, windowMs: 60_000 };
    const perInbox = { name: "test-inbox", limit: 2, windowMs: 60_000 };
    const attempt = () =>
      consumeRateLimits(
        t.db,
        [
          { rule: perClient, subject: "192.0.2.77" },
          { rule: perInbox, subject: "victim@example.ae" },
        ],
        now,
      );
    expect((await attempt()).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await attempt()).allowed).toBe(false);
    // The inbox was counted once: someone else may still send to it once more.
    const other = await consumeRateLimit(t.db, perInbox, "victim@example.ae", now);
    expect(other).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("per client, every rule (a short window and a day)", async () => {
    const now = new Date("2026-11-22T16:00:00Z");
    const short = { name: "test-short", limit: 5, windowMs: 60_000 };
    const day = { name: "test-day", limit: 3, windowMs: 86_400_000 };
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(await consumeClientLimits(t.db, [short, day], "2001:db8:9:9::1", now));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(8 * 3600);
  });
});

describe("consumeRecipientLimits", () => {
  it("counts per inbox: case and +tags do not make a new recipient", async () => {
    const now = new Date("2026-11-22T17:00:00Z");
    const perInbox = [{ name: "test-recipient", limit: 2, windowMs: 3_600_000 }];
    const sent = [];
    for (const email of ["Layla@Example.ae", "layla+1@example.ae", "LAYLA+2@example.ae"]) {
      sent.push((await consumeRecipientLimits(t.db, perInbox, email, now)).allowed);
    }
    expect(sent).toEqual([true, true, false]);
    expect((await consumeRecipientLimits(t.db, perInbox, "layla2@example.ae", now)).allowed).toBe(
      true,
    );
  });
});

describe("backoff rows", () => {
  const backoff: BackoffRule = {
    name: "test-backoff",
    freeFailures: 2,
    baseDelayMs: 1_000,
    maxDelayMs: 60_000,
    forgetAfterMs: 3_600_000,
  };
  const at = (iso: string) => new Date(iso);

  it("count failures with the last one's time, take back, clear, and forget after a quiet hour", async () => {
    const subjects = { a: "address:192.0.2.1", b: "username:ops" };
    const lock = (now: Date) => t.db.transaction((tx) => lockBackoff(tx, backoff, subjects, now));

    const fresh = await lock(at("2026-11-22T18:00:00Z"));
    expect(fresh.a.failures).toBe(0);
    await addBackoffFailures(
      t.db,
      backoff,
      [subjects.a, subjects.b],
      1,
      at("2026-11-22T18:00:00Z"),
    );
    await addBackoffFailures(t.db, backoff, [subjects.a], 1, at("2026-11-22T18:10:00Z"));
    const later = await lock(at("2026-11-22T18:20:00Z"));
    expect(later.a).toEqual({ failures: 2, lastFailureAt: at("2026-11-22T18:10:00Z") });
    expect(later.b).toEqual({ failures: 1, lastFailureAt: at("2026-11-22T18:00:00Z") });

    await addBackoffFailures(t.db, backoff, [subjects.a], -1, at("2026-11-22T18:20:00Z"));
    expect((await lock(at("2026-11-22T18:20:00Z"))).a.failures).toBe(1);
    // An hour after b's last failure, it is forgotten; a's is not yet.
    const hourOn = await lock(at("2026-11-22T19:05:00Z"));
    expect(hourOn.b.failures).toBe(0);
    expect(hourOn.a.failures).toBe(1);

    await clearBackoff(t.db, backoff, [subjects.a]);
    expect((await lock(at("2026-11-22T19:05:00Z"))).a.failures).toBe(0);
    // The rows are ordinary rate_limits rows, swept when they expire.
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("test-backoff:username:ops");
  });
});
