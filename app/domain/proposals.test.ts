import { describe, expect, it } from "vitest";
import "./catalogues";
import { isCalendarDate, proposalSchema } from "./proposals";

/** The proposal form's one schema (issue 31): hostile values get a clear message, nothing else. */
const valid = {
  summary: "A Shopify store with delivery across the UAE",
  scope: "Design, build and launch.\nTraining for two people.",
  lines: [
    { description: "Design", quantity: "1", unitPrice: "12,500" },
    { description: "Build", quantity: "2", unitPrice: "٨٬٠٠٠٫٥٠" },
  ],
  discount: "500",
  startDate: "2027-03-01",
  endDate: "2027-04-30",
  milestones: [
    { label: "On signing", percent: "30" },
    { label: "On launch", percent: "70" },
  ],
};

const messageOf = (input: unknown, path: string) => {
  const result = proposalSchema.safeParse(input);
  expect(result.success, `${JSON.stringify(input).slice(0, 120)} should be refused`).toBe(false);
  const issue = result.error!.issues.find((i) => i.path.join(".").startsWith(path));
  return issue?.message;
};

describe("the proposal form", () => {
  it("reads a proposal as typed, amounts in fils", () => {
    const result = proposalSchema.parse(valid);
    expect(result.lines).toEqual([
      { description: "Design", quantity: 1, unitPrice: 1_250_000 },
      { description: "Build", quantity: 2, unitPrice: 800_050 },
    ]);
    expect(result.discount).toBe(50_000);
    expect(result.milestones.map((m) => m.percent)).toEqual([30, 70]);
    expect(proposalSchema.parse({ ...valid, discount: "" }).discount).toBe(0);
  });

  it.each([
    ["-500", "discount"],
    ["NaN", "discount"],
    ["1e309", "discount"],
    ["12345678901234567890", "discount"],
    ["1,00", "discount"],
  ])("refuses the amount %j with a clear message", (discount, path) => {
    expect(messageOf({ ...valid, discount }, path)).toMatch(/amount in dirhams/);
  });

  it("refuses hostile line values", () => {
    const line = (over: object) => ({ ...valid, lines: [{ ...valid.lines[0], ...over }] });
    expect(messageOf(line({ unitPrice: "-1" }), "lines.0.unitPrice")).toMatch(/amount/);
    expect(messageOf(line({ unitPrice: "" }), "lines.0.unitPrice")).toMatch(/amount/);
    expect(messageOf(line({ quantity: "0" }), "lines.0.quantity")).toMatch(/whole quantity/);
    expect(messageOf(line({ quantity: "1.5" }), "lines.0.quantity")).toMatch(/whole quantity/);
    expect(messageOf(line({ quantity: "10001" }), "lines.0.quantity")).toMatch(/whole quantity/);
    expect(messageOf({ ...valid, lines: [] }, "lines")).toMatch(/at least one line/);
    expect(messageOf(line({ quantity: "10000", unitPrice: "100,000,000" }), "lines")).toMatch(
      /over AED/,
    );
  });

  it("refuses impossible dates and an end before the start", () => {
    expect(messageOf({ ...valid, startDate: "2027-02-30" }, "startDate")).toMatch(/exists/);
    expect(messageOf({ ...valid, startDate: "01/03/2027" }, "startDate")).toMatch(/exists/);
    expect(messageOf({ ...valid, endDate: "2027-02-28" }, "endDate")).toMatch(/on or after/);
    // Arabic-Indic digits are dates too.
    expect(proposalSchema.parse({ ...valid, endDate: "٢٠٢٧-٠٤-٣٠" }).endDate).toBe("2027-04-30");
  });

  it("refuses milestones that do not add up, and a discount over the subtotal", () => {
    const milestones = (...percents: string[]) => ({
      ...valid,
      milestones: percents.map((percent, i) => ({ label: `M${i}`, percent })),
    });
    expect(messageOf(milestones("30", "60"), "milestones")).toMatch(/add up to 100/);
    expect(messageOf(milestones("50.5", "49.5"), "milestones")).toMatch(/add up to 100/);
    expect(messageOf(milestones("0", "100"), "milestones")).toMatch(/add up to 100/);
    expect(messageOf({ ...valid, discount: "30,000" }, "discount")).toMatch(
      /more than the subtotal/,
    );
  });

  it("knows the calendar", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("2027-1-01")).toBe(false);
    expect(isCalendarDate("1999-01-01")).toBe(false);
  });
});
