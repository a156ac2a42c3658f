import type { DbHandle } from '@marsa/db';
import { eq, restaurants, shoreExcursions } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest, insertShipFixtures, type ShipFixtures } from '../../concierge/testing/fixtures.ts';
import { createBooking } from '../bookings/service.ts';
import { recordTitles } from '../search/titles.ts';
import { listMessages, saveMessage } from './service.ts';

let handle: DbHandle;
let ship: ShipFixtures;

beforeAll(async () => {
  handle = await createTestDb();
  ship = await insertShipFixtures(handle.db);
  await handle.db.update(restaurants).set({ nameAr: 'لا تافولا' }).where(eq(restaurants.id, ship.tavola.id));
});
afterAll(() => handle.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe("records' names in both languages, by kind and id", () => {
  it('finds each record asked for, and only those', async () => {
    const titles = await recordTitles(handle.db, [
      { kind: 'restaurant', id: ship.tavola.id },
      { kind: 'excursion', id: ship.excursion.id },
      { kind: 'spa', id: 999_999 },
    ]);
    expect(titles.get(`restaurant:${ship.tavola.id}`)).toEqual({ title: 'La Tavola', titleAr: 'لا تافولا' });
    expect(titles.get(`excursion:${ship.excursion.id}`)?.titleAr).toBeNull();
    expect(titles.has('spa:999999')).toBe(false);
  });
});

describe('message sources with Arabic titles, read when listed', () => {
  it("gives a restaurant, an excursion and a booking the record's Arabic title; a correction none", async () => {
    const userId = await insertGuest(handle.db);
    const booking = await createBooking(
      handle.db,
      userId,
      { type: 'restaurant', serviceId: ship.tavola.id, date: tomorrow(), time: '19:00', partySize: 2 },
      new Date(),
    );
    await saveMessage(handle.db, userId, 'assistant', 'Booked', [
      { kind: 'restaurant', id: ship.tavola.id, title: 'La Tavola' },
      { kind: 'excursion', id: ship.excursion.id, title: ship.excursion.title },
      { kind: 'booking', id: booking.id, title: 'La Tavola' },
      { kind: 'correction', id: 1, title: 'Pool temperature' },
    ]);
    // Named in Arabic after the message was written: the list reads the record as it is now.
    await handle.db
      .update(shoreExcursions)
      .set({ titleAr: 'رحلة الشعاب' })
      .where(eq(shoreExcursions.id, ship.excursion.id));
    const [message] = (await listMessages(handle.db, userId)).slice(-1);
    expect(message?.sources.map((source) => source.titleAr)).toEqual([
      'لا تافولا',
      'رحلة الشعاب',
      'لا تافولا',
      null,
    ]);
    expect(message?.sources[0]).toEqual({
      kind: 'restaurant',
      id: ship.tavola.id,
      title: 'La Tavola',
      titleAr: 'لا تافولا',
    });
  });

  it("gives a room-service dish the menu's Arabic name", async () => {
    const userId = await insertGuest(handle.db);
    await saveMessage(handle.db, userId, 'assistant', 'A Club Sandwich is $18.00.', [
      { kind: 'menu', id: 2, title: 'Club Sandwich' },
    ]);
    const [message] = (await listMessages(handle.db, userId)).slice(-1);
    expect(message?.sources).toEqual([
      { kind: 'menu', id: 2, title: 'Club Sandwich', titleAr: 'كلوب ساندويتش' },
    ]);
  });

  it("does not read another guest's booking", async () => {
    const owner = await insertGuest(handle.db);
    const booking = await createBooking(
      handle.db,
      owner,
      { type: 'restaurant', serviceId: ship.tavola.id, date: tomorrow(), time: '20:00', partySize: 2 },
      new Date(),
    );
    const other = await insertGuest(handle.db);
    await saveMessage(handle.db, other, 'assistant', 'x', [
      { kind: 'booking', id: booking.id, title: 'La Tavola' },
    ]);
    const [message] = (await listMessages(handle.db, other)).slice(-1);
    expect(message?.sources[0]?.titleAr).toBeNull();
  });
});
