import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, emailChangeRequests, emailOutbox, signInTokens } from "~/db/schema";
import { EMAIL_CHANGE_LINK_HOURS } from "~/domain/agency-access";
import { agencyIdOfSession } from "./agency-auth.server";
import {
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
} from "./listing-email-change.server";
import { AGENCY_SESSION_TTL_MS, createSession, hashToken } from "./sessions.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
const now = new Date("2026-11-22T08:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60_000);

beforeEach(async () => {
  // Requests, sessions, sign-in links and mail go with their agency.
  await t.db.delete(agencies);
  await t.db.delete(emailOutbox);
});

const mails = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

/** Asks for `newEmail` on a fresh listing and returns the token of the mailed link. */
async function requested(newEmail = "new@oasis.ae", overrides = {}) {
  const agency = await makeAgency(t.db, { agencyName: "Oasis Creative", ...overrides });
  await t.db.transaction((tx) => requestEmailChange(tx, agency, newEmail, config, now));
  const mail = (await mails()).at(-1)!;
  const token = /\/dashboard\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error("no confirmation link in the mail");
  return { agency, token, mail };
}

const emailOf = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]?.email;

describe("asking to change a listing's address", () => {
  it("mails a link to the new address through the outbox, keeping only its hash", async () => {
    const { agency, token, mail } = await requested();
    expect(mail).toMatchObject({
      toAddress: "new@oasis.ae",
      replyTo: "ops@wakala.ae",
      subject: "Confirm the new e-mail address of your Wakala listing",
      agencyId: agency.id,
      secretUntil: hours(EMAIL_CHANGE_LINK_HOURS),
    });
    expect(mail.text).toContain(`https://wakala.ae/dashboard/confirm-email?token=${token}`);
    expect(mail.text).toContain("within 24 hours");
    const [stored] = await t.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.agencyId, agency.id));
    expect(stored).toMatchObject({ tokenHash: hashToken(token), newEmail: "new@oasis.ae" });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await emailOf(agency.id)).toBe(agency.email);
  });

  it("shows as pending until the link expires; a new request replaces the old", async () => {
    const { agency, token } = await requested();
    expect(await pendingEmailChange(t.db, agency.id, hours(1))).toEqual({
      newEmail: "new@oasis.ae",
      expiresAt: hours(EMAIL_CHANGE_LINK_HOURS),
    });
    expect(await pendingEmailChange(t.db, agency.id, hours(EMAIL_CHANGE_LINK_HOURS))).toBe(
      undefined,
    );
    await t.db.transaction((tx) =>
      requestEmailChange(tx, agency, "newer@oasis.ae", config, hours(1)),
    );
    expect((await pendingEmailChange(t.db, agency.id, hours(2)))?.newEmail).toBe("newer@oasis.ae");
    expect(await confirmEmailChange(t.db, token, {}, config, hours(2))).toEqual({
      status: "invalid",
    });
  });
});

describe("an Arabic listing", () => {
  it("is asked, and told, in Arabic, with a link to the Arabic page", async () => {
    const { token, mail } = await requested("new@oasis.ae", { locale: "ar" });
    expect(mail.subject).toBe("أكّد عنوان البريد الإلكتروني الجديد لإدراجك على Wakala");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(`https://wakala.ae/ar/dashboard/confirm-email?token=${token}`);
    await confirmEmailChange(t.db, token, {}, config, now);
    const notice = (await mails()).at(-1)!;
    expect(notice.subject).toBe("تم تغيير عنوان البريد الإلكتروني لإدراجك على Wakala");
    expect(notice.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("confirming it", () => {
  it("changes the address, tells the old one, and ends every other session", async () => {
    const { agency, token } = await requested();
    const mine = await createSession(t.db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS, now);
    const other = await createSession(t.db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS, now);
    await t.db.insert(signInTokens).values({
      tokenHash: "sent-to-the-old-address",
      agencyId: agency.id,
      expiresAt: hours(1),
    });

    const result = await confirmEmailChange(
      t.db,
      token,
      { keepSessionToken: mine.token },
      config,
      hours(1),
    );
    expect(result).toEqual({ status: "changed", agencyId: agency.id, email: "new@oasis.ae" });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row).toMatchObject({ email: "new@oasis.ae", needsReview: true });

    const notice = (await mails()).at(-1)!;
    expect(notice).toMatchObject({
      toAddress: agency.email,
      subject: "The e-mail address of your Wakala listing was changed",
      agencyId: agency.id,
    });
    expect(notice.text).toContain("new@oasis.ae");

    expect(await agencyIdOfSession(t.db, mine.token, hours(1))).toBe(agency.id);
    expect(await agencyIdOfSession(t.db, other.token, hours(1))).toBeUndefined();
    expect(
      await t.db.select().from(signInTokens).where(eq(signInTokens.agencyId, agency.id)),
    ).toEqual([]);
    expect(await pendingEmailChange(t.db, agency.id, hours(1))).toBeUndefined();
  });

  it("works once", async () => {
    const { token } = await requested();
    expect((await confirmEmailChange(t.db, token, {}, config, hours(1))).status).toBe("changed");
    expect(await confirmEmailChange(t.db, token, {}, config, hours(1))).toEqual({
      status: "invalid",
    });
  });

  it("refuses an expired or made-up link and changes nothing", async () => {
    const { agency, token } = await requested();
    const late = hours(EMAIL_CHANGE_LINK_HOURS);
    expect(await confirmEmailChange(t.db, token, {}, config, late)).toEqual({ status: "invalid" });
    expect(await confirmEmailChange(t.db, "x".repeat(43), {}, config, now)).toEqual({
      status: "invalid",
    });
    expect(await emailOf(agency.id)).toBe(agency.email);
  });

  it("refuses an address another listing took meanwhile, and uses the link up", async () => {
    const { agency, token } = await requested("contested@oasis.ae");
    await makeAgency(t.db, { email: "Contested@Oasis.ae" });
    expect(await confirmEmailChange(t.db, token, {}, config, hours(1))).toEqual({
      status: "duplicate-email",
    });
    expect(await emailOf(agency.id)).toBe(agency.email);
    expect(await confirmEmailChange(t.db, token, {}, config, hours(1))).toEqual({
      status: "invalid",
    });
  });

  it("goes with its listing when the listing is deleted", async () => {
    const { agency, token } = await requested();
    await t.db.delete(agencies).where(eq(agencies.id, agency.id));
    expect(await t.db.select().from(emailChangeRequests)).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await confirmEmailChange(t.db, token, {}, config, hours(1))).toEqual({
      status: "invalid",
    });
  });
});
