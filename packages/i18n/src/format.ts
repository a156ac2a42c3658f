import type { Language } from './language.ts';

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const locale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US');

export function formatMoney(amount: number, currency: 'USD' | 'SAR', lang: Language): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** '2026-11-22' → 'Sunday, November 22, 2026' (or its Arabic form). */
export function formatDate(isoDate: string, lang: Language, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: style === 'long' ? 'full' : 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** '19:30' → '7:30 PM' (or '7:30 م'). Anything else is returned unchanged. */
export function formatTime(time: string, lang: Language): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale(lang), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
