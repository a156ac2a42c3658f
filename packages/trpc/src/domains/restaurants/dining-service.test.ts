import { type DbHandle, restaurants } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listDiningVenues } from './dining-service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

it('lists every restaurant by name with what the /dining screen shows', async () => {
  const base = { description: 'A dining room.', capacity: 60, openingTime: '18:00', closingTime: '23:00' };
  await handle.db.insert(restaurants).values([
    {
      ...base,
      name: 'Layalina',
      cuisine: 'Lebanese',
      location: 'Deck 5',
      dressCode: 'Smart casual',
      specialFeature: 'Live oud',
    },
    { ...base, name: 'Irth', cuisine: 'Saudi heritage', location: 'Deck 6', rating: 4.9, images: ['/a.svg'] },
  ]);
  const venues = await listDiningVenues(handle.db);
  expect(venues.map((v) => v.name)).toEqual(['Irth', 'Layalina']);
  expect(venues[1]).toMatchObject({
    cuisine: 'Lebanese',
    location: 'Deck 5',
    openingTime: '18:00',
    closingTime: '23:00',
    rating: 4.5,
    capacity: 60,
    specialFeature: 'Live oud',
    dressCode: 'Smart casual',
    images: [],
  });
  expect(venues[0]?.images).toEqual(['/a.svg']);
});
