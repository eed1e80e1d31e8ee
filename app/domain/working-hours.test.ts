import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingHours,
  UAE_WORKING_WEEK,
  workingHoursBetween,
  type WorkingWeek,
} from "./working-hours";

/** The working-hours clock of a match's answer (issue 31). Times below are UAE time (UTC+4). */
const uae = (local: string) => new Date(`${local}+04:00`);

describe("addWorkingHours in the UAE week (Monday to Friday)", () => {
  it.each([
    // Monday 10:00 + 48 h = Wednesday 10:00.
    ["2026-11-30T10:00:00", 48, "2026-12-02T10:00:00"],
    // Friday 16:00: 8 h of Friday, the weekend does not count, 40 h from Monday 00:00.
    ["2026-12-04T16:00:00", 48, "2026-12-08T16:00:00"],
    // Saturday: the clock starts on Monday.
    ["2026-12-05T11:00:00", 48, "2026-12-09T00:00:00"],
    // Thursday 23:00 + 1 h = Friday 00:00; + 25 h = the end of Friday (the weekend adds nothing).
    ["2026-12-03T23:00:00", 1, "2026-12-04T00:00:00"],
    ["2026-12-03T23:00:00", 25, "2026-12-05T00:00:00"],
    ["2026-12-03T23:00:00", 0, "2026-12-03T23:00:00"],
    // Halfway (the reminder): Friday 12:00 + 24 h = Monday 12:00.
    ["2026-12-04T12:00:00", 24, "2026-12-07T12:00:00"],
  ])("%s + %i working hours = %s", (start, hours, due) => {
    expect(addWorkingHours(uae(start), hours, UAE_WORKING_WEEK).toISOString()).toBe(
      uae(due).toISOString(),
    );
  });

  it("reads days in the zone, not in UTC: Monday 01:00 in Dubai is Sunday 21:00 UTC", () => {
    expect(addWorkingHours(uae("2026-11-30T01:00:00"), 2, UAE_WORKING_WEEK).toISOString()).toBe(
      uae("2026-11-30T03:00:00").toISOString(),
    );
  });

  it("counts a day that loses an hour to daylight saving as 23 hours", () => {
    // Europe/London goes from 01:00 to 02:00 on Sunday 29 March 2026.
    const week: WorkingWeek = { timeZone: "Europe/London", days: ["sun"] };
    const sunday = new Date("2026-03-29T00:00:00Z");
    expect(workingHoursBetween(sunday, new Date("2026-03-30T00:00:00+01:00"), week)).toBe(23);
    expect(addWorkingHours(sunday, 23, week).toISOString()).toBe("2026-03-29T23:00:00.000Z");
  });

  it("takes a week of other working days (Sunday to Thursday)", () => {
    const week: WorkingWeek = {
      timeZone: "Asia/Riyadh",
      days: ["sun", "mon", "tue", "wed", "thu"],
    };
    // Thursday 12:00 in Riyadh (UTC+3) + 24 h = Sunday 12:00.
    expect(addWorkingHours(new Date("2026-12-03T12:00:00+03:00"), 24, week).toISOString()).toBe(
      new Date("2026-12-06T12:00:00+03:00").toISOString(),
    );
  });

  it("is the inverse of workingHoursBetween, and never earlier than the plain clock", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 500 }),
        (start, hours) => {
          const due = addWorkingHours(start, hours, UAE_WORKING_WEEK);
          expect(due.getTime()).toBeGreaterThanOrEqual(start.getTime() + hours * 3_600_000);
          expect(workingHoursBetween(start, due, UAE_WORKING_WEEK)).toBeCloseTo(hours, 6);
        },
      ),
    );
  });

  it("refuses a week without days and hours it cannot count", () => {
    expect(() => addWorkingHours(new Date(), 1, { timeZone: "Asia/Dubai", days: [] })).toThrow();
    expect(() => addWorkingHours(new Date(), Number.NaN, UAE_WORKING_WEEK)).toThrow();
    expect(() => addWorkingHours(new Date(), 1e9, UAE_WORKING_WEEK)).toThrow();
  });
});
