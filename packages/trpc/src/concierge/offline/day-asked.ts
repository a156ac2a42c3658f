import type { PortInfo } from '../tools/types.ts';
import { addDays, nextWeekday } from './dates.ts';
import { daysLaterIn, weekdayIn } from './extract-when.ts';

const DAY_WORDS: [RegExp, number][] = [
  [/\bday after tomorrow\b|بعد بكره|بعد بكرا|بعد غد|بعد بكرة/, 2],
  [/\b(?:tomorrow|tmrw|tmr|tomoro|tommorow|tomorow|tommorrow)\b|بكره|بكرا|غدا|الغد|(?:^|\s)باكر/, 1],
  [
    /\b(?:today|tonight|right now|now|currently|at the moment)\b|اليوم|الحين|هلق|هلا|دلوقتي|الان|حاليا|هسه|هسا/,
    0,
  ],
];

/** The day a message names, counted from today (0 today, 1 tomorrow, 2 the day after, 3 'in three days'). */
export function dayNamed(t: string): number | undefined {
  return daysLaterIn(t) ?? DAY_WORDS.find(([pattern]) => pattern.test(t))?.[1];
}

/** A day named relative to today ('tomorrow'), by its weekday ('on Wednesday') or its date ('the 27th'). */
export type DayAsked = { days: number } | { weekday: number } | { monthDay: number };

/** 'the 27th', 'on the 28', 'يوم 28', 'بتاريخ 29' (digits already Western): a day of the month. */
const MONTH_DAY_EN =
  /(?:^|[^a-z\d:.$])(?:the )?(\d{1,2})(?:st|nd|rd|th)(?![a-z\d])|\bon the (\d{1,2})(?![\d:.a-z])/;
const MONTH_DAY_AR =
  /(?:^|\s)(?:يوم|تاريخ|بتاريخ|في تاريخ|ليوم) (\d{1,2})(?![\d:.])(?!\s*(?:ساعه|ساعات|دقيقه|دقايق|دقائق|شخص|اشخاص|نفر|من الرحله))/;

/** The day a message names: today/tomorrow, a weekday or a day of the month. */
export function dayAskedIn(t: string): DayAsked | undefined {
  const days = dayNamed(t);
  if (days !== undefined) return { days };
  const weekday = weekdayIn(t);
  if (weekday !== undefined) return { weekday };
  const date = MONTH_DAY_EN.exec(t) ?? MONTH_DAY_AR.exec(t);
  const monthDay = Number(date?.[1] ?? date?.[2]);
  return monthDay >= 1 && monthDay <= 31 ? { monthDay } : undefined;
}

/** The date a named day falls on: the next such weekday or day of the month from `today` on. */
export function dateOfDay(asked: DayAsked, today: string): string | undefined {
  if ('days' in asked) return addDays(today, asked.days);
  if ('weekday' in asked) return nextWeekday(today, asked.weekday);
  for (let ahead = 0; ahead < 62; ahead += 1) {
    const date = addDays(today, ahead);
    if (Number(date.slice(8, 10)) === asked.monthDay) return date;
  }
  return undefined;
}

/** The port calls the ship is at on a date (arriving, staying or leaving that day). */
export const callsOn = (ports: readonly PortInfo[], date: string): PortInfo[] =>
  ports.filter((p) => p.arrivalDate <= date && p.departureDate >= date);
