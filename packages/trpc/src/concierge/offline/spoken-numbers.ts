/**
 * Clock times and counts said as words, as voice transcripts write them ('half past seven',
 * 'quarter to eleven', 'seven thirty in the evening', 'الساعة سبعة ونص', 'عشرة إلا ربع',
 * 'ثمانية بالليل'), rewritten as the digits the extractors read ('7:30', '10:45', '7:30 pm',
 * 'الساعة 7:30', 'الساعة 9:45', '8 مساء'). Works on raw guest text (any case, any Arabic letter forms).
 */

import {
  AR_NUMBER_WORDS,
  EN_CARDINALS,
  type NumberWords,
  westernDigits,
  wordAlternation,
} from '../../language/numbers.ts';
import { foldArabicLetters } from './language.ts';

const EN_HOURS = EN_CARDINALS;
/** Minutes said after an hour ('seven thirty'); not 'ten' or 'twenty', which are as often counts ('two ten-year-olds'). */
const EN_MINUTES: NumberWords = {
  'o five': 5,
  'oh five': 5,
  fifteen: 15,
  'twenty five': 25,
  'twenty-five': 25,
  thirty: 30,
  'thirty five': 35,
  'thirty-five': 35,
  'forty five': 45,
  'forty-five': 45,
  'fourty five': 45,
};

/**
 * Arabic numbers as guests say them, keyed by a folded form (no hamza on alef, ه for ة, ي for ى):
 * cardinals in MSA and Gulf/Levantine/Egyptian speech, and the feminine ordinals clock times use.
 */
const AR_NUMBERS = AR_NUMBER_WORDS;

/** Arabic letter forms and Arabic-Indic digits folded ('٧ ونص' is '7 ونص'); Latin text is left as it is. */
const foldArabic = (text: string) => foldArabicLetters(westernDigits(text));

const EN_HOUR = `(${wordAlternation(EN_HOURS)}|\\d{1,2})`;
const EN_MINUTE = `(${wordAlternation(EN_MINUTES)})`;
const AR_HOUR = `(${wordAlternation(AR_NUMBERS)}|\\d{1,2})`;

const hourOf = (word: string, table: NumberWords) => {
  const value = table[word.toLowerCase()] ?? Number(word);
  return Number.isInteger(value) && value >= 1 && value <= 12 ? value : undefined;
};
const pad = (n: number) => String(n).padStart(2, '0');
/** The hour before (for 'quarter to'): 1 → 12. */
const before = (hour: number) => (hour === 1 ? 12 : hour - 1);

