import { type DbHandle, eq, itineraryPorts, shoreExcursionBookings } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { bookExcursion, listExcursionBookings, listExcursionDates, listExcursions } from './service.ts';
import { countBooked, insertExcursion, insertGuest, rejection } from './test-fixtures.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const bookedCount = (id: number) => countBooked(handle.db, id);

describe('listExcursions', () => {
  it('returns the §3 shape with prices in USD and SAR and spots left, in sailing order', async () => {
    const db = handle.db;
    const [late, early] = await db
      .insert(itineraryPorts)
      .values([
        {
          portName: 'Aqaba',
          country: 'Jordan',
          description: '',
          arrivalDate: '2026-12-03',
          arrivalTime: '08:00',
          departureDate: '2026-12-03',
          departureTime: '20:00',
          portOrder: 2,
          timezone: 'UTC+3',
        },
        {
          portName: 'Jeddah',
          country: 'Saudi Arabia',
          description: '',
          arrivalDate: '2026-12-01',
          arrivalTime: '08:00',
          departureDate: '2026-12-01',
          departureTime: '20:00',
          portOrder: 1,
          timezone: 'UTC+3',
        },
      ])
      .returning({ id: itineraryPorts.id });
    const petra = await insertExcursion(db, {
      title: 'Petra',
      titleAr: 'البتراء',
      descriptionAr: 'صباح على البر.',
      portId: late?.id,
      priceCents: 28_900,
      capacity: 36,
      bookedCount: 6,
    });
    const balad = await insertExcursion(db, { title: 'Al-Balad', portId: early?.id, priceCents: 4_500 });

    const list = await listExcursions(db);
    expect(list.map((e) => e.id)).toEqual([balad, petra]);
    expect(list[1]).toEqual({
      id: petra,
      title: 'Petra',
      titleAr: 'البتراء',
      description: 'A morning ashore.',
      descriptionAr: 'صباح على البر.',
      category: 'cultural',
      difficultyLevel: 'easy',
      duration: '4 hours',
      priceUSD: 289,
      priceSAR: 1083.75,
      departureTime: '09:00',
      returnTime: '13:00',
      highlights: ['Old town', 'Spice market', 'Coffee ceremony'],
      images: ['/images/excursions/a.svg'],
      arContent: null,
      capacity: 36,
      spotsLeft: 30,
    });
    expect(list[0]).toMatchObject({ title: 'Al-Balad', titleAr: null, descriptionAr: null });

    const noPort = await insertExcursion(db, { title: 'Sea day' });
    const dates = await listExcursionDates(db);
    expect(dates).toEqual(
      expect.arrayContaining([
        { shoreExcursionId: petra, date: '2026-12-03' },
        { shoreExcursionId: balad, date: '2026-12-01' },
        { shoreExcursionId: noPort, date: null },
      ]),
    );
  });
});

describe('bookExcursion', () => {
  it('creates a confirmed booking with total = price × participants and takes the spots', async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const excursion = await insertExcursion(db, { title: 'Dive', priceCents: 9_550, capacity: 8 });
    const booking = await bookExcursion(db, guest, {
      shoreExcursionId: excursion,
      participants: 3,
      specialRequests: '  Vegetarian lunch ',
    });
    expect(booking).toMatchObject({
      shoreExcursionId: excursion,
      participants: 3,
      specialRequests: 'Vegetarian lunch',
      totalPrice: 286.5,
      status: 'confirmed',
      shoreExcursion: { title: 'Dive' },
    });
    expect(new Date(booking.createdAt).getTime()).not.toBeNaN();
    expect(await bookedCount(excursion)).toBe(3);
  });

  it('defaults to 1 participant and empty special requests (§4)', async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const excursion = await insertExcursion(db);
    const booking = await bookExcursion(db, guest, { shoreExcursionId: excursion });
    expect(booking).toMatchObject({ participants: 1, specialRequests: '', totalPrice: 45 });
  });

  it('refuses more participants than spots left with 409 and books nothing', async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const excursion = await insertExcursion(db, { capacity: 5, bookedCount: 3 });
    const error = await rejection(bookExcursion(db, guest, { shoreExcursionId: excursion, participants: 3 }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Only 2 spots left');
    expect(error.fieldErrors).toEqual({ participants: ['Only 2 spots left'] });
    expect(await bookedCount(excursion)).toBe(3);
    expect(await listExcursionBookings(db, guest)).toEqual([]);

    await bookExcursion(db, guest, { shoreExcursionId: excursion, participants: 1 });
    expect(
      (await rejection(bookExcursion(db, guest, { shoreExcursionId: excursion, participants: 2 }))).message,
    ).toBe('Only 1 spot left');
  });

  it("says 'fully booked' when no spot is left", async () => {
    const db = handle.db;
    const guest = await insertGuest(db);
    const excursion = await insertExcursion(db, { capacity: 2, bookedCount: 2 });
    const error = await rejection(bookExcursion(db, guest, { shoreExcursionId: excursion }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Sorry, this excursion is fully booked.');
  });

  it('answers 404 for an unknown excursion', async () => {
    const guest = await insertGuest(handle.db);
    const error = await rejection(bookExcursion(handle.db, guest, { shoreExcursionId: 999_999 }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Shore excursion not found');
  });

  it('validates its input itself (the concierge calls it directly)', async () => {
    const guest = await insertGuest(handle.db);
    const error = await rejection(
      bookExcursion(handle.db, guest, {
        shoreExcursionId: 1,
        participants: 0,
        specialRequests: 'x'.repeat(501),
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fieldErrors).toEqual({
      participants: ['At least 1 participant is required'],
      specialRequests: ['Special requests must be at most 500 characters'],
    });
  });

  it('never oversells: 20 concurrent attempts on 5 spots left give exactly 5 bookings', async () => {
    const db = handle.db;
    const excursion = await insertExcursion(db, { capacity: 25, bookedCount: 20 });
    const guests = await Promise.all(Array.from({ length: 20 }, () => insertGuest(db)));
    const results = await Promise.allSettled(
      guests.map((guest) => bookExcursion(db, guest, { shoreExcursionId: excursion, participants: 1 })),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(fulfilled).toHaveLength(5);
    expect(rejected).toHaveLength(15);
    for (const reason of rejected) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('CONFLICT');
    }
    expect(await bookedCount(excursion)).toBe(25);
    const rows = await db
      .select()
      .from(shoreExcursionBookings)
      .where(eq(shoreExcursionBookings.shoreExcursionId, excursion));
    expect(rows).toHaveLength(5);
  });
});
