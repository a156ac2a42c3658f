import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { BOOKINGS_PER_DAY_MAX, BOOKINGS_PER_SLOT_MAX, CHAT_RATE_LIMIT_PER_MINUTE } from '@marsa/trpc/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let restaurantIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  const guest = await server.guest();
  const dining: { id: number }[] = await (await guest.get('/api/dining')).json();
  restaurantIds = dining.map((restaurant) => restaurant.id);
});
afterAll(() => server.close());

const book = (guest: HttpClient, serviceId: number, time: string, partySize = 2, date = '2031-05-01') =>
  guest.trpc('mutation', 'guest.bookings.create', { type: 'restaurant', serviceId, date, time, partySize });

describe('finding: one guest can book a whole slot by repeating bookings', () => {
  it(`holds one guest to ${BOOKINGS_PER_SLOT_MAX} bookings per slot, even when sent at once`, async () => {
    const guest = await server.guest();
    const serviceId = restaurantIds[0] ?? 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(guest, serviceId, '19:00')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BOOKINGS_PER_SLOT_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10 - BOOKINGS_PER_SLOT_MAX);
    const mine: { status: string }[] = await (await guest.get('/api/bookings')).json();
    expect(mine.filter((booking) => booking.status === 'confirmed')).toHaveLength(BOOKINGS_PER_SLOT_MAX);
    // Another guest still finds the slot open.
    expect((await book(await server.guest(), serviceId, '19:00')).status).toBe(200);
  });

  it(`holds one guest to ${BOOKINGS_PER_DAY_MAX} bookings per day; cancelling frees a place`, async () => {
    const guest = await server.guest();
    const times = ['18:00', '19:00', '20:00', '21:00'];
    const made: number[] = [];
    for (const serviceId of restaurantIds) {
      for (const time of times) {
        if (made.length === BOOKINGS_PER_DAY_MAX) break;
        const res = await book(guest, serviceId, time, 1, '2031-05-02');
        if (res.status === 200) made.push((await res.json()).result.data.id);
      }
    }
    expect(made).toHaveLength(BOOKINGS_PER_DAY_MAX);
    const extra = await book(guest, restaurantIds[1] ?? 0, '21:00', 1, '2031-05-02');
    expect(extra.status).toBe(409);
    expect((await extra.json()).error.message).toBe(
      `You can hold at most ${BOOKINGS_PER_DAY_MAX} bookings on one day`,
    );
    expect((await guest.delete(`/api/bookings/${made[0]}`)).status).toBe(200);
    expect((await book(guest, restaurantIds[1] ?? 0, '21:00', 1, '2031-05-02')).status).toBe(200);
  });

  it("keeps a party within the venue's capacity per sitting", async () => {
    const guest = await server.guest();
    const spa: { id: number }[] = await (await (await server.admin()).get('/api/admin/spa-services')).json();
    const res = await guest.trpc('mutation', 'guest.bookings.create', {
      type: 'spa',
      serviceId: spa[0]?.id,
      date: '2031-05-03',
      time: '10:00',
      partySize: 11,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.data.fieldErrors.partySize[0]).toMatch(/takes parties of at most 10$/);
  });
});

describe('finding: the chat rate limit is check-then-insert', () => {
  it(`accepts exactly ${CHAT_RATE_LIMIT_PER_MINUTE} of 30 messages sent at once`, async () => {
    const guest = await server.guest();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guest.post('/api/messages', { content: `Hello number ${i}` })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_RATE_LIMIT_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - CHAT_RATE_LIMIT_PER_MINUTE);
    expect(answers.find((res) => res.status === 429)?.headers.get('retry-after')).toBe('60');
  });
});
