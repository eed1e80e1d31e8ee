import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeBrief } from "#tests/factories";
import { briefs } from "~/db/schema";
import { streamBriefsForExport } from "./briefs-export.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(briefs);
});

describe("the CSV export", () => {
  it("streams every brief for the export in id order, in batches", async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await makeBrief(t.db));
    const batches = [];
    for await (const batch of streamBriefsForExport(t.db, 3)) batches.push(batch.map((b) => b.id));
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches.flat()).toEqual(made.map((b) => b.id));
  });
});
