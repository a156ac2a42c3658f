import type { Language } from './language.ts';

/** A record with an English text `field` and, optionally, its Arabic counterpart `<field>Ar`. */
export type Bilingual<K extends string> = { [P in K]: string } & { [P in `${K}Ar`]?: string | null };

/**
 * The record's `field` as a screen in `lang` shows it: in Arabic, its `<field>Ar` counterpart
 * when staff have written one, otherwise (and always in English) the English text.
 */
export function localized<K extends string>(record: Bilingual<K>, field: K, lang: Language): string {
  if (lang === 'ar') {
    const arabic: unknown = (record as Record<string, unknown>)[`${field}Ar`];
    if (typeof arabic === 'string' && arabic.trim() !== '') return arabic;
  }
  return record[field];
}
