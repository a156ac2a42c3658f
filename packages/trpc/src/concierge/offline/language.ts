import { isArabic } from '@marsa/i18n';
import { westernDigits } from '../../language/numbers.ts';

/** The app's one language detector lives in @marsa/i18n; the offline model uses it from here too. */
export { isArabic, languageOf } from '@marsa/i18n';

/** Arabic without diacritics or tatweel, one spelling of alef, yaa and taa marbuta; other text as it is. */
export const foldArabicLetters = (text: string): string =>
  text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');

/**
 * Lower case, Western digits, Arabic without diacritics or tatweel, one spelling of alef, yaa and
 * taa marbuta, single spaces. Keywords and guest text are compared in this form.
 */
export function normalize(text: string): string {
  return foldArabicLetters(westernDigits(text.normalize('NFKC').toLowerCase()))
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase list that matches English on word starts and Arabic anywhere (Arabic attaches prefixes). */
export type Phrases = readonly (string | RegExp)[];

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a phrase list once; the result tests already-normalised text. */
export function phrases(list: Phrases): (normalized: string) => boolean {
  const patterns = list.map((entry) => {
    if (entry instanceof RegExp) return entry;
    const word = normalize(entry);
    return isArabic(word) ? new RegExp(escapeRegExp(word)) : new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}`);
  });
  return (normalized) => patterns.some((pattern) => pattern.test(normalized));
}
