import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAgency, validAgencyInput } from "#tests/factories";
import { agencies, testBillingObjects } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import * as confirmEmailPage from "./confirm-email";
import * as dashboard from "./dashboard";
import {
  agencyCookieSet,
  agencyRow,
  call,
  dashboardMessages,
  dashboardOf,
  dashboardPage,
  mails,
  post,
  sessionOf,
  sessionsOf,
  toastOf,
  useDashboardDatabase,
} from "./dashboard-test-setup";
import * as upgradePage from "./upgrade";

/**
 * The agency dashboard's listing through its routes: editing it, changing its e-mail address
 * (confirmed from the new address), and bodies or intents the dashboard does not know.
 */
const t = useDashboardDatabase();

describe("editing the listing", () => {
  it("refuses invalid data with field errors and stores nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    const answer = await post(
      {
        intent: "update-listing",
        ...validAgencyInput({ services: [], website: "not a url", email: "not-an-email" }),
      },
      cookie,
    );
    expect(answer.status).toBe(400);
    const messages = getMessages();
    expect(answer.data).toMatchObject({
      result: {
        status: "error",
        error: {
          services: [messages.submissions.validation.selectService],
          website: [messages.forms.invalidUrl],
          email: [messages.forms.invalidEmail],
        },
      },
    });
    expect(await agencyRow(agency.id)).toEqual(before);
  });

  it("saves valid changes, flags the listing for review and flashes a toast", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const input = validAgencyInput({
      email: agency.email,
      agencyName: "Renamed Studio",
      services: ["Website Development", "SEO Services"],
    });
    const saved = await post({ intent: "update-listing", ...input }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard");
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      title: dashboardMessages.dashboard.saved,
      description: dashboardMessages.dashboard.savedBody,
    });
    const row = await agencyRow(agency.id);
    expect(row).toMatchObject({
      agencyName: "Renamed Studio",
      website: input.website,
      needsReview: true,
      approved: true,
    });
    expect([...row.services].sort()).toEqual(["SEO Services", "Website Development"]);
    expect((await dashboardOf(cookie))?.listing.agencyName).toBe("Renamed Studio");

    // The same values again: nothing changes, nothing is flagged.
    await t.db.update(agencies).set({ needsReview: false }).where(eq(agencies.id, agency.id));
    const same = await post({ intent: "update-listing", ...input }, cookie);
    expect(await toastOf(same)).toMatchObject({ title: dashboardMessages.dashboard.unchanged });
    expect((await agencyRow(agency.id)).needsReview).toBe(false);
  });

  it("saves the Arabic name and description, and clears them when emptied", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Falcon Studio" });
    const cookie = await sessionOf(agency.id);
    const input = validAgencyInput({ email: agency.email, agencyName: "Falcon Studio" });
    const saved = await post(
      {
        intent: "update-listing",
        ...input,
        agencyNameAr: "استوديو الصقر",
        descriptionAr: "نصمّم المواقع\r\nللمتاجر في دبي.",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyName: "Falcon Studio",
      slug: agency.slug,
      agencyNameAr: "استوديو الصقر",
      descriptionAr: "نصمّم المواقع\nللمتاجر في دبي.",
      needsReview: true,
    });

    await t.db.update(agencies).set({ needsReview: false }).where(eq(agencies.id, agency.id));
    const cleared = await post(
      { intent: "update-listing", ...input, agencyNameAr: " ", descriptionAr: "" },
      cookie,
    );
    expect(await toastOf(cleared)).toMatchObject({ title: dashboardMessages.dashboard.saved });
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyNameAr: null,
      descriptionAr: null,
      needsReview: true,
    });
  });

  it("refuses another agency's e-mail address (409)", async () => {
    const other = await makeAgency(t.db, { email: "taken@example.ae" });
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    const answer = await post(
      { intent: "update-listing", ...validAgencyInput({ email: "TAKEN@example.ae" }) },
      cookie,
    );
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      result: { error: { email: [dashboardMessages.dashboard.duplicateEmail] } },
    });
    expect(await agencyRow(agency.id)).toEqual(before);
    expect((await agencyRow(other.id)).email).toBe("taken@example.ae");
  });
});

