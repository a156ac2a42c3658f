import type { Language } from '@marsa/db/constants';
import { formatMoney, formatTime, isArabic } from '@marsa/i18n';
import type { PlaceName } from '../../domains/search/places-named.ts';
import { westernDigits } from '../../language/numbers.ts';

/** A fact a text states, read the same from English or Arabic. */
type Fact =
  | { kind: 'usd' | 'sar' | 'deck' | 'hours' | 'minutes' | 'days' | 'kg' | 'percent' | 'ext'; n: number }
  | { kind: 'time'; at: string }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'ageFrom'; n: number }
  | { kind: 'ageUnder'; n: number }
  | { kind: 'ages'; from: number; to: number }
  | { kind: 'counted'; n: number; noun: string }
  | { kind: 'weekday'; day: number; every: boolean };

type Reader = [RegExp, (m: RegExpExecArray) => Fact];

const num = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));
const CLOCK = String.raw`(?:[01]?\d|2[0-3]):[0-5]\d`;
const clock = (text: string | undefined) => (text ?? '').padStart(5, '0');

/** Readers of both languages: clock times, prices in dollars, percentages. */
const SHARED: Reader[] = [
  [/(?:US)?\$\s?(\d+(?:,\d{3})*(?:\.\d{1,2})?)/gi, (m) => ({ kind: 'usd', n: num(m[1]) })],
  [/(\d+)\s?[%٪]/g, (m) => ({ kind: 'percent', n: num(m[1]) })],
];

/** English number words a record writes a count in ('two suitcases'). */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Things a record counts, and the Arabic for one, two and three to ten of them. */
const COUNTED: Record<string, [one: string, two: string, few: string]> = {
  suitcase: ['حقيبة', 'حقيبتان', 'حقائب'],
  'carry-on bag': ['حقيبة يد', 'حقيبتا يد', 'حقائب يد'],
  bag: ['حقيبة', 'حقيبتان', 'حقائب'],
  session: ['جلسة', 'جلستان', 'جلسات'],
  towel: ['منشفة', 'منشفتان', 'مناشف'],
  ticket: ['تذكرة', 'تذكرتان', 'تذاكر'],
};
const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const countOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());
const nounsPattern = Object.keys(COUNTED)
  .sort((a, b) => b.length - a.length)
  .map((noun) => `${noun}s?`)
  .join('|');

const ENGLISH: Reader[] = [
  [
    new RegExp(String.raw`\b(\d+|${NUMBER_WORDS.join('|')})\s(${nounsPattern})\b`, 'gi'),
    (m) => ({ kind: 'counted', n: countOf(m[1] ?? ''), noun: (m[2] ?? '').toLowerCase().replace(/s$/, '') }),
  ],
  [
    new RegExp(String.raw`\b(every\s)?(${WEEKDAYS_EN.join('|')})(s)?\b`, 'gi'),
    (m) => ({
      kind: 'weekday',
      day: WEEKDAYS_EN.indexOf((m[2] ?? '').toLowerCase()),
      every: Boolean(m[1] || m[3]),
    }),
  ],
  [
    new RegExp(String.raw`\b(${CLOCK})\s?(?:to|until|till|-|–)\s?(${CLOCK})\b`, 'gi'),
    (m) => ({ kind: 'range', from: clock(m[1]), to: clock(m[2]) }),
  ],
  [new RegExp(String.raw`\b${CLOCK}\b`, 'g'), (m) => ({ kind: 'time', at: clock(m[0]) })],
  [
    /\bSAR\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:SAR|riyals?)\b/gi,
    (m) => ({ kind: 'sar', n: num(m[1] ?? m[2]) }),
  ],
  [/\bdecks? (\d+)\b/gi, (m) => ({ kind: 'deck', n: num(m[1]) })],
  [/\b(\d+)(?:\s|-)?(?:hours?|hrs?)\b/gi, (m) => ({ kind: 'hours', n: num(m[1]) })],
  [/\b(\d+)(?:\s|-)?(?:minutes?|mins?)\b/gi, (m) => ({ kind: 'minutes', n: num(m[1]) })],
  [/\b(\d+)(?:\s|-)?days?\b/gi, (m) => ({ kind: 'days', n: num(m[1]) })],
  [/\b(\d+)\s?kg\b/gi, (m) => ({ kind: 'kg', n: num(m[1]) })],
  [/\bext(?:ension)?\.?\s?(\d+)\b/gi, (m) => ({ kind: 'ext', n: num(m[1]) })],
  [/\bages? (\d+)\s?(?:-|–|to)\s?(\d+)\b/gi, (m) => ({ kind: 'ages', from: num(m[1]), to: num(m[2]) })],
  [
    /\b(?:aged?|ages) (\d+)(?:\s?\+| and (?:over|above|older))|\b(\d+) and (?:over|above|older)\b|\b(\d+)\+/gi,
    (m) => ({ kind: 'ageFrom', n: num(m[1] ?? m[2] ?? m[3]) }),
  ],
  [/\bunder (\d+)\b(?!\s?(?:kg|minutes?|hours?|days?|%))/gi, (m) => ({ kind: 'ageUnder', n: num(m[1]) })],
];

