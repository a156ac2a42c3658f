const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * The offered time closest to the one the guest asked for ('HH:MM', 24-hour), the later one on a
 * tie; undefined when the asked time is offered itself or nothing is offered.
 */
export function nearestOfferedTime(asked: string, offered: readonly string[]): string | undefined {
  const target = minutesOf(asked);
  if (target === null || offered.length === 0) return undefined;
  if (offered.some((time) => minutesOf(time) === target)) return undefined;
  let best: { time: string; distance: number; minutes: number } | undefined;
  for (const time of offered) {
    const minutes = minutesOf(time);
    if (minutes === null) continue;
    const distance = Math.abs(minutes - target);
    if (!best || distance < best.distance || (distance === best.distance && minutes > best.minutes)) {
      best = { time, distance, minutes };
    }
  }
  return best?.time;
}