/** English clock words: 'half past seven' → '7:30', 'seven thirty' → '7:30', 'seven in the evening' → '7 pm'. */
export function spokenTimesEn(text: string): string {
  const B = '(?<![\\p{L}\\p{N}])';
  const E = '(?![\\p{L}\\p{N}])';
  const rule = (source: string, replace: (...groups: string[]) => string) => (input: string) =>
    input.replace(new RegExp(`${B}${source}${E}`, 'giu'), (...args) => replace(...(args as string[])));
  const steps = [
    rule(`half past ${EN_HOUR}`, (whole, h = '') => {
      const hour = hourOf(h, EN_HOURS);
      return hour ? `${hour}:30` : whole;
    }),
    // British 'at half seven' is 7:30.
    rule(`(at|around|by|until|till) half ${EN_HOUR}`, (whole, w = '', h = '') => {
      const hour = hourOf(h, EN_HOURS);
      return hour ? `${w} ${hour}:30` : whole;
    }),
    // 'La Tavola tomorrow, half 8': British 'half eight' on its own (not 'an hour and a half', 'half 2 portions').
    rule(
      `(?<!(?:a|and|by|until|till|around|at) )half ${EN_HOUR}(?! of| people| persons?| guests| portions?| hours?| minutes?| price)`,
      (whole, h = '') => {
        const hour = hourOf(h, EN_HOURS);
        return hour ? `${hour}:30` : whole;
      },
    ),
    rule(`(?:a )?quarter (?:past|after) ${EN_HOUR}`, (whole, h = '') => {
      const hour = hourOf(h, EN_HOURS);
      return hour ? `${hour}:15` : whole;
    }),
    rule(`(?:a )?quarter (?:to|of|till) ${EN_HOUR}`, (whole, h = '') => {
      const hour = hourOf(h, EN_HOURS);
      return hour ? `${before(hour)}:45` : whole;
    }),
    rule(`${EN_HOUR}[ -]${EN_MINUTE}`, (whole, h = '', m = '') => {
      const hour = hourOf(h, EN_HOURS);
      const minutes = EN_MINUTES[m.toLowerCase()];
      return hour && minutes !== undefined ? `${hour}:${pad(minutes)}` : whole;
    }),
    rule(
      `${EN_HOUR}(?=\\s*(?:o'?\\s?clock|a\\.?m\\.?|p\\.?m\\.?|in the (?:evening|afternoon|morning)|at night|tonight)(?![\\p{L}]))`,
      (whole, h = '', ...rest) => {
        const hour = hourOf(h, EN_HOURS);
        return hour && !isCountTonight(rest) ? String(hour) : whole;
      },
    ),
    // 'at seven', 'around eight', 'by nine' (not 'at one of the bars').
    rule(
      `(at|around|by|until|till) ${EN_HOUR}(?! of| people| person| guests| adults| kids)`,
      (whole, w = '', h = '') => {
        const hour = hourOf(h, EN_HOURS);
        return hour && !/^\d/.test(h) ? `${w} ${hour}` : whole;
      },
    ),
    // '7:30 in the evening' → '7:30 pm', '7 in the morning' → '7 am'.
    rule(
      `(\\d{1,2}(?::\\d{2})?)(?: o'?clock)? (?:in the (evening|afternoon|morning)|at (night)|(tonight))`,
      (whole, time = '', part = '', _night = '', tonight = '', ...rest) => {
        const hour = Number(time.split(':')[0]);
        if (hour < 1 || hour > 12 || (tonight && isCountTonight(rest))) return whole;
        if (part.toLowerCase() === 'morning') return `${time} am`;
        return `${time} pm${tonight ? ' tonight' : ''}`;
      },
    ),
  ];
  return steps.reduce((result, step) => step(result), text);
}

/**
 * 'a table for two tonight', 'dinner for 4 tonight', 'a party of six tonight': a count after 'for' / 'of'
 * followed by 'tonight' is the party, not a clock hour ('at two tonight' still is). `rest` is a replace
 * callback's tail: [offset, input, …].
 */
function isCountTonight(rest: unknown[]): boolean {
  const [offset, input] = rest;
  if (typeof offset !== 'number' || typeof input !== 'string') return false;
  const after = input.slice(offset).replace(/^\S+\s*/, '');
  return /(?:^|[^\p{L}])(?:for|of)\s+$/iu.test(input.slice(0, offset)) && /^tonight(?![\p{L}])/iu.test(after);
}

/** Arabic clock words: 'سبعة ونص' → '7:30', 'عشرة إلا ربع' → '9:45', 'الساعة ثمانية بالليل' → 'الساعة 8 مساء'. */
export function spokenTimesAr(text: string): string {
  let t = foldArabic(text);
  const B = '(?<![\\p{L}\\p{N}])';
  const E = '(?![\\p{L}\\p{N}])';
  const rule = (source: string, replace: (...groups: string[]) => string) => {
    t = t.replace(new RegExp(`${B}${source}${E}`, 'gu'), (...args) => replace(...(args as string[])));
  };
  const hour = (word: string) => hourOf(word, AR_NUMBERS);
  rule(`${AR_HOUR}\\s*(?:الا|غير)\\s*(?:ال)?ربع`, (whole, h = '') => {
    const n = hour(h);
    return n ? `${before(n)}:45` : whole;
  });
  rule(`${AR_HOUR}\\s*(?:الا|غير)\\s*(?:ال)?ثلث`, (whole, h = '') => {
    const n = hour(h);
    return n ? `${before(n)}:40` : whole;
  });
  rule(`${AR_HOUR}\\s*و\\s*(?:ال)?(?:نص|نصف)`, (whole, h = '') => {
    const n = hour(h);
    return n ? `${n}:30` : whole;
  });
  rule(`${AR_HOUR}\\s*و\\s*(?:ال)?ربع`, (whole, h = '') => {
    const n = hour(h);
    return n ? `${n}:15` : whole;
  });
  rule(`${AR_HOUR}\\s*و\\s*(?:ال)?ثلث`, (whole, h = '') => {
    const n = hour(h);
    return n ? `${n}:20` : whole;
  });
  // 'الساعة سبعة', 'الساعة الثامنة'
  rule(`(الساعه|ساعه)\\s*${AR_HOUR}`, (whole, clock = '', h = '') => {
    const n = hour(h);
    return n ? `${clock} ${n}` : whole;
  });
  // A time followed by the part of the day: '8 بالليل' → '8 مساء', '10:30 الصبح' → '10:30 صباحا',
  // and an hour said as a word ('الواحدة ظهرًا' → '1 ظهرا', 'خمسة المغرب' → '5 مساء'), never a
  // count of people ('شخص واحد الصبح').
  rule(
    `${NOT_AFTER_A_COUNTED_NOUN}(\\d{1,2}(?::\\d{2})?|${wordAlternation(AR_NUMBERS)})\\s*(?:(في |ب)|(بعد ))?(?:ال)?(${DAY_PARTS})`,
    (whole, said = '', _in = '', after = '', part = '') => {
      const n = /^\d/.test(said) ? Number(said.split(':')[0]) : hour(said);
      if (!n || n < 1 || n > 12) return whole;
      const time = /^\d/.test(said) ? said : String(n);
      return `${time} ${meridiemWord(part, n, after !== '')}`;
    },
  );
  return t;
}

