export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** Arabic is written right to left. */
export const dir = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');
