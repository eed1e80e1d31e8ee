import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { loadAgencyDashboard } from "./agency-dashboard.server";
import { createMatch } from "./create-match.server";

const t = useTestDatabase();
const config = testConfig();

describe("the dashboard's leads", () => {
  it("are the briefs the agency was matched with, newest first, with the client's contact", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = await makeAgency(t.db, { approved: true });
    expect((await loadAgencyDashboard(t.db, agency.id))!.leads).toEqual([]);

    const older = await makeBrief(t.db, { companyName: "Older Co", phone: "+971 50 111 2222" });
    const newer = await makeBrief(t.db, { companyName: "Newer Co", budget: "30k-50k" });
    const notOurs = await makeBrief(t.db, { companyName: "Not Ours Co" });
    await createMatch(t.db, { briefId: older.id, agencyId: agency.id }, config);
    await createMatch(t.db, { briefId: newer.id, agencyId: agency.id }, config);
    await createMatch(t.db, { briefId: notOurs.id, agencyId: other.id }, config);

    const { leads } = (await loadAgencyDashboard(t.db, agency.id))!;
    expect(leads.map((lead) => lead.companyName)).toEqual(["Newer Co", "Older Co"]);
    expect(leads[1]).toMatchObject({
      contactName: older.contactName,
      email: older.email,
      phone: "+971 50 111 2222",
      projectType: older.projectType,
      budget: older.budget,
      timeline: older.timeline,
      description: older.description,
    });
    expect(leads[0]!.matchedAt).toBeInstanceOf(Date);
  });
});
