import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, validAgencyInput, validBriefInput } from "#tests/factories";
import {
  agencies,
  agencySlugAliases,
  briefs,
  contactMessages,
  devMailbox,
  emailOutbox,
  matches,
  payments,
  sessions,
  signInTokens,
} from "~/db/schema";
import { AgencyInput } from "~/domain/agency";
import { BriefInput } from "~/domain/brief";
import { deliverDueEmails } from "~/mail/outbox-worker.server";
import { createMailTransport } from "~/mail/transport.server";
import { noFilters } from "~/domain/directory";
import { findAdminBrief } from "./admin-tables.server";
import { deleteAgency, deleteBrief, deleteContactMessage } from "./deletions.server";
import { requestSignInLink } from "./agency-auth.server";
import { resolveSignInRequests } from "./sign-in-links.server";
import { sendContactMessage } from "./contact.server";
import { searchDirectory } from "./directory.server";
import { createMatch } from "./create-match.server";
import { submitAgency } from "./submit-agency.server";
import { qualifyBrief } from "./qualify-brief.server";
import { submitBrief } from "./submit-brief.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "./sessions.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(agencies);
  await t.db.delete(briefs);
  await t.db.delete(contactMessages);
});

describe("deleting (privacy requests)", () => {
  it("removes an agency with its matches, payments, sessions, sign-in links and old slugs", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Gone Studio", approved: true });
    const other = await makeAgency(t.db);
    const brief = await makeBrief(t.db);
    await t.db.insert(matches).values([
      { briefId: brief.id, agencyId: agency.id },
      { briefId: brief.id, agencyId: other.id },
    ]);
    await t.db.insert(payments).values({
      agencyId: agency.id,
      stripePaymentId: `pi_${agency.id}`,
      status: "paid",
      amount: 49900,
    });
    await t.db.insert(agencySlugAliases).values({ slug: "gone-old", agencyId: agency.id });
    await t.db.insert(signInTokens).values({
      tokenHash: `hash-${agency.id}`,
      agencyId: agency.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await createSession(t.db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS);

    expect(await deleteAgency(t.db, agency.id)).toEqual({ id: agency.id, name: "Gone Studio" });
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await t.db.select().from(matches).where(eq(matches.agencyId, agency.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.agencyId, agency.id))).toEqual([]);
    expect(await t.db.select().from(agencySlugAliases)).toEqual([]);
    expect(await t.db.select().from(signInTokens)).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.agencyId, agency.id))).toEqual([]);
    // The brief and the other agency's match stay.
    expect((await findAdminBrief(t.db, brief.id))?.matches.map((m) => m.agencyId)).toEqual([
      other.id,
    ]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(0);
    expect(await deleteAgency(t.db, agency.id)).toBeUndefined();
  });

  it("removes a brief with its matches, and a message", async () => {
    const brief = await makeBrief(t.db, { companyName: "Erase Me LLC" });
    const agency = await makeAgency(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    expect(await deleteBrief(t.db, brief.id)).toEqual({ id: brief.id, name: "Erase Me LLC" });
    expect(await t.db.select().from(matches)).toEqual([]);
    expect(await t.db.select().from(agencies)).toHaveLength(1);
    expect(await deleteBrief(t.db, brief.id)).toBeUndefined();

    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Hi" })
      .returning();
    expect(await deleteContactMessage(t.db, message!.id)).toEqual({
      id: message!.id,
      name: "Omar",
    });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });

  it("removes every e-mail about what it deletes, from the outbox and the development mailbox", async () => {
    const config = testConfig();
    await t.db.delete(emailOutbox);
    const clientEmail = "erase-client@example.ae";
    const agencyEmail = "erase-agency@example.ae";
    const senderEmail = "erase-sender@example.ae";
    const submitted = await submitAgency(
      t.db,
      AgencyInput.parse(validAgencyInput({ email: agencyEmail })),
      config,
      "en",
    );
    if (submitted.status !== "created") throw new Error(submitted.status);
    await t.db
      .update(agencies)
      .set({ approved: true, isPro: true })
      .where(eq(agencies.id, submitted.id));
    await requestSignInLink(t.db, {
      email: agencyEmail,
      redirectTo: "/dashboard",
      clientAddress: "203.0.113.9",
      locale: "en",
    });
    await resolveSignInRequests(t.db, config);
    // A brief that fits the Pro agency: confirmation, notification, and a lead alert once the
    // operator has qualified it.
    const brief = await submitBrief(
      t.db,
      BriefInput.parse(validBriefInput({ email: clientEmail, projectType: "website" })),
      config,
      "en",
    );
    await qualifyBrief(t.db, brief.id, config);
    expect(
      await createMatch(t.db, { briefId: brief.id, agencyId: submitted.id }, config),
    ).toMatchObject({ status: "created" });
    const message = await sendContactMessage(
      t.db,
      config,
      {
        name: "Erase Sender",
        email: senderEmail,
        message: "Please forget me.",
      },
      "en",
    );
    // Half of it delivered into the development mailbox, the rest still queued.
    await deliverDueEmails(t.db, createMailTransport(config, t.db), pino({ level: "silent" }), 5);

    /** Every kept copy (outbox and mailbox) naming an address or text of the deleted record. */
    const mentioning = async (...needles: string[]) => {
      const rows = [
        ...(await t.db.select().from(emailOutbox)),
        ...(await t.db.select().from(devMailbox)),
      ].map((r) => JSON.stringify(r));
      return rows.filter((r) => needles.some((n) => r.includes(n))).length;
    };
    expect(await mentioning(clientEmail)).toBeGreaterThanOrEqual(3);
    expect(await t.db.select().from(devMailbox)).toHaveLength(5);

    // The brief: its confirmation, the operator's notification, the lead alert, both match mails.
    const briefMails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.briefId, brief.id));
    expect(briefMails).toHaveLength(5);
    await deleteBrief(t.db, brief.id);
    expect(await mentioning(clientEmail, "New lead on")).toBe(0);
    // The agency's own mails stay until the agency goes.
    expect(await mentioning(agencyEmail)).toBeGreaterThanOrEqual(2);
    await deleteAgency(t.db, submitted.id);
    expect(await mentioning(agencyEmail)).toBe(0);

    expect(await mentioning(senderEmail)).toBe(2);
    await deleteContactMessage(t.db, message.id);
    expect(await mentioning(senderEmail, "Please forget me")).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(await t.db.select().from(devMailbox)).toEqual([]);
  });
});
