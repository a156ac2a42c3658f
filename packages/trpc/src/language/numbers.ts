/**
 * Cardinal number words, 1–12, as guests write them in English and Arabic (issue 9): one table the
 * concierge's readers (party sizes, clock times, room-service quantities) build their own from.
 *
 * Arabic keys are in folded form, the way `normalize()` of the offline model and `foldText()` of
 * search write them: no diacritics or tatweel, bare alef, ي for final ى, ه for ة ('ثلاثة' → 'ثلاثه').
 * The tables are split by how safe a word is to read as a number, so each reader takes what fits it
 * and adds its own extras explicitly ('a' and 'couple' for an order, never for a party):
 * - `EN_CARDINALS`, `AR_CARDINALS`: the full written forms, read as numbers anywhere;
 * - `AR_SHORT_CARDINALS`: the forms without ة, which are also words ('ست' lady, 'لست' I am not,
 *   'سبع' lion, 'عشر' ten as in 'عشر دقائق');
 * - `AR_SPOKEN_CARDINALS`: dialect spellings (Egyptian and Levantine ت for ث, Gulf ثنتين);
 * - `AR_ELEVEN_TWELVE`: 11 and 12, MSA and spoken ('احد عشر', 'حداشر', 'اتناشر');
 * - `AR_CLOCK_ORDINALS`: the feminine ordinals a clock time takes ('الساعة الثامنة').
 */

export type NumberWords = Readonly<Record<string, number>>;

export const EN_CARDINALS: NumberWords = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** The full MSA forms ('ثلاثة أشخاص', 'واحدة', 'اثنان'). */
export const AR_CARDINALS: NumberWords = {
  واحد: 1,
  واحده: 1,
  اثنين: 2,
  اثنان: 2,
  ثلاثه: 3,
  اربعه: 4,
  خمسه: 5,
  سته: 6,
  سبعه: 7,
  ثمانيه: 8,
  تسعه: 9,
  عشره: 10,
};

/** The forms without ة ('ثلاث ساعات', 'خمس قهوات'); several are other words too. */
export const AR_SHORT_CARDINALS: NumberWords = {
  ثلاث: 3,
  اربع: 4,
  خمس: 5,
  ست: 6,
  سبع: 7,
  ثمان: 8,
  ثماني: 8,
  تسع: 9,
  عشر: 10,
};

/** Spoken spellings: Egyptian/Levantine 'اتنين', 'تلاته', 'تمانيه', Gulf 'ثنتين', Egyptian 'وحده'. */
export const AR_SPOKEN_CARDINALS: NumberWords = {
  وحده: 1,
  اثنتين: 2,
  ثنتين: 2,
  اتنين: 2,
  تنين: 2,
  تلات: 3,
  تلاته: 3,
  ثمنيه: 8,
  تمانيه: 8,
  تمنيه: 8,
};

/** 11 and 12: MSA ('احد عشر', 'اثنا عشر') and spoken ('حداشر', 'اتناشر', Gulf 'اطنعش'). */
export const AR_ELEVEN_TWELVE: NumberWords = {
  احدعش: 11,
  حدعش: 11,
  حداشر: 11,
  'احد عشر': 11,
  اثنعش: 12,
  اطنعش: 12,
  اتناشر: 12,
  'اثني عشر': 12,
  'اثنا عشر': 12,
};

/** The feminine ordinals of a clock time ('الساعة الثامنة', 'الحادية عشرة'). */
export const AR_CLOCK_ORDINALS: NumberWords = {
  الواحده: 1,
  الثانيه: 2,
  الثالثه: 3,
  الرابعه: 4,
  الخامسه: 5,
  السادسه: 6,
  السابعه: 7,
  الثامنه: 8,
  التاسعه: 9,
  العاشره: 10,
  'الحاديه عشر': 11,
  'الحاديه عشره': 11,
  'الثانيه عشر': 12,
  'الثانيه عشره': 12,
};

/** Every Arabic table: cardinals in all their spellings, 11 and 12, and the clock's ordinals. */
export const AR_NUMBER_WORDS: NumberWords = {
  ...AR_CARDINALS,
  ...AR_SHORT_CARDINALS,
  ...AR_SPOKEN_CARDINALS,
  ...AR_ELEVEN_TWELVE,
  ...AR_CLOCK_ORDINALS,
};

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as Western ones: '٣' → '3'. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** A regex alternation of a table's words, longest first (so 'سته' is tried before 'ست'). */
export function wordAlternation(words: NumberWords): string {
  return Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/** A word or figure as a number: the table's word, or digits (Western or Arabic-Indic); else undefined. */
export function numberOf(word: string, words: NumberWords): number | undefined {
  const key = word.toLowerCase();
  if (Object.hasOwn(words, key)) return words[key];
  const digits = westernDigits(key);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
