import {
  and,
  asc,
  type Db,
  desc,
  eq,
  inArray,
  ne,
  shoreExcursionBookings,
  shoreExcursions,
  sql,
  type Tx,
} from '@marsa/db';
import { type AppError, conflict, notFound, validationError } from '../../errors.ts';
import { totalForParty } from '../bookings/sold-party.ts';
import type { Departure } from '../departments/notifications/describe.ts';
import { enqueueNotification } from '../departments/notifications/enqueue.ts';
import { findPort, listPorts } from '../itinerary/service.ts';
import {
  type ExcursionBookingInput,
  type ExcursionBookingValues,
  excursionBookingInputSchema,
} from './schema.ts';
import {
  type ShoreExcursion,
  type ShoreExcursionBooking,
  toShoreExcursion,
  toShoreExcursionBooking,
} from './view.ts';

type PortName = { portName: string; portNameAr: string | null };

/**
 * Every excursion row in sailing order: by its port's order (no port last), then departure time
 * and id, with its port's names (the itinerary's ports, read through its service).
 */
async function excursionsInSailingOrder(db: Db | Tx) {
  const [rows, ports] = await Promise.all([db.select().from(shoreExcursions), listPorts(db)]);
  const portById = new Map(ports.map((port) => [port.id, port]));
  const orderOf = (portId: number | null) =>
    (portId === null ? undefined : portById.get(portId)?.portOrder) ?? Number.POSITIVE_INFINITY;
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .sort(
      (a, b) =>
        orderOf(a.portId) - orderOf(b.portId) || byText(a.departureTime, b.departureTime) || a.id - b.id,
    )
    .map((excursion) => {
      const port = excursion.portId === null ? undefined : portById.get(excursion.portId);
      const names: PortName | null = port ? { portName: port.portName, portNameAr: port.portNameAr } : null;
      return { excursion, port: names };
    });
}

/** Any signed-in caller: every excursion in sailing order (by its port), with spots left. */
export async function listExcursions(db: Db | Tx): Promise<ShoreExcursion[]> {
  return (await excursionsInSailingOrder(db)).map(({ excursion }) => toShoreExcursion(excursion));
}

/** Every excursion in sailing order with its port's names (null without a port): the concierge's list. */
export async function listExcursionsWithPorts(
  db: Db | Tx,
): Promise<{ excursion: ShoreExcursion; port: PortName | null }[]> {
  return (await excursionsInSailingOrder(db)).map(({ excursion, port }) => ({
    excursion: toShoreExcursion(excursion),
    port,
  }));
}

/** When an excursion leaves: its port's arrival date (when it has a port) and its departure time. */
async function departureOf(tx: Db | Tx, excursionId: number): Promise<Departure | undefined> {
  const [row] = await tx
    .select({ time: shoreExcursions.departureTime, portId: shoreExcursions.portId })
    .from(shoreExcursions)
    .where(eq(shoreExcursions.id, excursionId));
  if (!row) return undefined;
  const port = row.portId === null ? undefined : await findPort(tx, row.portId);
  return { date: port?.arrivalDate ?? null, time: row.time };
}

/**
 * Books an excursion for the guest `userId` (the excursions router and the concierge's
 * bookExcursion tool). Validates the input itself (400 with field errors), takes the spots
 * with one conditional update in the booking's transaction, so concurrent bookings never
 * exceed capacity: unknown excursion → 404, not enough spots → 409 and nothing is booked.
 */
export async function bookExcursion(
  db: Db,
  userId: number,
  input: ExcursionBookingInput,
): Promise<ShoreExcursionBooking> {
  const values = parseBookingInput(input);
  const spots = values.participants;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(shoreExcursions)
      .set({ bookedCount: sql`${shoreExcursions.bookedCount} + ${spots}` })
      .where(
        and(
          eq(shoreExcursions.id, values.shoreExcursionId),
          sql`${shoreExcursions.bookedCount} + ${spots} <= ${shoreExcursions.capacity}`,
        ),
      )
      .returning({
        title: shoreExcursions.title,
        titleAr: shoreExcursions.titleAr,
        priceCents: shoreExcursions.priceCents,
        description: shoreExcursions.description,
        capacity: shoreExcursions.capacity,
      });
    if (!taken) throw await unbookableReason(tx, values.shoreExcursionId);
    const [row] = await tx
      .insert(shoreExcursionBookings)
      .values({
        userId,
        shoreExcursionId: values.shoreExcursionId,
        participants: spots,
        specialRequests: values.specialRequests,
        totalPriceCents: totalForParty(taken.priceCents, spots, taken),
        status: 'confirmed',
      })
      .returning();
    if (!row) throw new Error('booking insert returned no row');
    await enqueueNotification(tx, {
      event: 'excursion_booked',
      userId,
      booking: row,
      title: taken.title,
      departure: await departureOf(tx, row.shoreExcursionId),
    });
    return toShoreExcursionBooking(row, taken.title, taken.titleAr);
  });
}

/**
 * Any signed-in caller: the day each excursion runs (its port's arrival date, or null when it has
 * no port), so My Bookings can list excursions with the other bookings by date.
 */
export async function listExcursionDates(
  db: Db | Tx,
): Promise<{ shoreExcursionId: number; date: string | null }[]> {
  const [rows, ports] = await Promise.all([
    db
      .select({ shoreExcursionId: shoreExcursions.id, portId: shoreExcursions.portId })
      .from(shoreExcursions)
      .orderBy(asc(shoreExcursions.id)),
    listPorts(db),
  ]);
  const arrival = new Map(ports.map((port) => [port.id, port.arrivalDate]));
  return rows.map((row) => ({
    shoreExcursionId: row.shoreExcursionId,
    date: (row.portId === null ? undefined : arrival.get(row.portId)) ?? null,
  }));
}

