import type { ShoreExcursionBooking } from '@marsa/trpc/schemas';

type ServiceBookingLike = { id: number; date: string; time: string };
type ExcursionFacts = { date: string | null; time: string | null };

/** One line of My Bookings: a restaurant, spa or activity booking, or a shore excursion. */
export type BookingEntry<S extends ServiceBookingLike = ServiceBookingLike> =
  | { kind: 'service'; key: string; date: string; time: string; booking: S }
  | {
      kind: 'excursion';
      key: string;
      date: string | null;
      time: string | null;
      booking: ShoreExcursionBooking;
    };

/**
 * Every booking the guest has, in one list by date and time (soonest first); an excursion takes
 * its port day and departure time, and one without a day goes last.
 */
export function allBookings<S extends ServiceBookingLike>(
  services: readonly S[],
  excursions: readonly ShoreExcursionBooking[],
  factsOf: (shoreExcursionId: number) => ExcursionFacts,
): BookingEntry<S>[] {
  const entries: BookingEntry<S>[] = [
    ...services.map((booking) => ({
      kind: 'service' as const,
      key: `s${booking.id}`,
      date: booking.date,
      time: booking.time,
      booking,
    })),
    ...excursions.map((booking) => ({
      kind: 'excursion' as const,
      key: `e${booking.id}`,
      ...factsOf(booking.shoreExcursionId),
      booking,
    })),
  ];
  const sortKey = (entry: BookingEntry<S>) => `${entry.date ?? '9999-99-99'} ${entry.time ?? '99:99'}`;
  return entries.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
