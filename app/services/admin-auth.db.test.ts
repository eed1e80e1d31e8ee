import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { rateLimits, sessions } from "~/db/schema";
import { setAdminPassword } from "./admin-accounts.server";
import { logInAdmin, type AdminLoginResult } from "./admin-auth.server";

const t = useTestDatabase();

beforeAll(async () => {
  await setAdminPassword(t.db, "admin", "right-password");
});

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(sessions);
});

const ATTACKER = "198.51.100.66";
const OPERATOR = "203.0.113.10";
const start = new Date("2026-11-22T10:00:00Z").getTime();

/** One login attempt at `ms` after the start. */
const attempt = (address: string, password: string, ms: number, username = "admin") =>
  logInAdmin(t.db, { username, password }, address, new Date(start + ms));

const waitOf = (result: AdminLoginResult) =>
  result.status === "rate-limited" ? result.limit.retryAfterSeconds : 0;

/**
 * `count` wrong passwords from `address`, each as soon as its wait allows (a refused attempt is
 * sent again when Retry-After says). Returns the time after the last, and the waits met.
 */
async function guess(address: string, count: number, fromMs = 0, username = "admin") {
  let now = fromMs;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    let result = await attempt(address, `guess-${i}`, now, username);
    if (result.status === "rate-limited") {
      waits.push(waitOf(result));
      now += waitOf(result) * 1000;
      result = await attempt(address, `guess-${i}`, now, username);
    }
    expect(result.status).toBe("invalid");
    now += 1;
  }
  return { now, waits };
}

describe("failed admin logins slow down instead of locking", () => {
  it("an address waits from its 3rd failure on, doubling up to 5 minutes, then may log in", async () => {
    const { now, waits } = await guess(ATTACKER, 13);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    const early = await attempt(ATTACKER, "right-password", now + 298_000);
    expect(early).toMatchObject({ status: "rate-limited", limit: { retryAfterSeconds: 2 } });
    // The refused attempt did not count: the wait is over at the time first given.
    expect((await attempt(ATTACKER, "right-password", now + 300_000)).status).toBe("ok");
  });

  it("an attacker hammering the username cannot keep the operator out", async () => {
    const { now } = await guess(ATTACKER, 15);
    // The operator, elsewhere, with the password: in at once.
    expect((await attempt(OPERATOR, "right-password", now)).status).toBe("ok");
    // A colleague who mistyped once: in at once too.
    const colleague = "203.0.113.11";
    expect((await attempt(colleague, "typo", now)).status).toBe("invalid");
    expect((await attempt(colleague, "right-password", now + 1)).status).toBe("ok");
  });

  it("an address that failed twice waits the username's delay, from its own last failure only", async () => {
    const { now } = await guess(ATTACKER, 15);
    const operator = "2001:db8:aa:1::10";
    await attempt(operator, "typo-1", now);
    await attempt(operator, "typo-2", now + 1);
    const refused = await attempt(operator, "right-password", now + 2);
    expect(waitOf(refused)).toBe(300);
    // The attacker keeps failing meanwhile; the operator's wait does not move.
    await guess(ATTACKER, 2, now + 3);
    expect((await attempt(operator, "right-password", now + 1 + 300_000)).status).toBe("ok");
  });

  it("guesses spread over many addresses meet the username's delay after two each", async () => {
    let now = 0;
    for (let i = 1; i <= 8; i++) now = (await guess(`192.0.2.${i}`, 2, now)).now;
    const third = await attempt("192.0.2.1", "guess", now);
    expect(waitOf(third)).toBeGreaterThan(100);
    // Addresses of one IPv6 /64 are one client: its 3rd failure is counted as such.
    await attempt("2001:db8:66:1::1", "guess", now);
    await attempt("2001:db8:66:1::2", "guess", now);
    expect(waitOf(await attempt("2001:db8:66:1:ffff::3", "guess", now + 1))).toBeGreaterThan(100);
    // A fresh address is checked at once, and the operator gets in from it.
    expect((await attempt("192.0.2.200", "right-password", now)).status).toBe("ok");
  });

  it("guesses sent in parallel queue: three are checked, the rest wait", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(ATTACKER, `parallel-${i}`, 0)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === "invalid")).toHaveLength(3);
    expect(statuses.filter((s) => s === "rate-limited")).toHaveLength(7);
  });

  it("a successful login forgets the address's own failures", async () => {
    await attempt(OPERATOR, "typo-1", 0);
    await attempt(OPERATOR, "typo-2", 1);
    expect((await attempt(OPERATOR, "right-password", 2)).status).toBe("ok");
    // Two free failures again, and a third checked at once.
    const { waits } = await guess(OPERATOR, 3, 3);
    expect(waits).toEqual([]);
  });

  it("an unknown username is slowed the same way", async () => {
    const { waits } = await guess(ATTACKER, 5, 0, "nobody");
    expect(waits).toEqual([1, 2]);
  });

  it("never slows successful logins, however many", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt(OPERATOR, "right-password", i)).status).toBe("ok");
    }
  });
});
