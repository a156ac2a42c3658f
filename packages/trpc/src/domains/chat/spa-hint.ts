/** §3 spa booking hint, derived on the client from the guest's text. Pure and browser-safe. */
export type SpaBookingHint = { serviceId: 1 | 2 | 3; time: string; date: 'Tomorrow' };

export const SPA_HINT_DEFAULT_TIME = '10:15 AM';
export const SPA_HINT_TIMES = ['9:00 AM', '11:30 AM', '12:00 PM', '9:30 AM'] as const;

/**
 * serviceId 2 when the text mentions royal, rejuvenation or facial; 3 for serenity or suite;
 * else 1. Time is the first of SPA_HINT_TIMES found in the text (case-insensitive), else
 * '10:15 AM'. Date is always 'Tomorrow'.
 */
export function spaBookingHint(text: string): SpaBookingHint {
  const lower = text.toLowerCase();
  const serviceId = /royal|rejuvenation|facial/.test(lower) ? 2 : /serenity|suite/.test(lower) ? 3 : 1;
  const time =
    SPA_HINT_TIMES.find((candidate) => lower.includes(candidate.toLowerCase())) ?? SPA_HINT_DEFAULT_TIME;
  return { serviceId, time, date: 'Tomorrow' };
}
