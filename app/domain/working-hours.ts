/**
 * The working-hours clock (issue 31, docs/decisions/020-answering-a-match.md): time that counts only
 * on the working days of a working week, in a time zone. A match's 48 working hours run Monday to
 * Friday in the UAE by default: a match made on Friday at 16:00 is due on Tuesday at 16:00, one
 * made on Saturday on Tuesday at 24:00 (Wednesday 00:00). The whole of a working day counts; a
 * weekend does not.
 *
 * Local midnights come from the zone's offset at each instant (Intl), so a zone that changes its
 * clocks (daylight saving) counts its shorter or longer day as it is.
 */

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type WorkingWeek = {
  timeZone: string;
  /** At least one day. */
  days: readonly Weekday[];
};

/** The UAE's working week since 2022: Monday to Friday, Gulf Standard Time (no daylight saving). */
export const UAE_WORKING_WEEK: WorkingWeek = {
  timeZone: "Asia/Dubai",
  days: ["mon", "tue", "wed", "thu", "fri"],
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date, weekday and the zone's offset (ms ahead of UTC) at an instant. */
function localAt(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  const y = Number(parts.year);
  const m = Number(parts.month);
  const d = Number(parts.day);
  const asUtc = Date.UTC(
    y,
    m - 1,
    d,
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offset = asUtc - Math.floor(instant / 1000) * 1000;
  return { y, m, d, weekday: parts.weekday!.toLowerCase().slice(0, 3) as Weekday, offset };
}

/** The instant local midnight starts the given local date. */
function localMidnight(y: number, m: number, d: number, timeZone: string): number {
  const wall = Date.UTC(y, m - 1, d);
  // The offset at the guess, then at the answer: right on both sides of a clock change.
  let instant = wall - localAt(wall, timeZone).offset;
  instant = wall - localAt(instant, timeZone).offset;
  return instant;
}

/** The instant the local day after the one holding `instant` starts. */
function nextLocalMidnight(instant: number, timeZone: string): number {
  const { y, m, d } = localAt(instant, timeZone);
  const next = new Date(Date.UTC(y, m - 1, d) + DAY_MS);
  return localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
}

/** Whether `value` names a time zone Intl knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant `hours` working hours after `start`: the clock runs only on the week's working days.
 * `hours` is at most 10,000 (a year and more of working days).
 */
export function addWorkingHours(start: Date, hours: number, week: WorkingWeek): Date {
  if (week.days.length === 0) throw new RangeError("A working week needs at least one day");
  if (!(hours >= 0 && hours <= 10_000)) throw new RangeError(`Not a number of hours: ${hours}`);
  let remaining = hours * HOUR_MS;
  let at = start.getTime();
  for (;;) {
    const dayEnd = nextLocalMidnight(at, week.timeZone);
    if (week.days.includes(localAt(at, week.timeZone).weekday)) {
      const span = dayEnd - at;
      if (remaining <= span) return new Date(at + remaining);
      remaining -= span;
    }
    at = dayEnd;
  }
}

/** The working hours between two instants (0 when `end` is not after `start`). */
export function workingHoursBetween(start: Date, end: Date, week: WorkingWeek): number {
  let total = 0;
  let at = start.getTime();
  const stop = end.getTime();
  while (at < stop) {
    const dayEnd = Math.min(nextLocalMidnight(at, week.timeZone), stop);
    if (week.days.includes(localAt(at, week.timeZone).weekday)) total += dayEnd - at;
    at = dayEnd;
  }
  return total / HOUR_MS;
}
