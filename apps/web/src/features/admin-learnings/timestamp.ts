import { formatDate, formatTime, type Language } from '@marsa/i18n';

/** A timestamp split into the local 'YYYY-MM-DD' and 'HH:MM' the shared formatters take. */
export function localDateAndTime(timestamp: string): { date: string; time: string } | null {
  const value = new Date(timestamp);
  if (Number.isNaN(value.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/** 'Nov 22, 2026 · 7:05 AM' in the viewer's time zone, through the shared date and time formatters. */
export function formatTimestamp(timestamp: string, lang: Language): string {
  const parts = localDateAndTime(timestamp);
  if (!parts) return timestamp;
  return `${formatDate(parts.date, lang, 'medium')} · ${formatTime(parts.time, lang)}`;
}
