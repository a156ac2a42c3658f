import { and, eq, scheduleSlots } from '@marsa/db';
import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { book } from './support/bookings.ts';

/** `other`: a second guest, whose bookings `guest` must not see. */
const it = serverTest().extend('other', { scope: 'file' }, ({ server }) => server.guest());

describe('guest.bookings.create', () => {
  it('books a table for the signed-in guest', async ({ ship, guest }) => {
    const res = await book(guest, {
      type: 'restaurant',
      serviceId: ship.tavola.id,
      time: '19:00',
      partySize: 2,
      specialRequests: 'Anniversary',
    });
    expect(res.status).toBe(200);
    const booking = (await res.json()).result.data;
    expect(booking).toMatchObject({
      type: 'restaurant',
      status: 'confirmed',
      serviceName: 'La Tavola',
      time: '19:00',
      partySize: 2,
      additionalOptions: { specialRequests: 'Anniversary' },
    });
  });

  it('refuses anonymous callers with 401', async ({ server, ship }) => {
    const res = await book(server.client(), {
      type: 'restaurant',
      serviceId: ship.tavola.id,
      time: '19:00',
      partySize: 2,
    });
    expect(res.status).toBe(401);
  });

  it('answers bad input with 400 and field errors', async ({ guest }) => {
    const res = await book(guest, {
      type: 'bar',
      serviceId: 0,
      date: '2026-02-30',
      time: '7pm',
      partySize: 0,
    });
    expect(res.status).toBe(400);
    const fieldErrors = (await res.json()).error.data.fieldErrors;
    expect(Object.keys(fieldErrors).sort()).toEqual(['date', 'partySize', 'serviceId', 'time', 'type']);
    expect(fieldErrors.time).toEqual(['Time must be HH:MM (24-hour)']);
  });

  it('gives exactly 5 of 20 concurrent requests the last 5 spots', async ({ server, ship }) => {
    const date = '2031-04-01';
    await server.db.insert(scheduleSlots).values({
      serviceType: 'restaurant',
      serviceId: ship.coral.id,
      date,
      time: '13:00',
      availableSpots: 5,
      totalCapacity: 50,
    });
    const clients = await Promise.all(Array.from({ length: 20 }, () => server.guest()));
    const responses = await Promise.all(
      clients.map((client) =>
        book(client, { type: 'restaurant', serviceId: ship.coral.id, date, time: '13:00', partySize: 1 }),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refusal = await responses[statuses.indexOf(409)]?.json();
    expect(refusal.error.message).toMatch(/Coral Grill is fully booked on 2031-04-01 at 13:00/);
    expect(refusal.error.data).toMatchObject({
      errorCode: 'booking.fully_booked',
      params: { venue: 'Coral Grill', date, time: '13:00' },
    });
    expect(refusal.error.data.params.alternatives).toEqual(expect.arrayContaining(['14:00']));
    const [slot] = await server.db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.serviceId, ship.coral.id), eq(scheduleSlots.date, date)));
    expect(slot?.availableSpots).toBe(0);
  });
});

describe('guest.bookings.freeSlots', () => {
  it('lists free times for guests and refuses anonymous callers', async ({ server, ship, guest }) => {
    const input = { serviceType: 'spa', serviceId: ship.massage.id, date: '2031-05-01' };
    const res = await guest.trpc('query', 'guest.bookings.freeSlots', input);
    expect(res.status).toBe(200);
    const body = (await res.json()).result.data;
    expect(body.serviceName).toBe('Desert Stone Massage');
    expect(body.slots[0]).toEqual({ time: '09:00', availableSpots: 10, totalCapacity: 10 });
    expect((await server.client().trpc('query', 'guest.bookings.freeSlots', input)).status).toBe(401);
    const bad = await guest.trpc('query', 'guest.bookings.freeSlots', {
      serviceType: 'spa',
      serviceId: 1,
      date: 'soon',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.data.fieldErrors.date).toBeDefined();
  });
});

describe('GET /api/bookings and DELETE /api/bookings/{id}', () => {
  it('lists only the guest’s own bookings', async ({ server, ship, guest, other }) => {
    await book(other, { type: 'spa', serviceId: ship.facial.id, time: '11:00', partySize: 1 });
    const mine = await (await guest.get('/api/bookings')).json();
    const theirs = await (await other.get('/api/bookings')).json();
    expect(mine.map((b: { serviceName: string }) => b.serviceName)).toEqual(['La Tavola']);
    expect(theirs.map((b: { serviceName: string }) => b.serviceName)).toEqual(['Royal Rejuvenation Facial']);
    expect((await server.client().get('/api/bookings')).status).toBe(401);
  });

  it('cancels the owner’s booking, returns it, and refuses others and repeats', async ({
    server,
    guest,
    other,
  }) => {
    const [booking] = await (await guest.get('/api/bookings')).json();
    expect((await other.delete(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect((await server.client().delete(`/api/bookings/${booking.id}`)).status).toBe(401);

    const res = await guest.delete(`/api/bookings/${booking.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: booking.id, status: 'cancelled', serviceName: 'La Tavola' });

    const again = await guest.delete(`/api/bookings/${booking.id}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'This booking is already cancelled',
      code: 'booking.already_cancelled',
      params: {},
    });

    const list = await (await guest.get('/api/bookings')).json();
    expect(list[0]).toMatchObject({ id: booking.id, status: 'cancelled' });
  });

  it('answers a malformed id with 400', async ({ guest }) => {
    const res = await guest.delete('/api/bookings/abc');
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.id).toBeDefined();
  });
});

describe('a booking conflict on the wire', () => {
  it('carries a stable code and its params, with the English message, over tRPC and REST alike', async ({
    server,
    ship,
    guest,
  }) => {
    const date = '2031-05-01';
    await server.db.insert(scheduleSlots).values([
      {
        serviceType: 'restaurant',
        serviceId: ship.coral.id,
        date,
        time: '13:00',
        availableSpots: 0,
        totalCapacity: 50,
      },
      {
        serviceType: 'restaurant',
        serviceId: ship.coral.id,
        date,
        time: '18:00',
        availableSpots: 10,
        totalCapacity: 50,
      },
    ]);
    const res = await book(guest, {
      type: 'restaurant',
      serviceId: ship.coral.id,
      date,
      time: '13:00',
      partySize: 2,
    });
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error.data.errorCode).toBe('booking.fully_booked');
    expect(error.data.params).toMatchObject({ venue: 'Coral Grill', date, time: '13:00' });
    expect(error.data.params.alternatives).toContain('18:00');
    expect(error.message).toBe(
      `Coral Grill is fully booked on ${date} at 13:00. Still available that day: ${error.data.params.alternatives.join(', ')}`,
    );

    const missing = await guest.delete('/api/bookings/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Booking not found',
      code: 'booking.not_found',
      params: {},
    });
  });
});
