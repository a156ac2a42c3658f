import { activities, bookings, knowledgeTopics, users } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { restaurantBody } from './support/admin.ts';

let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  await server.db.insert(activities).values({
    name: 'Kids Zone',
    category: 'family',
    location: 'Deck 12',
    description: 'Games and crafts',
    schedule: '09:00-18:00',
  });
  await server.db
    .insert(knowledgeTopics)
    .values({ topic: 'Wi-Fi', question: 'Password?', answer: 'Your suite number.' });
  const [guest] = await server.db
    .insert(users)
    .values({
      username: 'karim',
      usernameKey: 'karim',
      passwordHash: 'x',
      fullName: 'Karim Aziz',
      roomNumber: '5010',
      deck: '5',
    })
    .returning();
  await server.db.insert(bookings).values({
    userId: guest?.id ?? 0,
    type: 'activity',
    serviceId: 1,
    serviceName: 'Kids Zone',
    date: '2026-03-01',
    time: '10:00',
    partySize: 3,
  });
  await admin.post('/api/admin/restaurants', restaurantBody);
});
afterAll(() => server.close());

describe('dashboard lists', () => {
  it('serves the seven §7 lists, matching the dashboard counts', async () => {
    const counts = await (await admin.get('/api/admin/dashboard')).json();
    const lists = {
      restaurants: '/api/admin/restaurants',
      spaServices: '/api/admin/spa-services',
      activities: '/api/admin/activities',
      knowledgeTopics: '/api/admin/knowledge-topics',
      aiLearnings: '/api/admin/ai-learnings',
      schedules: '/api/admin/schedules',
      bookings: '/api/admin/bookings',
    };
    for (const [key, path] of Object.entries(lists)) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect((await res.json()).length, path).toBe(counts[key]);
    }
    expect(counts).toMatchObject({ restaurants: 1, activities: 1, knowledgeTopics: 1, bookings: 1 });
  });

  it('shows every guest booking with the guest', async () => {
    const [booking] = await (await admin.get('/api/admin/bookings')).json();
    expect(booking).toMatchObject({
      serviceName: 'Kids Zone',
      partySize: 3,
      guest: { fullName: 'Karim Aziz', roomNumber: '5010' },
    });
  });
});