/** The parts of the day an hour is said with, bare or as an adverb ('الصبح', 'ظهرًا', 'المغرب', 'العشا'). */
const DAY_PARTS = 'ليلا|ليل|مساءا|مساء|مسا|عصرا|عصر|صباحا|صباح|صبح|فجرا|فجر|ظهرا|ظهر|مغرب|عشاء|عشا';
/** 'شخص واحد الصبح' counts a person: a number after a counted noun is never an hour. */
const NOT_AFTER_A_COUNTED_NOUN = '(?<!(?:شخص|اشخاص|ضيف|ضيوف|فرد|افراد|طفل|اطفال|ولد|كرسي|مقعد)\\s*)';

/**
 * The word extractTime reads for a part of the day: morning, noon ('ظهرا') or afternoon and night;
 * 'one at night' ('واحدة بالليل') is past midnight.
 */
function meridiemWord(part: string, hour: number, isAfter: boolean): string {
  if (/^(?:صبح|صباح|فجر)/.test(part)) return 'صباحا';
  if (part.startsWith('ليل') && (hour <= 4 || hour === 12)) return 'صباحا';
  if (part.startsWith('ظهر') && !isAfter) return 'ظهرا';
  return 'مساء';
}

/** Both languages' spoken clock times as digits. */
export const spokenTimes = (text: string): string => spokenTimesAr(spokenTimesEn(text));

/**
 * A bare number said as a word, as a digit ('eleven is fine' → '11 is fine', 'عشرة تمام' →
 * '10 تمام'). For short answers to offered times or counts only: elsewhere 'one' is a pronoun.
 */
export function numberWordsToDigits(text: string): string {
  const all: NumberWords = { ...EN_HOURS, ...AR_NUMBERS };
  const words = wordAlternation(all);
  return foldArabic(text).replace(
    new RegExp(`(?<![\\p{L}\\p{N}])(${words})(?![\\p{L}\\p{N}])`, 'giu'),
    (word) => String(all[word.toLowerCase()] ?? word),
  );
}

/** A count said in Arabic after ل ('لثلاثة', 'لـ أربعة'): the number, for party sizes ('لست' is 'I am not', never 6). */
export function arabicCountAfterLam(text: string): number | undefined {
  const t = foldArabic(text);
  const words = Object.keys(AR_NUMBERS)
    .filter((word) => !word.startsWith('ال') && word !== 'ست')
    .sort((a, b) => b.length - a.length)
    .join('|');
  const match = new RegExp(
    `(?:^|\\s)ل\\s*(${words})(?:\\s*(?:اشخاص|افراد|ضيوف))?(?=$|[\\s?؟.,!،])`,
    'u',
  ).exec(t);
  return match?.[1] ? AR_NUMBERS[match[1]] : undefined;
}

/**
 * A count said as one Arabic word, bare or with the article ('تلاته', 'الاتنين', 'الخمسه'); never an
 * ordinal ('الثالثه' is the third) and never 'ست' alone, which is as often 'lady'.
 */
export function arabicCountWord(word: string): number | undefined {
  const t = foldArabic(word);
  const bare = t.startsWith('ال') ? t.slice(2) : t;
  if (bare.startsWith('ال') || bare === 'ست' || bare.includes(' ')) return undefined;
  return AR_NUMBERS[bare];
}
