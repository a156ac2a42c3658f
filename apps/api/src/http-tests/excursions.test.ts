import { eq, shoreExcursions } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let guest: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  guest = await server.guest();
});
afterAll(() => server.close());

async function addExcursion(fields: Partial<typeof shoreExcursions.$inferInsert> = {}): Promise<number> {
  const [row] = await server.db
    .insert(shoreExcursions)
    .values({
      title: `Excursion ${Math.random().toString(36).slice(2)}`,
      description: 'Coral-stone houses and a spice market.',
      category: 'cultural',
      difficultyLevel: 'easy',
      duration: '4 hours',
      priceCents: 4_500,
      departureTime: '14:00',
      returnTime: '18:00',
      highlights: ['Nasseef House, the 19th-century merchant mansion', 'Souq Al Alawi'],
      images: ['/images/excursions/al-balad.svg'],
      capacity: 30,
      ...fields,
    })
    .returning({ id: shoreExcursions.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const bookedCount = async (id: number) =>
  (await server.db.select().from(shoreExcursions).where(eq(shoreExcursions.id, id)))[0]?.bookedCount;

describe('GET /api/shore-excursions', () => {
  it('needs a session (401), and lists excursions in the §3 shape for a guest', async () => {
    const id = await addExcursion({ title: 'Al-Balad Heritage Walk' });
    const anon = await server.client().get('/api/shore-excursions');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      message: 'User not authenticated',
      code: 'auth.not_authenticated',
      params: {},
    });

    const res = await guest.get('/api/shore-excursions');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.find((e: { id: number }) => e.id === id)).toEqual({
      id,
      title: 'Al-Balad Heritage Walk',
      titleAr: null,
      description: 'Coral-stone houses and a spice market.',
      descriptionAr: null,
      category: 'cultural',
      difficultyLevel: 'easy',
      duration: '4 hours',
      priceUSD: 45,
      priceSAR: 168.75,
      departureTime: '14:00',
      returnTime: '18:00',
      highlights: ['Nasseef House, the 19th-century merchant mansion', 'Souq Al Alawi'],
      images: ['/images/excursions/al-balad.svg'],
      arContent: null,
      capacity: 30,
      spotsLeft: 30,
    });
    expect((await guest.trpc('query', 'guest.excursions.list')).status).toBe(200);
    expect((await server.client().trpc('query', 'guest.excursions.list')).status).toBe(401);
  });
});

describe('shore excursion bookings', () => {
  it('books (201), lists its own bookings with the excursion title, and takes the spots', async () => {
    const id = await addExcursion({ title: 'Reef Snorkel', priceCents: 9_500 });
    const res = await guest.post('/api/shore-excursion-bookings', {
      shoreExcursionId: id,
      participants: 2,
      specialRequests: '',
    });
    expect(res.status).toBe(201);
    const booking = await res.json();
    expect(booking).toMatchObject({
      shoreExcursionId: id,
      participants: 2,
      specialRequests: '',
      totalPrice: 190,
      status: 'confirmed',
      shoreExcursion: { title: 'Reef Snorkel' },
    });
    expect(Date.parse(booking.createdAt)).not.toBeNaN();
    expect(await bookedCount(id)).toBe(2);

    const list = await (await guest.get('/api/shore-excursion-bookings')).json();
    expect(list[0]).toEqual(booking);
    const other = await server.guest();
    expect(await (await other.get('/api/shore-excursion-bookings')).json()).toEqual([]);
  });

  it('answers 401 to anonymous callers of the booking calls', async () => {
    const anon = server.client();
    expect((await anon.get('/api/shore-excursion-bookings')).status).toBe(401);
    expect((await anon.post('/api/shore-excursion-bookings', { shoreExcursionId: 1 })).status).toBe(401);
    expect((await anon.delete('/api/shore-excursion-bookings/1')).status).toBe(401);
  });

  it('refuses bad input with 400 and field errors', async () => {
    const res = await guest.post('/api/shore-excursion-bookings', {
      shoreExcursionId: 'one',
      participants: 0,
      specialRequests: 7,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      shoreExcursionId: ['Choose an excursion to book'],
      participants: ['At least 1 participant is required'],
      specialRequests: ['Special requests must be text'],
    });
    const trpc = await guest.trpc('mutation', 'guest.excursions.book', { shoreExcursionId: -1 });
    expect(trpc.status).toBe(400);
    const badId = await guest.delete('/api/shore-excursion-bookings/abc');
    expect(badId.status).toBe(400);
    expect((await badId.json()).fieldErrors).toEqual({ id: ['Booking id must be a positive whole number'] });
  });

  it('answers 404 for an unknown excursion and 409 with a clear message when spots run out', async () => {
    const missing = await guest.post('/api/shore-excursion-bookings', { shoreExcursionId: 987_654 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Shore excursion not found',
      code: 'excursion.not_found',
      params: {},
    });

    const id = await addExcursion({ capacity: 3, bookedCount: 1 });
    const tooMany = await guest.post('/api/shore-excursion-bookings', {
      shoreExcursionId: id,
      participants: 3,
    });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({
      message: 'Only 2 spots left',
      code: 'excursion.spots_left',
      params: { spots: 2 },
      fieldErrors: { participants: ['Only 2 spots left'] },
      fieldIssues: { participants: [{ code: 'excursion.spots_left', params: { spots: 2 } }] },
    });
    expect(
      (await guest.post('/api/shore-excursion-bookings', { shoreExcursionId: id, participants: 2 })).status,
    ).toBe(201);
    const full = await guest.post('/api/shore-excursion-bookings', { shoreExcursionId: id });
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe('Sorry, this excursion is fully booked.');
    expect(await bookedCount(id)).toBe(3);
  });

  it('lets only the owner cancel (others 404), returns the spots, and answers 409 to a second cancel', async () => {
    const id = await addExcursion({ capacity: 4 });
    const booking = await (
      await guest.post('/api/shore-excursion-bookings', { shoreExcursionId: id, participants: 4 })
    ).json();
    expect(await bookedCount(id)).toBe(4);

    const intruder = await server.guest();
    const stolen = await intruder.delete(`/api/shore-excursion-bookings/${booking.id}`);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({
      message: 'Booking not found',
      code: 'booking.not_found',
      params: {},
    });
    expect(await bookedCount(id)).toBe(4);

    const res = await guest.delete(`/api/shore-excursion-bookings/${booking.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: booking.id, status: 'cancelled' });
    expect(await bookedCount(id)).toBe(0);

    const again = await guest.trpc('mutation', 'guest.excursions.cancel', { id: booking.id });
    expect(again.status).toBe(409);
    const list = await (await guest.get('/api/shore-excursion-bookings')).json();
    expect(list.find((b: { id: number }) => b.id === booking.id)?.status).toBe('cancelled');
  });

  it('never oversells: 20 concurrent attempts on the last 5 spots give exactly 5 bookings and 15 × 409', async () => {
    const id = await addExcursion({ capacity: 25, bookedCount: 20 });
    const guests = await Promise.all(Array.from({ length: 20 }, () => server.guest()));
    const responses = await Promise.all(
      guests.map((client) =>
        client.post('/api/shore-excursion-bookings', { shoreExcursionId: id, participants: 1 }),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const rejected = await Promise.all(
      responses.filter((res) => res.status === 409).map((res) => res.json()),
    );
    for (const body of rejected) expect(body.message).toBe('Sorry, this excursion is fully booked.');
    expect(await bookedCount(id)).toBe(25);
  });
});
