import { activities, bookings, type DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../concierge/testing/fixtures.ts';
import { listAllActivities } from '../activities/service.ts';
import { activityRow } from '../activities/test-fixtures.ts';
import { listAllBookings } from './admin-list.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('admin lists of activities and bookings', () => {
  it('lists every activity and every guest booking with the guest, newest first', async () => {
    await handle.db.insert(activities).values([activityRow('VR Zone'), activityRow('Aqua Aerobics')]);
    const userId = await insertGuest(handle.db, 'Nadia Saleh');
    const booking = {
      userId,
      serviceId: 1,
      serviceName: 'Irth',
      date: '2026-03-01',
      time: '19:00',
      partySize: 2,
    };
    await handle.db.insert(bookings).values([
      { ...booking, type: 'restaurant' },
      { ...booking, type: 'spa', serviceName: 'Serenity', status: 'cancelled' },
    ]);
    expect((await listAllActivities(handle.db)).map((a) => a.name)).toEqual(['Aqua Aerobics', 'VR Zone']);
    const all = await listAllBookings(handle.db);
    expect(all.map((b) => [b.serviceName, b.status, b.guest.fullName, b.guest.roomNumber])).toEqual([
      ['Serenity', 'cancelled', 'Nadia Saleh', '7012'],
      ['Irth', 'confirmed', 'Nadia Saleh', '7012'],
    ]);
  });
});
