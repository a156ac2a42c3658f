import { ar } from './ar/index.ts';
import { en } from './en/index.ts';
import type { Language } from './language.ts';
import type { Messages } from './messages.ts';

export * from './format.ts';
export * from './language.ts';
export * from './localized.ts';
export type { Messages } from './messages.ts';
export * from './server-errors.ts';
export * from './ship-terms.ts';

export const catalogs: Record<Language, Messages> = { en, ar };

export const messagesFor = (lang: Language): Messages => catalogs[lang];
