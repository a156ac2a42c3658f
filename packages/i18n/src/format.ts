import type { Language } from './language.ts';

/** First strong right-to-left (Hebrew, Arabic, Syriac, Thaana, N'Ko…) or left-to-right letter. */
const STRONG = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]|[\p{L}]/u;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The direction of a piece of text by its first strong letter (the Unicode 'auto' rule), or
 * undefined when it has none (numbers, punctuation).
 */
export function textDirection(text: string): 'rtl' | 'ltr' | undefined {
  const first = STRONG.exec(text)?.[0];
  if (!first) return undefined;
  return RTL.test(first) ? 'rtl' : 'ltr';
}

/** Unicode FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: the text keeps its own order inside. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** Wraps text in a first-strong isolate so it never reorders the sentence around it. */
export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/** Directional marks Intl puts in Arabic output; isolates replace them. */
const MARKS = /[\u200e\u200f\u061c]/g;

/**
 * Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed.
 * A value written in the other direction than the template (an English name in an Arabic
 * sentence, or the reverse) is isolated, so it never reorders its neighbours.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  const templateDir = textDirection(template.replace(/\{\w+\}/g, ''));
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    if (!(key in values)) return match;
    const value = String(values[key]);
    const valueDir = textDirection(value);
    return templateDir && valueDir && valueDir !== templateDir && !value.startsWith(FSI)
      ? isolate(value)
      : value;
  });
}

const locale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US');

/**
 * §2 prices: USD as '$95.00' in both languages (Intl's Arabic 'US$' reorders to '$US' in a
 * right-to-left line), SAR by the UI language ('SAR 356.25' / '356.25 ر.س.'). Arabic output is
 * isolated, so the amount and its currency stay together inside any sentence.
 */
export function formatMoney(amount: number, currency: 'USD' | 'SAR', lang: Language): string {
  const text = new Intl.NumberFormat(currency === 'USD' ? 'en-US' : locale(lang), {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(MARKS, '');
  return lang === 'ar' ? isolate(text) : text;
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

/**
 * Free text with 24-hour clock times ('Daily 09:00–19:00') in the UI's 12-hour form
 * ('Daily 9:00 AM–7:00 PM'); the rest of the text is left as written. A time written in the other
 * direction than the text ('11:00 ص' in the English 'Daily 11:00') is isolated, so its 'ص' stays
 * with its own number instead of jumping to the other end of the line.
 */
export function formatTimesIn(text: string, lang: Language): string {
  const textDir = textDirection(text);
  return text.replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (time) => {
    const formatted = formatTime(time, lang);
    const timeDir = textDirection(formatted);
    return textDir && timeDir && timeDir !== textDir ? isolate(formatted) : formatted;
  });
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
