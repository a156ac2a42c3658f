/**
 * Dialect tense prefixes on Arabic verbs (issue 9): Egyptian and Levantine 'بيفتح' (it opens),
 * 'هيقفل'/'حيقفل' (it will close), 'بتبدا', and the conjunction و before them ('وبيقفل').
 * Text is already normalised.
 */

/** An optional و, then an optional ب/ه/ح tense prefix, before an imperfect verb (regex source). */
export const ARABIC_TENSE_PREFIX = '(?:و)?(?:ب|ه|ح)?';

/** The bare imperfect of a dialect verb form: 'وبيقفل' → 'يقفل', 'هيفتح' → 'يفتح', 'بتبدا' → 'تبدا'. */
export function bareArabicVerb(word: string): string {
  return word.replace(/^و?(?:ب|ه|ح|رح)(?=[يتن]\S{2,}$)/, '').replace(/^و(?=[يتن]\S{2,}$)/, '');
}
