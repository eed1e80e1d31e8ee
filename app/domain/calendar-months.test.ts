import { describe, expect, it } from "vitest";
import { addMonth, monthBefore } from "./calendar-months";

const utc = (iso: string) => new Date(`${iso}T10:30:00.000Z`);

describe("billing months", () => {
  it.each([
    ["2025-03-15", "2025-04-15"],
    ["2025-01-31", "2025-02-28"],
    ["2024-01-31", "2024-02-29"],
    ["2025-12-31", "2026-01-31"],
  ])("one month after %s is %s, at the same time of day", (from, to) => {
    expect(addMonth(utc(from))).toEqual(utc(to));
  });

  it.each([
    ["2025-04-15", "2025-03-15"],
    ["2025-03-31", "2025-02-28"],
    ["2026-01-31", "2025-12-31"],
  ])("one month before %s is %s", (from, to) => {
    expect(monthBefore(utc(from))).toEqual(utc(to));
  });

  it("leaves the date it is given unchanged", () => {
    const date = utc("2025-01-31");
    addMonth(date);
    monthBefore(date);
    expect(date).toEqual(utc("2025-01-31"));
  });
});
