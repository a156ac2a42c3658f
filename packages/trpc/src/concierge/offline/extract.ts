import {
  AR_CARDINALS,
  EN_CARDINALS,
  type NumberWords,
  numberOf,
  wordAlternation,
} from '../../language/numbers.ts';
import { extractDate, extractTime } from './extract-when.ts';
import { normalize } from './language.ts';
import { companySize } from './party-company.ts';
import { arabicCountAfterLam } from './spoken-numbers.ts';

export { extractDate, extractTime } from './extract-when.ts';

export type OrderItem = { name: string; quantity: number };

/** Booking and order details found in one message. */
export type Details = {
  date?: string;
  time?: string;
  /** A bare hour ('at 7'): morning or evening is decided against the free times. */
  isTimeAmbiguous?: boolean;
  partySize?: number;
  bookingId?: number;
  items: OrderItem[];
  specialRequests?: string;
};

/** Counts in a booking: the full written number words (not 'a', not 'ست', which is also 'lady'). */
const NUMBER_WORDS: NumberWords = { ...EN_CARDINALS, ...AR_CARDINALS };
export const NUMBER_WORD = wordAlternation(NUMBER_WORDS);
export const toNumber = (word: string): number | undefined => numberOf(word, NUMBER_WORDS);

export const NOT_A_TIME = String.raw`(?!\s*(?:[:.]?\d|a\.?m|p\.?m|o'?clock|مساء|صباحا|م(?:\s|$)|ص(?:\s|$)))`;

/**
 * 'سجلنا ثلاثة في يوغا الغروب', 'احجزلنا اربعه', 'احجز لنا ٥': the count right after a verb said for
 * us is the party (never an hour: 'احجز لنا ٨ بالليل' is a time). Text is already normalised.
 */
const FOR_US_COUNT_AR = new RegExp(
  `(?:^|\\s)و?(?:سجلنا|احجزلنا|احجز لنا|احجزنا|حطنا|حطونا|اكتبنا|سجل لنا)\\s+(?:ل\\s*)?(\\d{1,2}|${NUMBER_WORD})(?=\\s|$|[?؟.,!،])${NOT_A_TIME}(?!\\s*(?:الساعه|بالليل|الليل|ليلا|الظهر|ظهرا|العصر|عصرا|الصبح|الصباح|صباحا|المسا|المساء|مساء|الفجر|فجرا)(?:\\s|$|[?؟.,!،]))`,
);

export function partyForUsAr(t: string): number | undefined {
  const match = FOR_US_COUNT_AR.exec(t);
  const size = match?.[1] ? toNumber(match[1]) : undefined;
  return size && size >= 1 && size <= 99 ? size : undefined;
}

