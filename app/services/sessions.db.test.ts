import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { sessions } from "~/db/schema";
import { setAdminPassword } from "./admin-accounts.server";
import { agencyIdOfSession } from "./agency-auth.server";
import {
  ADMIN_SESSION_IDLE_MS,
  ADMIN_SESSION_TTL_MS,
  AGENCY_SESSION_IDLE_MS,
  AGENCY_SESSION_TTL_MS,
  createSession,
  endSessionsOf,
  findSession,
  hashToken,
  sweepEndedSessions,
} from "./sessions.server";

const t = useTestDatabase();
const start = new Date("2026-11-22T08:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

async function adminSession() {
  const { user } = await setAdminPassword(t.db, `idle-${Math.random()}`, "test-admin-password");
  return createSession(t.db, { userId: user.id }, ADMIN_SESSION_TTL_MS, start);
}

async function agencySession(agencyId?: number) {
  const id = agencyId ?? (await makeAgency(t.db)).id;
  return {
    agencyId: id,
    ...(await createSession(t.db, { agencyId: id }, AGENCY_SESSION_TTL_MS, start)),
  };
}

const lastSeen = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)))
  )[0]?.lastSeenAt;

describe("idle timeouts", () => {
  it("ends an operator's session after 30 minutes without use, and deletes it", async () => {
    const { token } = await adminSession();
    expect(await findSession(t.db, token, later(ADMIN_SESSION_IDLE_MS - 1))).toBeDefined();
    // That use moved the last use on: another 30 minutes from there.
    expect(await findSession(t.db, token, later(2 * ADMIN_SESSION_IDLE_MS - 2))).toBeDefined();

    const idle = await adminSession();
    expect(await findSession(t.db, idle.token, later(ADMIN_SESSION_IDLE_MS))).toBeUndefined();
    expect(await lastSeen(idle.token)).toBeUndefined();
    // Gone for good, even if the clock went back.
    expect(await findSession(t.db, idle.token, start)).toBeUndefined();
  });

  it("keeps an active operator's session until its 12 hours are up", async () => {
    const { token } = await adminSession();
    for (let at = 20 * MINUTE; at < ADMIN_SESSION_TTL_MS; at += 20 * MINUTE) {
      expect(await findSession(t.db, token, later(at)), `at ${at / MINUTE} min`).toBeDefined();
    }
    expect(await findSession(t.db, token, later(ADMIN_SESSION_TTL_MS))).toBeUndefined();
  });

  it("ends an agency's session after 7 days without use, and keeps an active one 30 days", async () => {
    const idle = await agencySession();
    const day = 24 * 60 * MINUTE;
    expect(await agencyIdOfSession(t.db, idle.token, later(AGENCY_SESSION_IDLE_MS - 1))).toBe(
      idle.agencyId,
    );
    const quiet = await agencySession();
    expect(
      await agencyIdOfSession(t.db, quiet.token, later(AGENCY_SESSION_IDLE_MS)),
    ).toBeUndefined();

    const active = await agencySession();
    for (let at = 6 * day; at < AGENCY_SESSION_TTL_MS; at += 6 * day) {
      expect(await agencyIdOfSession(t.db, active.token, later(at))).toBe(active.agencyId);
    }
    expect(
      await agencyIdOfSession(t.db, active.token, later(AGENCY_SESSION_TTL_MS)),
    ).toBeUndefined();
  });

  it("writes the last use at most once a minute", async () => {
    const { token } = await agencySession();
    await findSession(t.db, token, later(59_000));
    expect(await lastSeen(token)).toEqual(start);
    await findSession(t.db, token, later(MINUTE));
    expect(await lastSeen(token)).toEqual(later(MINUTE));
    await findSession(t.db, token, later(MINUTE + 30_000));
    expect(await lastSeen(token)).toEqual(later(MINUTE));
  });

  it("sweeps sessions that expired or idled, and keeps live ones", async () => {
    const admin = await adminSession();
    const agency = await agencySession();
    const now = later(ADMIN_SESSION_IDLE_MS + 1);
    await sweepEndedSessions(t.db, now);
    expect(await lastSeen(admin.token)).toBeUndefined();
    expect(await lastSeen(agency.token)).toEqual(start);
  });
});

describe("ending an agency's sessions", () => {
  it("can keep the one that made the change", async () => {
    const { agencyId, token } = await agencySession();
    const other = await agencySession(agencyId);
    const elsewhere = await agencySession();
    await endSessionsOf(t.db, { agencyId }, token);
    expect(await lastSeen(token)).toBeDefined();
    expect(await lastSeen(other.token)).toBeUndefined();
    expect(await lastSeen(elsewhere.token)).toBeDefined();
    await endSessionsOf(t.db, { agencyId });
    expect(await lastSeen(token)).toBeUndefined();
  });
});
