/** Calendar arithmetic on 'YYYY-MM-DD' strings (UTC days, like the ship's schedule). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (isoDate: string): number => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The next date on or after `today` that falls on `weekday` (or the one after, when `skipToday`). */
export function nextWeekday(today: string, weekday: number, skipToday = false): string {
  let diff = (weekday - weekdayOf(today) + 7) % 7;
  if (diff === 0 && skipToday) diff = 7;
  return addDays(today, diff);
}

/** A month/day pair in `today`'s year, or the next year when that date has passed. */
export function upcomingDate(today: string, month: number, day: number): string | undefined {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const date = new Date(Date.UTC(candidate, month - 1, day));
    if (date.getUTCMonth() !== month - 1) return undefined;
    const iso = date.toISOString().slice(0, 10);
    if (iso >= today) return iso;
  }
  return undefined;
}
