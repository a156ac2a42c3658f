import { interpolate, type Messages } from '@marsa/i18n';

/** '12 spots left' / '1 spot left'. */
export function spotsLeftLabel(count: number, t: Messages): string {
  return count === 1 ? t.bookings.reserve.oneSpotLeft : interpolate(t.bookings.reserve.spotsLeft, { count });
}

/** Under this many spots a slot is shown as filling up. */
export const FEW_SPOTS = 5;
