import { and, bookings, type Db, eq, ne, type ScheduleSlotRow, sql, type Tx } from '@marsa/db';
import { BOOKINGS_PER_DAY_MAX, BOOKINGS_PER_SLOT_MAX } from '@marsa/db/constants';
import { type AppError, badRequest, conflict } from '../../errors.ts';
import type { BookableService } from './bookable.ts';
import { BOOKING_PARTY_SIZE_MAX, type BookingInput } from './schema.ts';

/** Serialises one guest's bookings, so two at once cannot both pass the caps (pg_advisory_xact_lock(int, int)). */
const GUEST_BOOKINGS_LOCK = 4_202;

/** The largest party one guest may seat at a slot: the venue's capacity per sitting, within the form's maximum. */
export const partySizeLimit = (slot: Pick<ScheduleSlotRow, 'totalCapacity'>) =>
  Math.max(1, Math.min(BOOKING_PARTY_SIZE_MAX, slot.totalCapacity));

/** What the guest already holds on the booking's day and at its slot. */
export type GuestDayCounts = { onDay: number; onSlot: number; seatsOnSlot: number };

/** Reads the guest's active bookings on the day (and at the slot, when it exists yet). */
export async function guestDayCounts(
  db: Db | Tx,
  userId: number,
  slotId: number | null,
  date: string,
): Promise<GuestDayCounts> {
  const atSlot = slotId === null ? sql`false` : sql`${bookings.slotId} = ${slotId}`;
  const [mine] = await db
    .select({
      onDay: sql<number>`count(*)::int`,
      onSlot: sql<number>`(count(*) filter (where ${atSlot}))::int`,
      seatsOnSlot: sql<number>`coalesce(sum(${bookings.partySize}) filter (where ${atSlot}), 0)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.date, date), ne(bookings.status, 'cancelled')));
  return { onDay: mine?.onDay ?? 0, onSlot: mine?.onSlot ?? 0, seatsOnSlot: mine?.seatsOnSlot ?? 0 };
}

/**
 * The fair-use rule as a plain function: at most BOOKINGS_PER_SLOT_MAX active bookings of the guest
 * at one slot and BOOKINGS_PER_DAY_MAX on one day, and never more guests at one slot than
 * partySizeLimit. The error it breaks, or undefined. The booking and its proposal both use it.
 */
export function fairUseError(
  counts: GuestDayCounts,
  totalCapacity: number,
  service: Pick<BookableService, 'name'>,
  input: Pick<BookingInput, 'date' | 'time' | 'partySize'>,
): AppError | undefined {
  const limit = partySizeLimit({ totalCapacity });
  if (input.partySize > limit) {
    return badRequest('booking.party_too_large', { venue: service.name, limit }, { field: 'partySize' });
  }
  if (counts.onSlot >= BOOKINGS_PER_SLOT_MAX || counts.seatsOnSlot + input.partySize > limit) {
    return conflict('booking.already_booked', { venue: service.name, date: input.date, time: input.time });
  }
  if (counts.onDay >= BOOKINGS_PER_DAY_MAX)
    return conflict('booking.day_limit', { limit: BOOKINGS_PER_DAY_MAX });
  return undefined;
}

/** Throws the fair-use error the guest's bookings on the input's day break, if any (a slot not made yet has no id). */
export async function checkFairUse(
  db: Db | Tx,
  userId: number,
  service: Pick<BookableService, 'name'>,
  slot: { id: number | null; totalCapacity: number },
  input: Pick<BookingInput, 'date' | 'time' | 'partySize'>,
): Promise<void> {
  const error = fairUseError(
    await guestDayCounts(db, userId, slot.id, input.date),
    slot.totalCapacity,
    service,
    input,
  );
  if (error) throw error;
}

/** Fair use inside the booking's transaction, serialised per guest so two bookings at once cannot both pass. */
export async function assertFairUse(
  tx: Tx,
  userId: number,
  service: BookableService,
  slot: ScheduleSlotRow,
  input: BookingInput,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_BOOKINGS_LOCK}, ${userId})`);
  await checkFairUse(tx, userId, service, slot, input);
}