/** The guest `userId`'s own excursion bookings, newest first (router and concierge). */
/** Which excursion each of the guest's own excursion bookings among `ids` is of (a message's booking sources). */
export function bookedExcursionsByIds(db: Db | Tx, userId: number, ids: number[]) {
  return db
    .select({ id: shoreExcursionBookings.id, shoreExcursionId: shoreExcursionBookings.shoreExcursionId })
    .from(shoreExcursionBookings)
    .where(and(eq(shoreExcursionBookings.userId, userId), inArray(shoreExcursionBookings.id, ids)));
}

export async function listExcursionBookings(db: Db | Tx, userId: number): Promise<ShoreExcursionBooking[]> {
  const rows = await db
    .select({
      booking: shoreExcursionBookings,
      title: shoreExcursions.title,
      titleAr: shoreExcursions.titleAr,
    })
    .from(shoreExcursionBookings)
    .innerJoin(shoreExcursions, eq(shoreExcursions.id, shoreExcursionBookings.shoreExcursionId))
    .where(eq(shoreExcursionBookings.userId, userId))
    .orderBy(desc(shoreExcursionBookings.createdAt), desc(shoreExcursionBookings.id));
  return rows.map(({ booking, title, titleAr }) => toShoreExcursionBooking(booking, title, titleAr));
}

/**
 * The owner cancels an excursion booking: status 'cancelled' (the row stays) and its spots go
 * back, in one transaction. Another guest's booking is 404; cancelling twice is 409.
 */
export async function cancelExcursionBooking(
  db: Db,
  userId: number,
  bookingId: number,
): Promise<ShoreExcursionBooking> {
  return db.transaction(async (tx) => {
    const owned = and(eq(shoreExcursionBookings.id, bookingId), eq(shoreExcursionBookings.userId, userId));
    const [row] = await tx
      .update(shoreExcursionBookings)
      .set({ status: 'cancelled' })
      .where(and(owned, ne(shoreExcursionBookings.status, 'cancelled')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: shoreExcursionBookings.id })
        .from(shoreExcursionBookings)
        .where(owned);
      throw existing ? conflict('booking.already_cancelled') : notFound('booking.not_found');
    }
    const [excursion] = await tx
      .update(shoreExcursions)
      .set({ bookedCount: sql`${shoreExcursions.bookedCount} - ${row.participants}` })
      .where(eq(shoreExcursions.id, row.shoreExcursionId))
      .returning({ title: shoreExcursions.title, titleAr: shoreExcursions.titleAr });
    const title = excursion?.title ?? '';
    await enqueueNotification(tx, {
      event: 'excursion_cancelled',
      userId,
      booking: row,
      title,
      departure: await departureOf(tx, row.shoreExcursionId),
    });
    return toShoreExcursionBooking(row, title, excursion?.titleAr ?? null);
  });
}

/** The spots an excursion has left: the one capacity rule of its booking and of its proposal. */
export const excursionSpotsLeft = (excursion: { capacity: number; bookedCount: number }) =>
  Math.max(0, excursion.capacity - excursion.bookedCount);

/** Why `spots` cannot be booked when only `left` remain. */
function tooFewSpots(left: number): AppError {
  if (left === 0) return conflict('excursion.fully_booked', {}, { field: 'participants' });
  return left === 1
    ? conflict('excursion.one_spot_left', {}, { field: 'participants' })
    : conflict('excursion.spots_left', { spots: left }, { field: 'participants' });
}

async function unbookableReason(tx: Db | Tx, excursionId: number): Promise<AppError> {
  const [excursion] = await tx
    .select({ capacity: shoreExcursions.capacity, bookedCount: shoreExcursions.bookedCount })
    .from(shoreExcursions)
    .where(eq(shoreExcursions.id, excursionId));
  if (!excursion) return notFound('excursion.not_found');
  return tooFewSpots(excursionSpotsLeft(excursion));
}

/** What an excursion booking that passes every rule would be, before it is made. */
export type ExcursionBookingPreview = {
  shoreExcursionId: number;
  title: string;
  titleAr: string | null;
  participants: number;
  totalPriceCents: number;
};

/**
 * Checks an excursion booking against bookExcursion's rules (valid input, the excursion exists,
 * enough spots left) with reads only: nothing is written, so a proposal burns no booking id.
 */
export async function checkExcursionBooking(
  db: Db,
  input: ExcursionBookingInput,
): Promise<ExcursionBookingPreview> {
  const values = parseBookingInput(input);
  const [excursion] = await db
    .select()
    .from(shoreExcursions)
    .where(eq(shoreExcursions.id, values.shoreExcursionId));
  if (!excursion) throw notFound('excursion.not_found');
  const left = excursionSpotsLeft(excursion);
  if (left < values.participants) throw tooFewSpots(left);
  return {
    shoreExcursionId: excursion.id,
    title: excursion.title,
    titleAr: excursion.titleAr,
    participants: values.participants,
    totalPriceCents: totalForParty(excursion.priceCents, values.participants, excursion),
  };
}

function parseBookingInput(input: ExcursionBookingInput): ExcursionBookingValues {
  const parsed = excursionBookingInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}
