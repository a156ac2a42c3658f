import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookExcursion, cancelExcursionBooking, listExcursionBookings } from './service.ts';
import { countBooked, insertExcursion, insertGuest, rejection } from './test-fixtures.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const bookedCount = (id: number) => countBooked(handle.db, id);

describe('listExcursionBookings and cancelExcursionBooking', () => {
  it("lists only the guest's own bookings, newest first, with the excursion title", async () => {
    const db = handle.db;
    const [guest, other] = [await insertGuest(db), await insertGuest(db)];
    const first = await insertExcursion(db, { title: 'First trip' });
    const second = await insertExcursion(db, { title: 'Second trip' });
    const a = await bookExcursion(db, guest, { shoreExcursionId: first });
    const b = await bookExcursion(db, guest, { shoreExcursionId: second, participants: 2 });
    await bookExcursion(db, other, { shoreExcursionId: first });
    const mine = await listExcursionBookings(db, guest);
    expect(mine.map((booking) => booking.id)).toEqual([b.id, a.id]);
    expect(mine.map((booking) => booking.shoreExcursion.title)).toEqual(['Second trip', 'First trip']);
  });

  it('cancels the owner’s booking, returns the spots, and refuses a second cancel with 409', async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const excursion = await insertExcursion(db, { capacity: 4 });
    const booking = await bookExcursion(db, guest, { shoreExcursionId: excursion, participants: 3 });
    expect(await bookedCount(excursion)).toBe(3);

    const cancelled = await cancelExcursionBooking(db, guest, booking.id);
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', participants: 3 });
    expect(await bookedCount(excursion)).toBe(0);
    expect((await listExcursionBookings(db, guest))[0]?.status).toBe('cancelled');

    const again = await rejection(cancelExcursionBooking(db, guest, booking.id));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('This booking is already cancelled');
    expect(await bookedCount(excursion)).toBe(0);
  });

  it("answers 404 for another guest's booking and leaves it alone", async () => {
    const db = handle.db;
    const [owner, intruder] = [await insertGuest(db), await insertGuest(db)];
    const excursion = await insertExcursion(db);
    const booking = await bookExcursion(db, owner, { shoreExcursionId: excursion });
    const error = await rejection(cancelExcursionBooking(db, intruder, booking.id));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Booking not found');
    expect((await listExcursionBookings(db, owner))[0]?.status).toBe('confirmed');
    expect(await bookedCount(excursion)).toBe(1);
  });
});
