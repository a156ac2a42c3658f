import { interpolate, type Messages } from '@marsa/i18n';
import { en } from '@marsa/i18n/en';

/**
 * The shared booking schema and the server speak English. This finds the current language's
 * version of a known message (tRPC may prefix a field: 'time: …'); unknown ones pass unchanged.
 */
export function localizeBookingMessage(message: string, t: Messages): string {
  const english: Record<string, string> = en.bookings.validation;
  const local: Record<string, string> = t.bookings.validation;
  const lookup = (text: string) => {
    const key = Object.keys(english).find((name) => english[name] === text);
    return key ? local[key] : undefined;
  };
  const prefixed = /^[\w.]+: (.+)$/.exec(message)?.[1];
  return lookup(message) ?? (prefixed ? lookup(prefixed) : undefined) ?? message;
}

/** '12 spots left' / '1 spot left'. */
export function spotsLeftLabel(count: number, t: Messages): string {
  return count === 1 ? t.bookings.reserve.oneSpotLeft : interpolate(t.bookings.reserve.spotsLeft, { count });
}

/** Under this many spots a slot is shown as filling up. */
export const FEW_SPOTS = 5;
