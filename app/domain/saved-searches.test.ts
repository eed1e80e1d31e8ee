import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getMessages, pluralText } from "./i18n";
import { digestSlot } from "./saved-searches";

const utc = (iso: string) => new Date(`${iso}Z`);
const slot = (frequency: "daily" | "weekly", iso: string) =>
  digestSlot(frequency, utc(iso)).toISOString();

// 2026-03-02 is a Monday; 08:00 in the UAE is 04:00 UTC.
describe("digestSlot", () => {
  it("daily: today's 08:00 UAE from then on, yesterday's before it", () => {
    expect(slot("daily", "2026-03-03T03:59:59.999")).toBe("2026-03-02T04:00:00.000Z");
    expect(slot("daily", "2026-03-03T04:00:00")).toBe("2026-03-03T04:00:00.000Z");
    expect(slot("daily", "2026-03-03T04:00:01")).toBe("2026-03-03T04:00:00.000Z");
    expect(slot("daily", "2026-03-03T20:30:00")).toBe("2026-03-03T04:00:00.000Z");
  });

  it("daily: around midnight UTC (04:00 in the UAE) it is still the UAE's day before's 08:00", () => {
    expect(slot("daily", "2026-03-03T23:59:59.999")).toBe("2026-03-03T04:00:00.000Z");
    expect(slot("daily", "2026-03-04T00:00:00")).toBe("2026-03-03T04:00:00.000Z");
    expect(slot("daily", "2026-03-04T00:00:01")).toBe("2026-03-03T04:00:00.000Z");
    // Across a month and a year.
    expect(slot("daily", "2026-03-01T02:00:00")).toBe("2026-02-28T04:00:00.000Z");
    expect(slot("daily", "2026-01-01T01:00:00")).toBe("2025-12-31T04:00:00.000Z");
  });

  it("weekly: the latest Monday 08:00 UAE", () => {
    // Monday: from 08:00 UAE on, that Monday; before it, the Monday before.
    expect(slot("weekly", "2026-03-02T04:00:00")).toBe("2026-03-02T04:00:00.000Z");
    expect(slot("weekly", "2026-03-02T03:59:59")).toBe("2026-02-23T04:00:00.000Z");
    // Monday 00:30 UTC is Monday 04:30 in the UAE: still before the UAE's Monday 08:00.
    expect(slot("weekly", "2026-03-09T00:30:00")).toBe("2026-03-02T04:00:00.000Z");
    // Sunday 23:00 UTC is already Monday 03:00 in the UAE: before 08:00 too.
    expect(slot("weekly", "2026-03-08T23:00:00")).toBe("2026-03-02T04:00:00.000Z");
    expect(slot("weekly", "2026-03-08T12:00:00")).toBe("2026-03-02T04:00:00.000Z");
    expect(slot("weekly", "2026-03-03T10:00:00")).toBe("2026-03-02T04:00:00.000Z");
    expect(slot("weekly", "2026-03-09T04:00:00")).toBe("2026-03-09T04:00:00.000Z");
    // Across a year: Monday 2025-12-29.
    expect(slot("weekly", "2026-01-01T12:00:00")).toBe("2025-12-29T04:00:00.000Z");
  });

  it("is always at 04:00 UTC, at or before now, less than a day (a week) before it", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: utc("2000-01-01T00:00:00"),
          max: utc("2100-01-01T00:00:00"),
          noInvalidDate: true,
        }),
        (now) => {
          const daily = digestSlot("daily", now);
          const weekly = digestSlot("weekly", now);
          for (const [at, span] of [
            [daily, 24],
            [weekly, 7 * 24],
          ] as const) {
            expect(at.getUTCHours()).toBe(4);
            expect(at.getUTCMinutes() + at.getUTCSeconds() + at.getUTCMilliseconds()).toBe(0);
            expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(now.getTime() - at.getTime()).toBeLessThan(span * 60 * 60_000);
          }
          expect(weekly.getUTCDay()).toBe(1);
          expect(weekly.getTime()).toBeLessThanOrEqual(daily.getTime());
        },
      ),
    );
  });
});

describe("the alert's counted texts", () => {
  it("take the English singular and plural", () => {
    const subject = getMessages("en").savedSearches.emails.alert.subject;
    expect(pluralText(subject, 1, "en")).toBe("A new agency matches your search");
    expect(pluralText(subject, 2, "en")).toBe("2 new agencies match your search");
    expect(pluralText(subject, 12, "en")).toBe("12 new agencies match your search");
  });

  it("take each Arabic form: one, two, 3 to 10, 11 to 99, 100 and more", () => {
    const subject = getMessages("ar").savedSearches.emails.alert.subject;
    expect(pluralText(subject, 1, "ar")).toBe("وكالة جديدة تطابق بحثك");
    expect(pluralText(subject, 2, "ar")).toBe("وكالتان جديدتان تطابقان بحثك");
    expect(pluralText(subject, 3, "ar")).toBe("3 وكالات جديدة تطابق بحثك");
    expect(pluralText(subject, 10, "ar")).toBe("10 وكالات جديدة تطابق بحثك");
    expect(pluralText(subject, 11, "ar")).toBe("11 وكالة جديدة تطابق بحثك");
    expect(pluralText(subject, 100, "ar")).toBe("100 وكالة جديدة تطابق بحثك");
    const more = getMessages("ar").savedSearches.emails.alert.more;
    expect(pluralText(more, 2, "ar")).toBe("وهناك وكالتان أخريان");
    expect(pluralText(more, 5, "ar")).toBe("وهناك 5 وكالات أخرى");
  });
});
