import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { consumeRateLimit, consumeRateLimits } from "./rate-limit.server";

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
