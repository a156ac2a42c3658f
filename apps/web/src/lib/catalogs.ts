import type { ErrorCatalog, Language, Messages } from '@marsa/i18n';
import { en } from '@marsa/i18n/en';

/**
 * English ships in the first load; Arabic is a separate chunk fetched when chosen (or at start
 * when it was the saved choice), so an English visitor never downloads it.
 */
const loaded: Partial<Record<Language, Messages>> = { en };

export const loadedMessages = (lang: Language): Messages | undefined => loaded[lang];

/** The server's errors in a language other than English, once its chunk has loaded (English needs none). */
const loadedErrors: Partial<Record<Language, ErrorCatalog>> = {};
export const loadedErrorCatalog = (lang: Language): ErrorCatalog | undefined => loadedErrors[lang];

export async function loadMessages(lang: Language): Promise<Messages> {
  const ready = loaded[lang];
  if (ready) return ready;
  const { ar, errors } = await import('@marsa/i18n/ar');
  loaded.ar = ar;
  loadedErrors.ar = errors;
  return ar;
}
