/**
 * Billing months: a Pro period runs from a day to the same day of the next month, clamped to
 * that month's last day (31 January, then 28 or 29 February). Dates are read in UTC.
 */

/** One month on: the same day of the next month (clamped to its last day). */
export function addMonth(date: Date): Date {
  return shiftMonths(date, 1);
}

/** One month earlier: the inverse of addMonth, clamped the same way. */
export function monthBefore(date: Date): Date {
  return shiftMonths(date, -1);
}

function shiftMonths(date: Date, months: number): Date {
  const shifted = new Date(date);
  const day = shifted.getUTCDate();
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0),
  ).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}
