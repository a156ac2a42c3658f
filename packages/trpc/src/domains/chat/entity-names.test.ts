import { type DbHandle, eq, itineraryPorts, restaurants } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entityNames } from './entity-names.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

it('reads the names to bold from the database, in English and Arabic, and follows its changes', async () => {
  const dining = { description: 'A dining room.', capacity: 60, openingTime: '18:00', closingTime: '23:00' };
  await handle.db.insert(restaurants).values([
    { ...dining, name: 'Coral Grill', nameAr: 'مشويات المرجان', cuisine: 'Grill', location: 'Deck 7' },
    { ...dining, name: 'Dune Café', cuisine: 'Café', location: 'Deck 9' },
  ]);
  await handle.db.insert(itineraryPorts).values({
    portName: 'Port Sudan',
    portNameAr: 'بورتسودان',
    country: 'Sudan',
    description: 'A Red Sea port.',
    arrivalDate: '2031-05-01',
    arrivalTime: '08:00',
    departureDate: '2031-05-01',
    departureTime: '18:00',
    portOrder: 1,
    timezone: 'Africa/Khartoum',
  });

  const names = await entityNames(handle.db);
  expect(names).toEqual(
    expect.arrayContaining(['Coral Grill', 'مشويات المرجان', 'Dune Café', 'Port Sudan', 'بورتسودان']),
  );

  await handle.db.delete(restaurants).where(eq(restaurants.name, 'Dune Café'));
  expect(await entityNames(handle.db)).not.toContain('Dune Café');
});
