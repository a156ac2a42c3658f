/** Dates and times in English and Arabic guest messages (already normalised). */
import { AR_NUMBER_WORDS, EN_CARDINALS, numberOf, wordAlternation } from '../../language/numbers.ts';
import { addDays, nextWeekday, upcomingDate } from './dates.ts';

const WEEKDAYS: [RegExp, number][] = [
  [/(^|[^a-z])sunday|الاحد/, 0],
  [/(^|[^a-z])monday|الاثنين|يوم الاتنين/, 1],
  [/(^|[^a-z])(?:tuesday|tues)([^a-z]|$)|الثلاثاء|يوم ال[تث]لا[تث](\s|$|[?؟.!،])/, 2],
  [/(^|[^a-z])(?:wednesday|weds)([^a-z]|$)|الاربعاء|يوم الاربع(\s|$|[?؟.!،])/, 3],
  [/(^|[^a-z])(?:thursday|thurs)([^a-z]|$)|الخميس/, 4],
  [/(^|[^a-z])friday|الجمعه/, 5],
  [/(^|[^a-z])saturday|السبت/, 6],
];

/** The weekday a message names (0 = Sunday … 6 = Saturday): 'on Wednesday', 'يوم السبت', 'الاتنين'. */
export function weekdayIn(t: string): number | undefined {
  return WEEKDAYS.find(([pattern]) => pattern.test(t))?.[1];
}

const MONTHS = [
  ['january', 'jan', 'يناير'],
  ['february', 'feb', 'فبراير'],
  ['march', 'mar', 'مارس'],
  ['april', 'apr', 'ابريل'],
  ['may', 'may', 'مايو'],
  ['june', 'jun', 'يونيو'],
  ['july', 'jul', 'يوليو'],
  ['august', 'aug', 'اغسطس'],
  ['september', 'sep', 'سبتمبر'],
  ['october', 'oct', 'اكتوبر'],
  ['november', 'nov', 'نوفمبر'],
  ['december', 'dec', 'ديسمبر'],
];
const MONTH_WORD = MONTHS.flat().join('|');
const monthNumber = (word: string) => MONTHS.findIndex((names) => names.includes(word)) + 1;

const tokensOf = (t: string) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const DAY_COUNT_WORDS = { ...EN_CARDINALS, ...AR_NUMBER_WORDS };
/** 'in three days', 'in 3 days' time', 'بعد ثلاث ايام', 'بعد ٣ أيام': a count of days from today. */
const IN_DAYS = new RegExp(
  `(?:(?<![a-z])in|بعد)\\s+(\\d{1,2}|[\u0660-\u0669]{1,2}|${wordAlternation(DAY_COUNT_WORDS)})\\s+(?:days?|ايام|أيام)(?![\\p{L}])`,
  'u',
);

/** 'in three days', 'بعد يومين': how many days from today the text counts; undefined when it counts none. */
export function daysLaterIn(t: string): number | undefined {
  if (/(?:^|\s)بعد يومين/.test(t)) return 2;
  const later = IN_DAYS.exec(t);
  const days = later?.[1] ? numberOf(later[1], DAY_COUNT_WORDS) : undefined;
  return days !== undefined && days > 0 ? days : undefined;
}

