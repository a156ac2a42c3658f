import { and, bookings, type DbHandle, eq, scheduleSlots } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest, insertShipFixtures, type ShipFixtures } from '../../concierge/testing/fixtures.ts';
import { AppError } from '../../errors.ts';
import type { BookingInput } from './schema.ts';
import { cancelBooking, createBooking, listBookings } from './service.ts';
import { listFreeSlots } from './slots.ts';

let handle: DbHandle;
let ship: ShipFixtures;
let guest: number;
let other: number;

beforeAll(async () => {
  handle = await createTestDb();
  ship = await insertShipFixtures(handle.db);
  guest = await insertGuest(handle.db);
  other = await insertGuest(handle.db);
});
afterAll(() => handle.close());

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A booking by this guest, tomorrow unless the fields name a date. */
const book = (
  guestId: number,
  type: BookingInput['type'],
  serviceId: number,
  fields: Omit<BookingInput, 'type' | 'serviceId' | 'date'> & { date?: string },
) => createBooking(handle.db, guestId, { type, serviceId, date: tomorrow(), ...fields });

async function expectError(promise: Promise<unknown>, code: string, message?: string | RegExp) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toMatch(message);
  return error as AppError;
}

describe('listFreeSlots', () => {
  it('offers the on-the-hour times within opening hours on a day with no schedule', async () => {
    const result = await listFreeSlots(handle.db, {
      serviceType: 'restaurant',
      serviceId: ship.tavola.id,
      date: '2031-01-05',
    });
    expect(result.serviceName).toBe('La Tavola');
    expect(result.slots.map((slot) => slot.time)).toEqual(['18:00', '19:00', '20:00', '21:00']);
    expect(result.slots[0]).toEqual({ time: '18:00', availableSpots: 50, totalCapacity: 50 });
  });

  it('keeps to a schedule laid out on other times', async () => {
    await handle.db.insert(scheduleSlots).values([
      {
        serviceType: 'restaurant',
        serviceId: ship.coral.id,
        date: '2031-01-06',
        time: '12:30',
        availableSpots: 4,
        totalCapacity: 50,
      },
      {
        serviceType: 'restaurant',
        serviceId: ship.coral.id,
        date: '2031-01-06',
        time: '13:30',
        availableSpots: 0,
        totalCapacity: 50,
      },
    ]);
    const result = await listFreeSlots(handle.db, {
      serviceType: 'restaurant',
      serviceId: ship.coral.id,
      date: '2031-01-06',
    });
    expect(result.slots).toEqual([{ time: '12:30', availableSpots: 4, totalCapacity: 50 }]);
  });

  it('is 404 for an unknown service', async () => {
    await expectError(
      listFreeSlots(handle.db, { serviceType: 'spa', serviceId: 9999, date: '2031-01-05' }),
      'NOT_FOUND',
      'Spa service not found',
    );
  });
});