/** Arabic particles before a figure ('من الساعة 16:00 حتى 20:00'). */
const AR_HOUR = '(?:الساعة\\s?)?';
const ARABIC: Reader[] = [
  [
    // 'الأحد' only with its article or after 'يوم': a bare 'أحد' is 'anyone'.
    /(كل\s)?(?:(?:أيام|يوم)\s)?(الأحد|الاثنين|الإثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|الجمعه|السبت)/g,
    (m) => ({
      kind: 'weekday',
      day: WEEKDAYS_AR.indexOf((m[2] ?? '').replace('الإثنين', 'الاثنين').replace('الجمعه', 'الجمعة')),
      every: Boolean(m[1]) || /^(?:كل\s)?أيام/.test(m[0]),
    }),
  ],
  [
    new RegExp(`(${CLOCK})\\s?(?:حتى|إلى|الى|لغاية|-|–)\\s?${AR_HOUR}(${CLOCK})`, 'g'),
    (m) => ({ kind: 'range', from: clock(m[1]), to: clock(m[2]) }),
  ],
  [new RegExp(`(?<![\\d:])${CLOCK}(?![\\d:])`, 'g'), (m) => ({ kind: 'time', at: clock(m[0]) })],
  [/(\d+(?:\.\d{1,2})?)\s?دولار/g, (m) => ({ kind: 'usd', n: num(m[1]) })],
  [/(\d+(?:\.\d{1,2})?)\s?(?:ريال|ر\.س)/g, (m) => ({ kind: 'sar', n: num(m[1]) })],
  [/(?:طابق|سطح)\s?(?:رقم\s?)?(\d+)/g, (m) => ({ kind: 'deck', n: num(m[1]) })],
  [/(\d+)\s?ساع/g, (m) => ({ kind: 'hours', n: num(m[1]) })],
  [/(\d+)\s?(?:دقيق|دقائق)/g, (m) => ({ kind: 'minutes', n: num(m[1]) })],
  [/(\d+)\s?(?:يوم|أيام|ايام)/g, (m) => ({ kind: 'days', n: num(m[1]) })],
  [/(\d+)\s?(?:كغ|كجم|كيلو)/g, (m) => ({ kind: 'kg', n: num(m[1]) })],
  [/(?:الرقم الداخلي|تحويلة|التحويلة)\s?(\d+)/g, (m) => ({ kind: 'ext', n: num(m[1]) })],
  [
    /(?:من\s)?(\d+)\s?(?:إلى|الى|-|–)\s?(\d+)\s?(?:عام|سن)/g,
    (m) => ({ kind: 'ages', from: num(m[1]), to: num(m[2]) }),
  ],
  [
    /(?:عمر|سن)\s?(\d+)\s?(?:عام|سن|سنو)?\S*\s?(?:فأكثر|فما فوق|وما فوق|وأكثر)/g,
    (m) => ({ kind: 'ageFrom', n: num(m[1]) }),
  ],
  [/(?:دون|تحت|أقل من)\s?(?:سن\s|عمر\s)?(\d+)\s?(?:عام|سن)/g, (m) => ({ kind: 'ageUnder', n: num(m[1]) })],
];