describe("changing the listing's e-mail address", () => {
  const confirmLink = async () => {
    const match = /\/dashboard\/confirm-email\?token=([\w-]+)/.exec((await mails()).at(-1)!.text);
    if (!match) throw new Error("no confirmation link in the latest mail");
    return match[1]!;
  };
  const confirm = (token: string, cookie?: string) =>
    call(confirmEmailPage.action, "/dashboard/confirm-email", { form: { token }, cookie });

  it("waits for the new address to confirm, while other edits publish at once", async () => {
    const agency = await makeAgency(t.db, { approved: true, email: "before@example.ae" });
    const cookie = await sessionOf(agency.id);
    const elsewhere = await sessionOf(agency.id);
    const input = validAgencyInput({ email: "after@example.ae", agencyName: "Moved Studio" });

    const saved = await post({ intent: "update-listing", ...input }, cookie);
    expect(saved.location).toBe("/dashboard");
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      title: dashboardMessages.dashboard.saved,
      description: `${dashboardMessages.dashboard.savedBody} Confirm after@example.ae with the link we sent there; until then your listing keeps its current address.`,
    });
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyName: "Moved Studio",
      email: "before@example.ae",
    });
    const page = await dashboardPage(cookie);
    expect(page.data).toMatchObject({ dashboard: { pendingEmail: "after@example.ae" } });
    expect((await mails()).at(-1)).toMatchObject({ toAddress: "after@example.ae" });

    // Opening the link changes nothing (mail scanners open links).
    const token = await confirmLink();
    const opened = await call(confirmEmailPage.loader, `/dashboard/confirm-email?token=${token}`);
    expect(opened).toMatchObject({ status: 200, data: { token } });
    expect((await agencyRow(agency.id)).email).toBe("before@example.ae");

    const confirmed = await confirm(token, cookie);
    expect(confirmed.location).toBe("/dashboard");
    expect(await toastOf(confirmed)).toMatchObject({
      title: dashboardMessages.emailChange.confirmed,
      description: "Your listing now uses after@example.ae. Other devices were signed out.",
    });
    expect((await agencyRow(agency.id)).email).toBe("after@example.ae");
    expect((await mails()).at(-1)).toMatchObject({ toAddress: "before@example.ae" });
    expect(await dashboardOf(cookie)).not.toBeNull();
    expect(await dashboardOf(elsewhere)).toBeNull();
    expect((await dashboardPage(cookie)).data).toMatchObject({ dashboard: { pendingEmail: null } });

    expect(await confirm(token, cookie)).toMatchObject({
      status: 400,
      data: { refusal: "invalid" },
    });
  });

  it("only says so on a browser without the listing's session, which stays signed out", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const address = agency.email.replace("@", "+new@");
    await post({ intent: "update-listing", ...validAgencyInput({ email: address }) }, cookie);
    const confirmed = await confirm(await confirmLink());
    expect(await toastOf(confirmed)).toMatchObject({
      description: `Your listing now uses ${address}. Sign in with it to open your dashboard.`,
    });
    expect(agencyCookieSet(confirmed)).toBeUndefined();
    expect(await sessionsOf(agency.id)).toHaveLength(0);
  });

  it("mails at most 5 new addresses an hour per listing (429 on the field), and keeps the rest", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const change = (n: number) =>
      post(
        {
          intent: "update-listing",
          ...validAgencyInput({ email: `try-${n}@example.ae`, phone: `+971 4 555 000${n}` }),
        },
        cookie,
      );
    for (let n = 1; n <= 5; n++) expect((await change(n)).status).toBe(302);
    const sent = (await mails()).length;
    const refused = await change(6);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      result: { error: { email: [expect.stringMatching(/^Too many address changes/)] } },
    });
    expect((await mails()).length).toBe(sent);
    expect((await agencyRow(agency.id)).phone).toBe("+971 4 555 0005");
    // Other edits are not limited.
    const edit = await post(
      {
        intent: "update-listing",
        ...validAgencyInput({ email: agency.email, phone: "+971 4 555 0100" }),
      },
      cookie,
    );
    expect(edit.status).toBe(302);
  });

  it("answers made-up, garbage and unreadable confirmations with 400", async () => {
    for (const token of ["", "short", "x".repeat(43), "a".repeat(5000)]) {
      expect(await confirm(token)).toMatchObject({ status: 400, data: { refusal: "invalid" } });
    }
    const json = await call(confirmEmailPage.action, "/dashboard/confirm-email", {
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
    const page = await call(confirmEmailPage.loader, "/dashboard/confirm-email?token=%00x");
    expect(page.data).toEqual({ token: "" });
  });
});

describe("odd requests", () => {
  it("answers 400, never 500, to bodies that are not a form or intents it does not know", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const unreadable = {
      access: { result: { status: "error", error: { "": [getMessages().forms.unreadableForm] } } },
    };
    for (const who of [undefined, cookie]) {
      const json = await call(dashboard.action, "/dashboard", {
        body: JSON.stringify({ intent: "cancel" }),
        headers: { "Content-Type": "application/json" },
        cookie: who,
      });
      expect(json).toMatchObject({ status: 400, data: unreadable });
      const broken = await call(dashboard.action, "/dashboard", {
        body: "--nope\r\nnot really multipart",
        headers: { "Content-Type": "multipart/form-data; boundary=elsewhere" },
        cookie: who,
      });
      expect(broken).toMatchObject({ status: 400, data: unreadable });
    }
    for (const intent of [undefined, "", "delete-everything", "constructor", "__proto__"]) {
      const answer = await post({ intent }, cookie);
      expect(answer, String(intent)).toMatchObject({ status: 400, data: unreadable });
    }
    const upgrade = await call(upgradePage.action, "/dashboard/upgrade", {
      body: JSON.stringify({ intent: "subscribe" }),
      headers: { "Content-Type": "application/json" },
      cookie,
    });
    expect(upgrade).toMatchObject({
      status: 400,
      data: { failure: { description: getMessages().forms.unreadableForm } },
    });
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
    expect(await agencyRow(agency.id)).toMatchObject({ needsReview: false, isPro: false });
  });
});