describe('createBooking', () => {
  it('creates the slot lazily with the schedule capacity and takes the party', async () => {
    const booking = await book(guest, 'restaurant', ship.tavola.id, {
      time: '19:00',
      partySize: 4,
      specialRequests: 'Window table',
    });
    expect(booking).toMatchObject({
      type: 'restaurant',
      status: 'confirmed',
      serviceName: 'La Tavola',
      date: tomorrow(),
      time: '19:00',
      partySize: 4,
      additionalOptions: { specialRequests: 'Window table' },
    });
    const [slot] = await handle.db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.serviceId, ship.tavola.id), eq(scheduleSlots.date, tomorrow())));
    expect(slot).toMatchObject({ time: '19:00', availableSpots: 46, totalCapacity: 50 });
  });

  it('refuses times off the hour or outside opening hours, naming the times there are', async () => {
    const error = await expectError(
      book(guest, 'restaurant', ship.tavola.id, { time: '19:30', partySize: 2 }),
      'BAD_REQUEST',
      /La Tavola has no booking at 19:30 .* Available times: 18:00, 19:00, 20:00, 21:00/,
    );
    expect(error.fieldErrors?.time).toHaveLength(1);
    await expectError(
      book(guest, 'restaurant', ship.tavola.id, { time: '22:00', partySize: 2 }),
      'BAD_REQUEST',
    );
  });

  it('refuses a past date, an unknown service and a non-bookable activity', async () => {
    await expectError(
      book(guest, 'spa', ship.massage.id, { date: '2020-01-01', time: '10:00', partySize: 1 }),
      'BAD_REQUEST',
      'Please choose today or a later date',
    );
    await expectError(
      book(guest, 'restaurant', 4242, { time: '19:00', partySize: 1 }),
      'NOT_FOUND',
      'Restaurant not found',
    );
    await expectError(
      book(guest, 'activity', ship.waterPark.id, { time: '10:00', partySize: 1 }),
      'BAD_REQUEST',
      'Water Park does not take bookings',
    );
  });

  it('books an activity only at a scheduled session', async () => {
    await expectError(
      book(guest, 'activity', ship.vr.id, { time: '10:00', partySize: 2 }),
      'BAD_REQUEST',
      /VR Zone has no available times/,
    );
    await handle.db.insert(scheduleSlots).values({
      serviceType: 'activity',
      serviceId: ship.vr.id,
      date: tomorrow(),
      time: '10:00',
      availableSpots: 16,
      totalCapacity: 16,
    });
    const booking = await book(guest, 'activity', ship.vr.id, { time: '10:00', partySize: 2 });
    expect(booking).toMatchObject({ type: 'activity', serviceName: 'VR Zone', partySize: 2 });
  });

  it('says how many spots are left when the party does not fit', async () => {
    await handle.db.insert(scheduleSlots).values({
      serviceType: 'spa',
      serviceId: ship.massage.id,
      date: '2031-02-01',
      time: '11:00',
      availableSpots: 2,
      totalCapacity: 10,
    });
    await expectError(
      book(guest, 'spa', ship.massage.id, { date: '2031-02-01', time: '11:00', partySize: 3 }),
      'CONFLICT',
      'Only 2 spots are left at Desert Stone Massage on 2031-02-01 at 11:00',
    );
  });

  it('never sells more than the last 5 spots to 20 concurrent guests', async () => {
    const date = '2031-03-01';
    await handle.db.insert(scheduleSlots).values({
      serviceType: 'restaurant',
      serviceId: ship.tavola.id,
      date,
      time: '20:00',
      availableSpots: 5,
      totalCapacity: 50,
    });
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertGuest(handle.db, `Racer ${i}`)),
    );
    const results = await Promise.allSettled(
      guests.map((id) => book(id, 'restaurant', ship.tavola.id, { date, time: '20:00', partySize: 1 })),
    );
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(((result as PromiseRejectedResult).reason as AppError).code).toBe('CONFLICT');
    }
    const [slot] = await handle.db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.serviceId, ship.tavola.id), eq(scheduleSlots.date, date)));
    expect(slot?.availableSpots).toBe(0);
    const rows = await handle.db.select().from(bookings).where(eq(bookings.date, date));
    expect(rows).toHaveLength(5);
  });
});

describe('cancelBooking and listBookings', () => {
  it('cancels the owner’s booking, keeps the row and gives the spots back', async () => {
    const booking = await book(guest, 'spa', ship.facial.id, { time: '11:00', partySize: 1 });
    const before = await listFreeSlots(handle.db, {
      serviceType: 'spa',
      serviceId: ship.facial.id,
      date: tomorrow(),
    });
    expect(before.slots.find((slot) => slot.time === '11:00')?.availableSpots).toBe(9);

    await expectError(cancelBooking(handle.db, other, booking.id), 'NOT_FOUND', 'Booking not found');
    const cancelled = await cancelBooking(handle.db, guest, booking.id);
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled' });
    await expectError(
      cancelBooking(handle.db, guest, booking.id),
      'CONFLICT',
      'This booking is already cancelled',
    );

    const after = await listFreeSlots(handle.db, {
      serviceType: 'spa',
      serviceId: ship.facial.id,
      date: tomorrow(),
    });
    expect(after.slots.find((slot) => slot.time === '11:00')?.availableSpots).toBe(10);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('cancelled');
  });

  it('lists only the guest’s own bookings', async () => {
    await book(other, 'restaurant', ship.coral.id, { time: '13:00', partySize: 2 });
    const mine = await listBookings(handle.db, guest);
    const theirs = await listBookings(handle.db, other);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ serviceName: 'Coral Grill', partySize: 2, additionalOptions: {} });
    expect(mine.every((booking) => booking.serviceName !== 'Coral Grill')).toBe(true);
  });
});
