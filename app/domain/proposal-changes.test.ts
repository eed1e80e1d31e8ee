import { describe, expect, it } from "vitest";
import { proposalChanges, type VersionFields } from "./proposal-changes";

/** What a client is told changed in a revised proposal (issue 31). */
const v1: VersionFields = {
  summary: "A Shopify store",
  scope: "Design and build.",
  lines: [
    { description: "Design", quantity: 1, unitFils: 1_000_000, amountFils: 1_000_000 },
    { description: "Build", quantity: 3, unitFils: 333_333, amountFils: 999_999 },
  ],
  discountFils: 0,
  vatFils: 0,
  totalFils: 1_999_999,
  startDate: "2027-03-01",
  endDate: "2027-04-30",
  validUntil: "2027-01-01",
  milestones: [
    { label: "On signing", percent: 30, amountFils: 600_000 },
    { label: "On launch", percent: 70, amountFils: 1_399_999 },
  ],
};

describe("proposalChanges", () => {
  it("finds nothing between a version and itself", () => {
    expect(proposalChanges(v1, v1)).toEqual({
      fields: [],
      lines: { added: [], removed: [], changed: [] },
      milestones: { added: [], removed: [], changed: [] },
    });
  });

  it("names each changed field, line and milestone", () => {
    const v2: VersionFields = {
      ...v1,
      scope: "Design, build and training.",
      lines: [
        { description: "Build", quantity: 2, unitFils: 333_333, amountFils: 666_666 },
        { description: "Training", quantity: 1, unitFils: 50_000, amountFils: 50_000 },
      ],
      discountFils: 100,
      totalFils: 716_566,
      endDate: "2027-05-15",
      milestones: [
        { label: "On signing", percent: 50, amountFils: 358_283 },
        { label: "On launch", percent: 50, amountFils: 358_283 },
      ],
    };
    expect(proposalChanges(v1, v2)).toEqual({
      fields: ["scope", "discount", "total", "dates"],
      lines: { added: ["Training"], removed: ["Design"], changed: ["Build"] },
      milestones: { added: [], removed: [], changed: ["On signing", "On launch"] },
    });
  });
});