/** Today, tomorrow, the day after, a count of days ahead, weekdays, ISO dates and 'November 25' / '25 نوفمبر'. */
export function extractDate(t: string, today: string): string | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return iso[0];
  const tokens = tokensOf(t);
  const has = (...words: string[]) => words.some((word) => tokens.includes(word));
  if (/day after tomorrow|بعد غد|بعد ?بكر[اه]/.test(t)) return addDays(today, 2);
  const later = daysLaterIn(t);
  if (later !== undefined) return addDays(today, later);
  if (/(^|[^a-z])(tomorrow|tmrw)/.test(t) || has('غدا', 'بكره', 'الغد', 'غد', 'بكرا', 'باجر'))
    return addDays(today, 1);
  const dayMonth = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_WORD})(?![a-z])`).exec(t);
  if (dayMonth?.[1] && dayMonth[2]) return upcomingDate(today, monthNumber(dayMonth[2]), Number(dayMonth[1]));
  const monthDay = new RegExp(`(?<![a-z])(${MONTH_WORD})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`).exec(t);
  if (monthDay?.[1] && monthDay[2]) return upcomingDate(today, monthNumber(monthDay[1]), Number(monthDay[2]));
  const isNext = /(^|[^a-z])next\s|القادم|المقبل/.test(t);
  for (const [pattern, weekday] of WEEKDAYS) {
    if (pattern.test(t)) return nextWeekday(today, weekday, isNext);
  }
  if (
    /(^|[^a-z])(today|tonight|this (evening|afternoon|morning))/.test(t) ||
    has('اليوم', 'الليله', 'الليلة')
  ) {
    return today;
  }
  return undefined;
}

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

function withMeridiem(hour: number, minute: number, meridiem: 'am' | 'pm' | 'noon'): string | undefined {
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  if (meridiem === 'am') return clock(hour % 12, minute);
  if (meridiem === 'noon') return clock(hour === 12 || hour >= 5 ? hour : hour + 12, minute);
  return clock((hour % 12) + 12, minute);
}

const ARABIC_MERIDIEM: Record<string, 'am' | 'pm' | 'noon'> = {
  صباحا: 'am',
  ص: 'am',
  فجرا: 'am',
  مساء: 'pm',
  م: 'pm',
  ليلا: 'pm',
  عصرا: 'pm',
  'بعد الظهر': 'pm',
  ظهرا: 'noon',
  الظهر: 'noon',
  العصر: 'pm',
  المساء: 'pm',
  بالمساء: 'pm',
  الليل: 'pm',
  بالليل: 'pm',
  الصبح: 'am',
  الصباح: 'am',
  بالصباح: 'am',
  الفجر: 'am',
};

/** The part of the day an Arabic word names: 'مساء', 'المسا', 'بالليل' (pm), 'الصبح' (am), 'الظهر' (noon). */
function arabicMeridiem(word: string): 'am' | 'pm' | 'noon' {
  const known = ARABIC_MERIDIEM[word];
  if (known) return known;
  const bare = word.replace(/^(?:في ال|بال|ال)/, '');
  if (/^(?:صبح|صباح|فجر)$/.test(bare)) return 'am';
  return bare === 'ظهر' ? 'noon' : 'pm';
}

/** '7pm', '7:30 PM', '19:30', '7 مساء', 'noon', and a bare 'at 7' / 'الساعه 7' (ambiguous). */
export function extractTime(t: string): { time: string; isAmbiguous: boolean } | undefined {
  const english = /(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/.exec(t);
  if (english?.[1] && english[3]) {
    const time = withMeridiem(
      Number(english[1]),
      Number(english[2] ?? 0),
      english[3].startsWith('a') ? 'am' : 'pm',
    );
    if (time) return { time, isAmbiguous: false };
  }
  const arabic =
    /(?<!\d)(\d{1,2})(?::(\d{2}))?\s*(صباحا|فجرا|مساء|ليلا|عصرا|بعد الظهر|ظهرا|ص|م|(?:ال|بال|في ال)(?:صبح|صباح|فجر|مساء|مسا|ليل|عصر|ظهر))(?=\s|$|[.,!?؟،])/.exec(
      t,
    );
  if (arabic?.[1] && arabic[3]) {
    const time = withMeridiem(Number(arabic[1]), Number(arabic[2] ?? 0), arabicMeridiem(arabic[3]));
    if (time) return { time, isAmbiguous: false };
  }
  const twentyFour = /(?<![\d-])([01]?\d|2[0-3]):([0-5]\d)(?!\d)/.exec(t);
  if (twentyFour?.[1] && twentyFour[2]) {
    const hour = Number(twentyFour[1]);
    return {
      time: clock(hour, Number(twentyFour[2])),
      isAmbiguous: hour >= 1 && hour <= 11 && !/^0/.test(twentyFour[1]),
    };
  }
  if (/(^|[^a-z])(noon|midday)|(^|\s)الظهر/.test(t)) return { time: '12:00', isAmbiguous: false };
  const bare =
    /(?:(?:^|[^a-z])(?:at|around|by)\s+|الساعه\s*|@\s*)(\d{1,2})(?!\s*(?:\d|people|persons|guests|adults|اشخاص|شخص))(?:\s*o'?clock)?/.exec(
      t,
    );
  if (bare?.[1]) {
    const hour = Number(bare[1]);
    if (hour >= 1 && hour <= 12) return { time: clock(hour === 12 ? 12 : hour, 0), isAmbiguous: hour !== 12 };
    if (hour >= 13 && hour <= 23) return { time: clock(hour, 0), isAmbiguous: false };
  }
  return undefined;
}
