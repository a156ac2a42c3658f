import { formatDate, formatTime, type Language } from '@marsa/i18n';
import { toDateTimeLocal } from './datetime-local.ts';

const WEEK_LENGTH = 7;

/** A stored timestamp as the local date and time an admin typed ('Nov 22, 2026 9:00 AM'). */
export function formatTimestamp(timestamp: string, lang: Language): string {
  const local = toDateTimeLocal(timestamp);
  if (!local) return timestamp;
  return `${formatDate(local.slice(0, 10), lang, 'medium')} ${formatTime(local.slice(11, 16), lang)}`;
}

/** Valid days for a card: null means every day (none chosen, or all seven). */
export function shownDays(validDays: readonly string[]): readonly string[] | null {
  return validDays.length === 0 || new Set(validDays).size >= WEEK_LENGTH ? null : validDays;
}
