import { extractTime } from './extract-when.ts';
import { phrases } from './language.ts';
import { LATE_NIGHT } from './open-hours.ts';

/** What a guest asks about opening hours: at a time, late at night, now, or the nearest place. */

/** 'After midnight' asks about this minute. */
const AFTER_MIDNIGHT = 30;

export type OpeningAsked =
  | { mode: 'at'; minute: number }
  | { mode: 'late'; minute: number }
  | { mode: 'now' }
  | { mode: 'nearest'; deck: number | undefined };

const isAfterMidnight = phrases([
  'after midnight',
  'past midnight',
  'middle of the night',
  'small hours',
  'بعد نص الليل',
  'بعد منتصف الليل',
  'بعد نصف الليل',
  'اخر الليل',
]);
const isLate = phrases([
  'late at night',
  'late night',
  'late tonight',
  'open late',
  'stays open late',
  'still open',
  'night owl',
  'متاخر',
  'سهران',
  'لوقت متاخر',
]);
const isNow = phrases([
  /(^|[^a-z])(right now|now|at the moment|currently|at this hour)([^a-z]|$)/,
  'الحين',
  'الان',
  'حاليا',
  'هالحين',
  'هلا',
  // Levantine هلق (هلأ folds to هلا), Egyptian دلوقتي, Iraqi هسه.
  'هلق',
  'دلوقت',
  'هسه',
  'هسع',
]);
const isOpenWord = phrases([
  /(^|[^a-z])(open|opened|closed|close|shut)([^a-z]|$)/,
  'مفتوح',
  'يفتح',
  'تفتح',
  'فاتح',
  'يسكر',
  'مسكر',
  'مقفل',
  'يقفل',
  'شغال',
]);
/** 'when does the souq open', 'متى يسكر': the question is about a place's opening or closing. */
export const asksOpenOrClose = isOpenWord;

const isHoursWord = phrases([
  /(^|[^a-z])(hours|hrs|opening times?|timings)([^a-z]|$)/,
  'مواعيد',
  'مواعد',
  'ساعات العمل',
  'ساعات عمل',
  'دوام',
  'اوقات',
]);
/** 'spa hours?', 'مواعيد السبا': the question asks for the hours a place keeps, or when it opens or closes. */
export const asksOpeningHours = (text: string) => isOpenWord(text) || isHoursWord(text);

const isNearest = phrases([
  /(^|[^a-z])(nearest|closest|nearby|near me|close to (my|our) (cabin|room|suite))([^a-z]|$)/,
  'اقرب',
  'الاقرب',
  'قريب من',
  'قريبه من',
]);
const isMorning = phrases([
  /(^|[^a-z])(in the morning|morning)([^a-z]|$)/,
  'الصبح',
  'صباحا',
  'الصباح',
  'فجرا',
  'الفجر',
]);
const isEvening = phrases([
  /(^|[^a-z])(in the evening|at night|tonight|evening)([^a-z]|$)/,
  'بالليل',
  'الليل',
  'مساء',
  'المساء',
  'ليلا',
  'الليله',
]);

/** 'deck 9', 'on deck 15', 'الطابق 9', 'السطح 9': the deck the guest says they are on. */
export function deckInQuestion(normalized: string): number | undefined {
  const match = /(?:deck|floor|level|الطابق|طابق|السطح|سطح|الدور|دور)\s*(?:رقم\s*)?(\d{1,2})(?!\d)/.exec(
    normalized,
  );
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The clock time a question names, with 'in the morning' / 'at night' settling '6' or 'الساعه 9'. */
export function minuteInQuestion(normalized: string): number | undefined {
  const found = extractTime(normalized);
  if (!found) return undefined;
  const [hour = 0, minute = 0] = found.time.split(':').map(Number);
  let h = hour;
  if (found.isAmbiguous) {
    if (isEvening(normalized) && h < 12) h += 12;
    else if (!isMorning(normalized) && h >= 1 && h <= 6) h += 12;
  }
  return h * 60 + minute;
}

/**
 * Whether the question asks what is open (at a time, late, now) or nearest; undefined for any
 * other question ('what time does the pool close?' is the pool's own answer).
 */
export function openingAsked(normalized: string): OpeningAsked | undefined {
  if (isNearest(normalized)) return { mode: 'nearest', deck: deckInQuestion(normalized) };
  if (isAfterMidnight(normalized)) return { mode: 'late', minute: AFTER_MIDNIGHT };
  const minute = minuteInQuestion(normalized);
  if (minute !== undefined) return { mode: 'at', minute };
  if (isLate(normalized)) return { mode: 'late', minute: LATE_NIGHT };
  if (isNow(normalized) && isOpenWord(normalized)) return { mode: 'now' };
  return undefined;
}
