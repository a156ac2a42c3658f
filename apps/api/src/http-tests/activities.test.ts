import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
});
afterAll(() => server.close());

it('GET /api/activities needs a session and lists activities with schedule and location', async () => {
  expect((await server.client().get('/api/activities')).status).toBe(401);
  const guest = await server.guest();
  const res = await guest.get('/api/activities');
  expect(res.status).toBe(200);
  const list = await res.json();
  expect(list.length).toBeGreaterThan(0);
  expect(list.find((a: { name: string }) => a.name === 'VR Zone')).toMatchObject({
    category: 'entertainment',
    location: 'Deck 18',
    schedule: expect.any(String),
    isBookable: true,
  });
  expect((await guest.trpc('query', 'guest.activities.list')).status).toBe(200);
});
