import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
});
afterAll(() => server.close());

it('GET /api/dining needs a session and lists the nine venues with hours, dress code and feature', async () => {
  expect((await server.client().get('/api/dining')).status).toBe(401);
  const guest = await server.guest();
  const res = await guest.get('/api/dining');
  expect(res.status).toBe(200);
  const venues = await res.json();
  expect(venues).toHaveLength(9);
  expect(venues.find((v: { name: string }) => v.name === 'Irth')).toMatchObject({
    cuisine: 'Saudi heritage fine dining',
    location: 'Deck 6',
    openingTime: '18:00',
    closingTime: '23:00',
    rating: 4.9,
    dressCode: 'Elegant',
    specialFeature: expect.any(String),
    images: expect.any(Array),
  });
  expect((await guest.trpc('query', 'guest.dining.list')).status).toBe(200);
});
