import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies } from "~/db/schema";
import { noFilters } from "~/domain/directory";
import { setAgencyApproval } from "./approve-agency.server";
import { searchDirectory } from "./directory.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(agencies);
});

describe("approving an agency", () => {
  const inDirectory = async (q: string) =>
    (await searchDirectory(t.db, { filters: { ...noFilters, q }, page: 1 })).agencies.map(
      (a) => a.agencyName,
    );

  it("puts it in the public directory at once, and takes it out again", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Quokka Creative", needsReview: true });
    expect(await inDirectory("quokka")).toEqual([]);

    const approved = await setAgencyApproval(t.db, agency.id, true);
    expect(approved).toMatchObject({ id: agency.id, approved: true, needsReview: false });
    expect(approved).not.toHaveProperty("searchVector");
    expect(await inDirectory("quokka")).toEqual(["Quokka Creative"]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(1);

    await setAgencyApproval(t.db, agency.id, false);
    expect(await inDirectory("quokka")).toEqual([]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(0);
  });

  it("keeps a re-check flag when taking an agency back to pending", async () => {
    const agency = await makeAgency(t.db, { approved: true, needsReview: true });
    expect(await setAgencyApproval(t.db, agency.id, false)).toMatchObject({ needsReview: true });
  });

  it("answers undefined for an unknown agency", async () => {
    expect(await setAgencyApproval(t.db, 999_999, true)).toBeUndefined();
  });
});