/** 'for 4', '4 people', 'party of two', 'just me', '4 أشخاص', 'لشخصين', 'لـ 3'. */
export function extractPartySize(t: string): number | undefined {
  const company = companySize(t);
  if (company && company <= 99) return company;
  const patterns: RegExp[] = [
    new RegExp(
      `(\\d{1,2}|${NUMBER_WORD})\\s*(?:people|persons|person|guests|adults|pax|ppl|diners|participants|of us|kids|children|child|teens|teenagers)`,
    ),
    new RegExp(`(\\d{1,2}|${NUMBER_WORD})\\s*(?:اشخاص|شخص|افراد|فرد|ضيوف|ضيف|بالغين)`),
    // 'عدد المشاركين: 3', 'عدد الضيوف 2' (how a booking reads back in Arabic).
    new RegExp(`عدد\\s*(?:ال)?(?:مشاركين|ضيوف|اشخاص|افراد|حضور)\\s*:?\\s*(\\d{1,2}|${NUMBER_WORD})`),
    new RegExp(`(?:party of|table for|group of|for)\\s+(\\d{1,2}|${NUMBER_WORD})(?![a-z])${NOT_A_TIME}`),
    new RegExp(`(?:^|\\s)ل\\s*(\\d{1,2})${NOT_A_TIME}`),
    // 'لاربعه', 'ل ثلاثه': for four, for three.
    new RegExp(`(?:^|\\s)ل\\s*(${NUMBER_WORD})(?=\\s|$|[?؟.,!،])`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(t);
    const size = match?.[1] ? toNumber(match[1]) : undefined;
    if (size && size >= 1 && size <= 99) return size;
  }
  const family = new RegExp(
    `(?:we are|we're|we'll be|we will be|there are|there will be|there'll be|family of|group of|all)\\s+(?:actually\\s+|now\\s+|really\\s+|going to be\\s+|gonna be\\s+)?(\\d{1,2}|${NUMBER_WORD})(?![a-z0-9:])(?!\\s*(?:min|hour|hr|sec))${NOT_A_TIME}|(?:نحن|عددنا|احنا|حنا)\\s*(\\d{1,2}|${NUMBER_WORD})`,
  ).exec(t);
  const counted = family?.[1] ?? family?.[2];
  const size = counted ? toNumber(counted) : undefined;
  if (size && size >= 1 && size <= 99) return size;
  // 'لثلاثة', 'لـ أربعة أشخاص': a count said in words after ل.
  const spoken = arabicCountAfterLam(t);
  if (spoken) return spoken;
  const forUs = partyForUsAr(t);
  if (forUs) return forUs;
  if (
    /(^|[^a-z])(a couple|the two of us|both of us|us two|my (wife|husband|partner|friend|son|daughter|mother|father|mum|mom|dad) and (i|me)|(me|i) and my (wife|husband|partner|friend|son|daughter|mother|father|mum|mom|dad)|with my (wife|husband|partner))([^a-z]|$)|شخصين|لشخصين|طفلين|ولدين|بنتين|انا وزوجتي|انا وزوجي|انا و زوجتي|انا و زوجي|مع زوجتي|مع زوجي|لي ولزوجتي|لي ولزوجي|لنا نحن الاثنين|نحن الاثنين|(?:^|\s)(?:انا|انا و|مع|لي ول|لي و)\s*و?(?:مرتي|مراتي|زوجتي|زوجي|جوزي|المدام|حرمتي|الحرمه|خطيبتي|خطيبي|صاحبي|صاحبتي|صديقي|صديقتي|اخوي|اخويا|اختي|امي|ابوي)(?:\s|$)|(?:^|\s)(?:مرتي|مراتي|زوجتي|زوجي|جوزي|المدام|حرمتي) و ?انا(?:\s|$)/.test(
      t,
    )
  ) {
    return 2;
  }
  if (/(^|[^a-z])(just me|only me|myself|for one|for 1 person)([^a-z]|$)|لوحدي|وحدي|شخص واحد|لي فقط/.test(t))
    return 1;
  return undefined;
}

/** '#12', 'booking 12', 'booking number 12', 'حجز رقم 12'. */
export function extractBookingId(t: string): number | undefined {
  const match =
    /#\s*(\d{1,9})/.exec(t) ??
    /(?:booking|reservation)\s*(?:number|no\.?|id)?\s*(\d{1,9})(?!\s*(?:people|persons|guests|:|pm|am))/.exec(
      t,
    ) ??
    /(?:حجز|الحجز)\s*(?:رقم)?\s*(\d{1,9})/.exec(t) ??
    /رقم\s*(\d{1,9})/.exec(t);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Everything the offline model reads from one message. */
export function extractDetails(text: string, today: string): Details {
  const t = normalize(text);
  const date = extractDate(t, today);
  const time = extractTime(t);
  const partySize = extractPartySize(t);
  const bookingId = extractBookingId(t);
  const special = /(?:special requests?|notes?|ملاحظه|ملاحظات)\s*:\s*(.+)$/.exec(t)?.[1]?.trim();
  return {
    ...(date ? { date } : {}),
    ...(time ? { time: time.time, isTimeAmbiguous: time.isAmbiguous } : {}),
    ...(partySize ? { partySize } : {}),
    ...(bookingId ? { bookingId } : {}),
    items: [],
    ...(special ? { specialRequests: special.slice(0, 500) } : {}),
  };
}
