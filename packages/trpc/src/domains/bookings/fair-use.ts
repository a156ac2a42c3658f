import { and, bookings, eq, ne, type ScheduleSlotRow, sql, type Tx } from '@marsa/db';
import { BOOKINGS_PER_DAY_MAX, BOOKINGS_PER_SLOT_MAX } from '@marsa/db/constants';
import { badRequest, conflict } from '../../errors.ts';
import type { BookableService } from './bookable.ts';
import { BOOKING_PARTY_SIZE_MAX, type BookingInput } from './schema.ts';

/** Serialises one guest's bookings, so two at once cannot both pass the caps (pg_advisory_xact_lock(int, int)). */
const GUEST_BOOKINGS_LOCK = 4_202;

/** The largest party one guest may seat at a slot: the venue's capacity per sitting, within the form's maximum. */
export const partySizeLimit = (slot: Pick<ScheduleSlotRow, 'totalCapacity'>) =>
  Math.max(1, Math.min(BOOKING_PARTY_SIZE_MAX, slot.totalCapacity));

/**
 * Fair use, inside the booking's transaction: at most BOOKINGS_PER_SLOT_MAX active bookings of the
 * guest at one slot and BOOKINGS_PER_DAY_MAX on one day, and never more guests at one slot than
 * partySizeLimit — so one guest cannot take a whole sitting by repeating bookings.
 */
export async function assertFairUse(
  tx: Tx,
  userId: number,
  service: BookableService,
  slot: ScheduleSlotRow,
  input: BookingInput,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_BOOKINGS_LOCK}, ${userId})`);
  const limit = partySizeLimit(slot);
  if (input.partySize > limit) {
    throw badRequest('booking.party_too_large', { venue: service.name, limit }, { field: 'partySize' });
  }
  const [mine] = await tx
    .select({
      onDay: sql<number>`count(*)::int`,
      onSlot: sql<number>`(count(*) filter (where ${bookings.slotId} = ${slot.id}))::int`,
      seatsOnSlot: sql<number>`coalesce(sum(${bookings.partySize}) filter (where ${bookings.slotId} = ${slot.id}), 0)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.date, input.date), ne(bookings.status, 'cancelled')));
  const { onDay = 0, onSlot = 0, seatsOnSlot = 0 } = mine ?? {};
  if (onSlot >= BOOKINGS_PER_SLOT_MAX || seatsOnSlot + input.partySize > limit) {
    throw conflict('booking.already_booked', { venue: service.name, date: input.date, time: input.time });
  }
  if (onDay >= BOOKINGS_PER_DAY_MAX) {
    throw conflict('booking.day_limit', { limit: BOOKINGS_PER_DAY_MAX });
  }
}
