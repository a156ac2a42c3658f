export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** Arabic is written right to left. */
export const dir = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** A letter of the Arabic script (Arabic-Indic digits and Arabic punctuation are not letters). */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /[a-z]/i;

/** Whether the text is written in Arabic: it holds at least one Arabic letter. The one detector of the app. */
export const isArabic = (text: string): boolean => ARABIC_LETTER.test(text);

/** Arabic letters make a text Arabic, Latin letters English; a text of neither (digits, emoji) keeps `fallback`. */
export function languageOf(text: string, fallback: Language): Language {
  if (isArabic(text)) return 'ar';
  if (LATIN_LETTER.test(text)) return 'en';
  return fallback;
}
