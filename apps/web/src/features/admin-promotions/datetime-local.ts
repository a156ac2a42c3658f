const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamp as the 'YYYY-MM-DDTHH:MM' value of a datetime-local input, in the browser's zone. */
export function toDateTimeLocal(timestamp: string | Date | null | undefined): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (browser zone) as the ISO timestamp §7 sends. Empty stays empty and
 * nonsense stays as typed, so the shared schema reports 'required' or 'invalid' for it.
 */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
