import {
  and,
  asc,
  type BookingRow,
  bookings,
  type Db,
  eq,
  inArray,
  ne,
  scheduleSlots,
  sql,
  type Tx,
} from '@marsa/db';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { enqueueNotification } from '../departments/notifications/enqueue.ts';
import { type BookableService, findBookableService } from './bookable.ts';
import { assertFairUse, checkFairUse } from './fair-use.ts';
import type { Booking, BookingInput } from './schema.ts';
import { findOrCreateSlot, openTimes, slotAt } from './slots.ts';

/** The §3 Booking shape of a row. */
export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    additionalOptions: row.additionalOptions.specialRequests
      ? { specialRequests: row.additionalOptions.specialRequests }
      : {},
    createdAt: row.createdAt,
  };
}

/** The signed-in guest's own bookings (every status), in date and time order. */
/** Which service each of the guest's own bookings among `ids` is for (what a message's booking sources name). */
export function bookedServicesByIds(db: Db | Tx, userId: number, ids: number[]) {
  return db
    .select({
      id: bookings.id,
      type: bookings.type,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.id, ids)));
}

export async function listBookings(db: Db, userId: number): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
  return rows.map(toBooking);
}

/**
 * Books a restaurant table, spa appointment or activity session for the guest. Spots are taken
 * from the slot with one conditional UPDATE inside the booking's transaction, so concurrent
 * bookings can never take more than the slot holds; none left is a 409 naming what is left.
 */
export async function createBooking(
  db: Db,
  userId: number,
  input: BookingInput,
  now: Date = new Date(),
): Promise<Booking> {
  const service = await bookableTarget(db, input, now);
  return db.transaction(async (tx) => {
    const slot = await findOrCreateSlot(tx, service, input.date, input.time);
    if (!slot) throw await noSuchTime(tx, service, input);
    await assertFairUse(tx, userId, service, slot, input);
    const taken = await tx
      .update(scheduleSlots)
      .set({ availableSpots: sql`${scheduleSlots.availableSpots} - ${input.partySize}` })
      .where(and(eq(scheduleSlots.id, slot.id), sql`${scheduleSlots.availableSpots} >= ${input.partySize}`))
      .returning({ id: scheduleSlots.id });
    if (taken.length === 0) throw await notEnoughSpots(tx, service, input, await spotsLeftAt(tx, slot.id));
    const [row] = await tx
      .insert(bookings)
      .values({
        userId,
        type: input.type,
        status: 'confirmed',
        serviceId: service.id,
        serviceName: service.name,
        slotId: slot.id,
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        additionalOptions: input.specialRequests ? { specialRequests: input.specialRequests } : {},
      })
      .returning();
    if (!row) throw new Error('booking insert returned no row');
    await enqueueNotification(tx, { event: 'booking_created', userId, booking: row });
    return toBooking(row);
  });
}

/** The service a booking names, when the date is not past and it takes bookings (the first rules of every booking). */
async function bookableTarget(db: Db, input: BookingInput, now: Date): Promise<BookableService> {
  const today = now.toISOString().slice(0, 10);
  if (input.date < today) {
    throw badRequest('booking.past_date', {}, { field: 'date' });
  }
  const service = await findBookableService(db, input.type, input.serviceId);
  if (!service.isBookable) {
    throw badRequest('booking.not_bookable', { venue: service.name }, { field: 'serviceId' });
  }
  return service;
}

/** What a booking that passes every rule would be, before it is made (no id yet). */
export type BookingPreview = Omit<Booking, 'id' | 'status' | 'createdAt'>;

/**
 * Checks a booking against every rule createBooking applies (date, bookable, the time's slot,
 * fair use, spots left), with reads only: nothing is written, so a proposal burns no booking id.
 * Throws the same errors createBooking would; returns what the booking would be.
 */
export async function checkBooking(
  db: Db,
  userId: number,
  input: BookingInput,
  now: Date = new Date(),
): Promise<BookingPreview> {
  const service = await bookableTarget(db, input, now);
  const slot = await slotAt(db, service, input.date, input.time);
  if (!slot) throw await noSuchTime(db, service, input);
  await checkFairUse(db, userId, service, slot, input);
  if (slot.availableSpots < input.partySize)
    throw await notEnoughSpots(db, service, input, slot.availableSpots);
  return {
    type: input.type,
    serviceId: service.id,
    serviceName: service.name,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    additionalOptions: input.specialRequests ? { specialRequests: input.specialRequests } : {},
  };
}

async function noSuchTime(db: Db | Tx, service: BookableService, input: BookingInput) {
  const times = await openTimes(db, service, input.date);
  const at = { venue: service.name, date: input.date, time: input.time };
  return times.length
    ? badRequest('booking.no_such_time', { ...at, alternatives: times }, { field: 'time' })
    : badRequest('booking.no_times', { venue: service.name, date: input.date }, { field: 'time' });
}

/** The spots a slot has left now (after a concurrent booking took them). */
async function spotsLeftAt(tx: Tx, slotId: number): Promise<number> {
  const [slot] = await tx
    .select({ availableSpots: scheduleSlots.availableSpots })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, slotId));
  return slot?.availableSpots ?? 0;
}

/** The error for a slot without room for the party: the spots left, or the other free times. */
async function notEnoughSpots(db: Db | Tx, service: BookableService, input: BookingInput, left: number) {
  const at = { venue: service.name, date: input.date, time: input.time };
  if (left > 0)
    return left === 1
      ? conflict('booking.one_spot_left', at)
      : conflict('booking.spots_left', { ...at, spots: left });
  const times = (await openTimes(db, service, input.date)).filter((time) => time !== input.time);
  return times.length
    ? conflict('booking.fully_booked', { ...at, alternatives: times })
    : conflict('booking.fully_booked_day', at);
}

/**
 * Cancels one of the guest's own bookings: the row stays (status 'cancelled') and its spots go
 * back to the slot in the same transaction. Another guest's booking is 404; a second cancel 409.
 */
export async function cancelBooking(db: Db, userId: number, id: number): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, id), eq(bookings.userId, userId), ne(bookings.status, 'cancelled')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
      throw existing ? conflict('booking.already_cancelled') : notFound('booking.not_found');
    }
    if (row.slotId !== null) {
      await tx
        .update(scheduleSlots)
        .set({
          availableSpots: sql`least(${scheduleSlots.totalCapacity}, ${scheduleSlots.availableSpots} + ${row.partySize})`,
        })
        .where(eq(scheduleSlots.id, row.slotId));
    }
    await enqueueNotification(tx, { event: 'booking_cancelled', userId, booking: row });
    return toBooking(row);
  });
}
