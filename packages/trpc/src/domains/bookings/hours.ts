/** Clock arithmetic for opening hours; times are 'HH:MM' (24 h). */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const LAST_START = 23 * 60;

/**
 * The on-the-hour start times whose whole sitting of `length` minutes fits within the hours.
 * A closing time at or before the opening time means past midnight; starts stay on the same day.
 */
export function hourlyStarts(open: string, close: string, length: number): string[] {
  const start = toMinutes(open);
  let end = toMinutes(close);
  if (end <= start) end += 24 * 60;
  const times: string[] = [];
  for (let t = Math.ceil(start / 60) * 60; t + length <= end && t <= LAST_START; t += 60) {
    times.push(fromMinutes(t));
  }
  return times;
}