const count = (n: number, few: string, other: string) => `${n} ${n >= 3 && n <= 10 ? few : other}`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'حقيبتان' for two suitcases, '3 حقائب' for three, '1 حقيبة' for one. */
function countedAr(n: number, noun: string): string {
  const [one, two, few] = COUNTED[noun] ?? [noun, noun, noun];
  if (n === 2) return two;
  return `${n} ${n >= 3 && n <= 10 ? few : one}`;
}

/** How a reply in `lang` writes a fact. */
function render(fact: Fact, lang: Language): string {
  const ar = lang === 'ar';
  switch (fact.kind) {
    case 'usd':
      return formatMoney(fact.n, 'USD', lang);
    case 'sar':
      return formatMoney(fact.n, 'SAR', lang);
    case 'time':
      return formatTime(fact.at, lang);
    case 'range':
      return ar
        ? `من ${formatTime(fact.from, lang)} حتى ${formatTime(fact.to, lang)}`
        : `${formatTime(fact.from, lang)} to ${formatTime(fact.to, lang)}`;
    case 'deck':
      return ar ? `الطابق ${fact.n}` : `Deck ${fact.n}`;
    case 'hours':
      return ar ? count(fact.n, 'ساعات', 'ساعة') : plural(fact.n, 'hour');
    case 'minutes':
      return ar ? `${fact.n} دقيقة` : plural(fact.n, 'minute');
    case 'days':
      return ar ? count(fact.n, 'أيام', 'يومًا') : plural(fact.n, 'day');
    case 'kg':
      return ar ? `${fact.n} كغ` : `${fact.n} kg`;
    case 'percent':
      return `${fact.n}%`;
    case 'ext':
      return ar ? `الرقم الداخلي ${fact.n}` : `ext. ${fact.n}`;
    case 'ageFrom':
      return ar ? `من عمر ${fact.n} فأكثر` : `ages ${fact.n} and over`;
    case 'ageUnder':
      return ar ? `دون ${fact.n} عامًا` : `under ${fact.n}`;
    case 'ages':
      return ar ? `من ${fact.from} إلى ${fact.to} عامًا` : `ages ${fact.from} to ${fact.to}`;
    case 'counted':
      return ar ? countedAr(fact.n, fact.noun) : plural(fact.n, fact.noun);
    case 'weekday':
      return ar
        ? `${fact.every ? 'أيام' : 'يوم'} ${WEEKDAYS_AR[fact.day]}`
        : `${fact.every ? 'every ' : ''}${capitalised(WEEKDAYS_EN[fact.day] ?? '')}`;
  }
}

/** Diacritics and tatweel: 'دولارًا' reads as 'دولارا'. */
const plain = (text: string) => westernDigits(text).replace(/[\u064B-\u065F\u0670\u0640]/g, '');

/**
 * What a reply in `lang` can carry over exactly from a record written only in the other language
 * (issue 9, point 6), in the order the record states it, each once: the ship's places it names
 * (`places`: placesNamedIn) by their name in `lang`, then its figures (prices, clock times and
 * ranges, decks, durations, weights, percentages, ages, phone extensions) written the `lang` way.
 * One rule for both directions: the built-in model cannot translate a sentence, but it can say
 * these without changing them.
 */
export function carriedFacts(text: string, lang: Language, places: readonly PlaceName[] = []): string[] {
  const source = plain(text);
  const readers = [...SHARED, ...(isArabic(text) ? ARABIC : ENGLISH)];
  const taken: { start: number; end: number; fact: Fact }[] = [];
  for (const [pattern, read] of readers) {
    for (const match of source.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      // A figure inside one already taken ('24' of '24 hours' after '$24', a time of a range) is not a second fact.
      if (taken.some((fact) => start < fact.end && fact.start < end)) continue;
      taken.push({ start, end, fact: read(match as RegExpExecArray) });
    }
  }
  const figures = taken.sort((a, b) => a.start - b.start).map(({ fact }) => render(fact, lang));
  const names = places.map((place) => (lang === 'ar' ? place.nameAr : place.name));
  const all = [...names, ...figures];
  return all.filter((fact, index) => all.indexOf(fact) === index);
}
