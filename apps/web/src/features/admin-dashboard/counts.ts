import type { Language } from '@marsa/i18n';

/** The §2 dashboard counts, in the order the cards show them. */
export const COUNT_KEYS = [
  'restaurants',
  'spaServices',
  'activities',
  'knowledgeTopics',
  'aiLearnings',
  'schedules',
  'bookings',
] as const;

export type CountKey = (typeof COUNT_KEYS)[number];

/** 1,234 in English; Arabic keeps Western digits, as the app's other formatters do. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US').format(value);
}
