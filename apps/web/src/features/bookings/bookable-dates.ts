/** Dates are 'YYYY-MM-DD'. The server judges "today" by the UTC calendar date, so the client does too. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar date `days` after `iso`. */
export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

type CruiseSpan = { arrivalDate: string; departureDate: string };

/** Days a guest can still book when the itinerary is unknown: a week from today. */
export const FALLBACK_BOOKING_DAYS = 7;

/**
 * The cruise days from today on (first arrival to last departure of the itinerary), or a week from
 * today when there is no itinerary or the cruise is over.
 */
export function bookableDates(ports: readonly CruiseSpan[], today: string): string[] {
  const first = ports.map((port) => port.arrivalDate).sort()[0];
  const last = ports
    .map((port) => port.departureDate)
    .sort()
    .at(-1);
  const start = first && first > today ? first : today;
  const count = last ? daysBetween(start, last) + 1 : 0;
  const length = count > 0 ? count : FALLBACK_BOOKING_DAYS;
  return Array.from({ length }, (_, day) => addDaysIso(start, day));
}

/** Today when it is bookable, else the first bookable date. */
export function defaultBookingDate(dates: readonly string[], today: string): string {
  return dates.includes(today) ? today : (dates[0] ?? today);
}
