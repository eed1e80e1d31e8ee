import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, makeLeadAlertAgencies, validBriefInput } from "#tests/factories";
import { agencies, briefs, emailOutbox, rateLimits } from "~/db/schema";
import { BriefInput } from "~/domain/brief";
import { createMatch } from "./create-match.server";
import { qualifyBrief } from "./qualify-brief.server";
import { submitBrief } from "./submit-brief.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
});

const makeAgencies = () => makeLeadAlertAgencies(t.db);

/** Where the lead alerts went, by address. */
const alertedAddresses = async () =>
  (await t.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress))
    .filter((mail) => mail.subject.startsWith("New lead on"))
    .map((mail) => mail.toAddress);

const qualifiedAt = async (id: number) =>
  (await t.db.select({ at: briefs.qualifiedAt }).from(briefs).where(eq(briefs.id, id)))[0]?.at;

describe("a submitted brief", () => {
  it("reaches no agency: it is stored unqualified with the client's and the operator's mails only", async () => {
    await makeAgencies();
    const input = BriefInput.parse(validBriefInput({ projectType: "website" }));
    const { id } = await submitBrief(t.db, input, config, "en");
    expect(await qualifiedAt(id)).toBeNull();
    expect(await alertedAddresses()).toEqual([]);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [input.email, "ops@wakala.ae"].sort(),
    );
  });
});

describe("qualifyBrief", () => {
  it("qualifies the brief and queues its lead alerts to the fitting Pro agencies", async () => {
    await makeAgencies();
    const brief = await makeBrief(t.db, { projectType: "website" });
    const now = new Date("2026-11-27T10:00:00Z");
    const result = await qualifyBrief(t.db, brief.id, config, now);
    expect(result).toEqual({ status: "qualified", qualifiedAt: now, alerts: 2 });
    expect(await qualifiedAt(brief.id)).toEqual(now);
    expect(await alertedAddresses()).toEqual(["ux@pro.ae", "web@pro.ae"]);
  });

  it("sends the alerts once, however often it is asked", async () => {
    await makeAgencies();
    const brief = await makeBrief(t.db, { projectType: "website" });
    const first = await qualifyBrief(t.db, brief.id, config);
    const again = await qualifyBrief(t.db, brief.id, config);
    expect(again).toEqual({
      status: "already-qualified",
      qualifiedAt: (first as { qualifiedAt: Date }).qualifiedAt,
    });
    expect(await alertedAddresses()).toEqual(["ux@pro.ae", "web@pro.ae"]);
  });

  it("sends the alerts once when two operators qualify at the same moment", async () => {
    await makeAgencies();
    const brief = await makeBrief(t.db, { projectType: "website" });
    const results = await Promise.all([
      qualifyBrief(t.db, brief.id, config),
      qualifyBrief(t.db, brief.id, config),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["already-qualified", "qualified"]);
    expect(await alertedAddresses()).toEqual(["ux@pro.ae", "web@pro.ae"]);
  });

  it("answers not-found for a brief that does not exist", async () => {
    expect(await qualifyBrief(t.db, 999_999, config)).toEqual({ status: "not-found" });
  });
});

describe("a match", () => {
  it("qualifies its brief and alerts the other fitting Pro agencies, not the matched one", async () => {
    const { web } = await makeAgencies();
    const brief = await makeBrief(t.db, { projectType: "website" });
    const result = await createMatch(t.db, { briefId: brief.id, agencyId: web.id }, config);
    expect(result.status).toBe("created");
    expect(await qualifiedAt(brief.id)).toBeInstanceOf(Date);
    expect(await alertedAddresses()).toEqual(["ux@pro.ae"]);
  });

  it("of a brief qualified before sends no alert again", async () => {
    const { web, ux } = await makeAgencies();
    const brief = await makeBrief(t.db, { projectType: "website" });
    await qualifyBrief(t.db, brief.id, config);
    const before = await qualifiedAt(brief.id);
    await createMatch(t.db, { briefId: brief.id, agencyId: web.id }, config);
    await createMatch(t.db, { briefId: brief.id, agencyId: ux.id }, config);
    expect(await qualifiedAt(brief.id)).toEqual(before);
    expect(await alertedAddresses()).toEqual(["ux@pro.ae", "web@pro.ae"]);
  });

  it("that is refused leaves the brief unqualified", async () => {
    await makeAgencies();
    const pending = await makeAgency(t.db, { approved: false, isPro: true });
    const brief = await makeBrief(t.db, { projectType: "website" });
    const result = await createMatch(t.db, { briefId: brief.id, agencyId: pending.id }, config);
    expect(result.status).toBe("agency-not-approved");
    expect(await qualifiedAt(brief.id)).toBeNull();
    expect(await alertedAddresses()).toEqual([]);
  });
});
