type SlotKey = { type: string; serviceId: number; date: string; time: string };
type BookingLike = SlotKey & { status: string };

/**
 * The guest's live booking of the same service at the same date and time, if any: a second one
 * is allowed, but only after 'You already have … — book another?'.
 */
export function findDuplicateBooking<B extends BookingLike>(
  bookings: readonly B[],
  slot: SlotKey,
): B | undefined {
  return bookings.find(
    (booking) =>
      booking.status !== 'cancelled' &&
      booking.type === slot.type &&
      booking.serviceId === slot.serviceId &&
      booking.date === slot.date &&
      booking.time === slot.time,
  );
}

/** The special-requests hint for each kind of booking: a window table belongs to restaurants only. */
export function requestsPlaceholderKey(
  type: string,
): 'specialRequestsPlaceholder' | 'specialRequestsPlaceholderSpa' | 'specialRequestsPlaceholderActivity' {
  if (type === 'spa') return 'specialRequestsPlaceholderSpa';
  if (type === 'activity') return 'specialRequestsPlaceholderActivity';
  return 'specialRequestsPlaceholder';
}
