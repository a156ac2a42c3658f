/**
 * An Arabic booking request as guests write it in any dialect (issue 9): a want-verb ('نبي',
 * 'نبغى', 'ودنا', 'بدنا', 'عايزين', 'أبي', 'أريد') with a request noun ('طاولة', 'حجز', 'موعد',
 * 'جلسة', 'مكان'). The one place the dialect want-verbs and request nouns are kept. Text is normalised.
 */

/** Dialect want-verbs, normalised (ى→ي, no hamza on alef), with the conjunction و allowed before. */
export const AR_WANT_VERBS = [
  'ابي',
  'نبي',
  'ابغي',
  'نبغي',
  'ابغا',
  'نبغا',
  'بغيت',
  'بغينا',
  'ودي',
  'ودنا',
  'بدي',
  'بدنا',
  'عايز',
  'عايزه',
  'عايزين',
  'عاوز',
  'عاوزه',
  'عاوزين',
  'حابب',
  'حابه',
  'حابين',
  'اريد',
  'نريد',
  'اود',
  'نود',
  'احتاج',
  'نحتاج',
  'محتاج',
  'محتاجين',
] as const;

const WANT = `(?:^|\\s)و?(?:${AR_WANT_VERBS.join('|')})(?=\\s|$)`;
/** Nouns that are a booking on their own ('a table', 'a reservation', 'an appointment'). */
const FIRM_NOUN = '(?:ال)?(?:طاوله|طاولات|حجز|حجوزات|موعد|ترابيزه|طربيزه|تربيزه)';
/** Nouns that are a booking only with a time or a party in the message ('a seat', 'a place', 'a session'). */
const SOFT_NOUN = '(?:ال)?(?:جلسه|مكان|مقعد|مقاعد|كراسي)';
/** A few words may stand between the verb and the noun ('نبي لو سمحت طاولة', 'بدنا نحجز موعد'). */
const GAP = '(?:\\s+\\S+){0,3}?\\s+';

const WANTS_FIRM = new RegExp(`${WANT}${GAP}[وب]?${FIRM_NOUN}(?=\\s|$|[?؟.,!،])`);
const WANTS_SOFT = new RegExp(`${WANT}${GAP}[وب]?${SOFT_NOUN}(?=\\s|$|[?؟.,!،])`);
/** A time or a party said in the message ('الساعه 8', '8 مساء', 'لاربعه', 'لشخصين', '5 اشخاص'). */
const HAS_DETAILS =
  /الساعه\s*\d|\d\s*(?:مساء|المسا|الصبح|صباحا|ص(?:\s|$)|م(?:\s|$))|\d{1,2}:\d{2}|(?:^|\s)ل\s*\S*(?:شخص|اشخاص|ين)(?:\s|$)|(?:^|\s)ل\s*(?:\d|اثنين|ثلاثه|اربعه|خمسه|سته|سبعه|ثمانيه)|\d\s*(?:اشخاص|شخص|افراد)/;

/** True when an Arabic message asks for a booking with a want-verb and a request noun. */
export function isDialectBookingRequest(t: string): boolean {
  if (WANTS_FIRM.test(t)) return true;
  return WANTS_SOFT.test(t) && HAS_DETAILS.test(t);
}
