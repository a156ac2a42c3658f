const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the given instant's UTC date. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The UTC calendar date as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of the UTC day `days` after `today`'s UTC day. */
export function isoDateAfter(today: Date, days: number): string {
  return toIsoDate(addDays(startOfUtcDay(today), days));
}

export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Start times one hour apart from `start`, keeping each `length`-minute sitting within `end`. */
export function hourlyTimes(start: string, end: string, length = 60): string[] {
  const times: string[] = [];
  const last = toMinutes(end) - length;
  for (let t = toMinutes(start); t <= last; t += 60) times.push(fromMinutes(t));
  return times;
}
