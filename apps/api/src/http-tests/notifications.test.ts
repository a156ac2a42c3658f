import { type Db, departments, eq, notifications } from '@marsa/db';
import { insertShipFixtures, type ShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { type Mailbox, startMailbox } from '../testing/mailbox.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { book, tomorrow } from './support/bookings.ts';

let mailbox: Mailbox;
let server: TestServer;
let ship: ShipFixtures;
let guest: HttpClient;

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rowsOf = (db: Db, ref: string) => db.select().from(notifications).where(eq(notifications.ref, ref));

/** Decodes the quoted-printable soft breaks so a raw message can be searched. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ mail: { smtpUrl: mailbox.url } });
  ship = await insertShipFixtures(server.db);
  await server.db.insert(departments).values([
    { name: 'Dining Desk', email: 'dining@ship.test', category: 'restaurant' },
    { name: 'Chef Office', email: 'chef@ship.test', category: 'restaurant' },
    { name: 'Marsa Spa', email: 'spa@ship.test', category: 'spa' },
    { name: 'Old Spa Desk', email: 'old-spa@ship.test', category: 'spa', isActive: false },
    { name: 'Guest Services', email: 'guests@ship.test', category: 'general' },
  ]);
  guest = await server.guest('nadia_notify');
});
afterAll(async () => {
  await server.close();
  await mailbox.stop();
});

describe('crew notifications over SMTP', () => {
  it('sends a booking to every active department of its category, with what the crew needs', async () => {
    const res = await book(guest, {
      type: 'restaurant',
      serviceId: ship.tavola.id,
      time: '19:00',
      partySize: 3,
      specialRequests: 'Window table',
    });
    expect(res.status).toBe(200);
    const booking = (await res.json()).result.data;
    const [dining] = await until(() =>
      mailbox.to('dining@ship.test').length ? mailbox.to('dining@ship.test') : undefined,
    );
    const [chef] = await until(() =>
      mailbox.to('chef@ship.test').length ? mailbox.to('chef@ship.test') : undefined,
    );
    expect(chef).toBeDefined();
    const raw = plain(dining?.raw ?? '');
    expect(raw).toContain(
      `Subject: New restaurant booking: La Tavola, ${tomorrow()} 19:00 (Booking #${booking.id})`,
    );
    expect(raw).toContain('Guest: Guest nadia_notify');
    expect(raw).toContain('Suite and deck: Suite 7012, Deck 7');
    expect(raw).toContain(`Date and time: ${tomorrow()} 19:00`);
    expect(raw).toContain('Party size: 3');
    expect(raw).toContain('Special requests: Window table');
    expect(raw).toContain(`Open in admin: ${server.url}/admin`);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(`Message-ID: <notification-`);
    expect(dining?.from).toBe('concierge@marsa.test');
    const rows = await until(async () => {
      const found = await rowsOf(server.db, `booking:${booking.id}`);
      return found.every((row) => row.status === 'sent') ? found : undefined;
    });
    expect(rows.map((row) => row.recipient).sort()).toEqual(['chef@ship.test', 'dining@ship.test']);
  });

  it('sends to general when no active department has the category', async () => {
    const res = await guest.post('/api/shore-excursion-bookings', {
      shoreExcursionId: ship.excursion.id,
      participants: 2,
      specialRequests: '',
    });
    expect(res.status).toBe(201);
    const booking = await res.json();
    const mail = await until(() =>
      mailbox.to('guests@ship.test').find((m) => plain(m.raw).includes(`Excursion booking #${booking.id}`)),
    );
    expect(plain(mail.raw)).toContain('New shore excursion booking');
    expect(plain(mail.raw)).toContain('Participants: 2');
    const rows = await rowsOf(server.db, `excursion-booking:${booking.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ departmentName: 'Guest Services', recipient: 'guests@ship.test' });
  });

  it('keeps a notification through an SMTP outage and delivers it exactly once when the server is back', async () => {
    await mailbox.stop();
    const res = await book(guest, { type: 'spa', serviceId: ship.massage.id, time: '10:00', partySize: 1 });
    expect(res.status).toBe(200);
    const booking = (await res.json()).result.data;
    const ref = `booking:${booking.id}`;
    const failedOnce = await until(async () => {
      const [row] = await rowsOf(server.db, ref);
      return row && row.status === 'pending' && row.attempts >= 1 && row.lastError ? row : undefined;
    });
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(mailbox.to('spa@ship.test')).toHaveLength(0);

    await mailbox.start();
    await until(async () => {
      const [row] = await rowsOf(server.db, ref);
      return row?.status === 'sent' ? row : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const copies = mailbox
      .to('spa@ship.test')
      .filter((m) => plain(m.raw).includes(`Booking #${booking.id})`));
    expect(copies).toHaveLength(1);
    expect(mailbox.to('old-spa@ship.test')).toHaveLength(0);
  });

  it('notifies a cancellation and a room-service order', async () => {
    const created = await book(guest, {
      type: 'restaurant',
      serviceId: ship.coral.id,
      time: '13:00',
      partySize: 2,
    });
    const booking = (await created.json()).result.data;
    expect((await guest.delete(`/api/bookings/${booking.id}`)).status).toBe(200);
    const cancelled = await until(() =>
      mailbox
        .to('dining@ship.test')
        .find((m) => plain(m.raw).includes(`Subject: Restaurant booking cancelled: Coral Grill`)),
    );
    expect(plain(cancelled.raw)).toContain(`Booking #${booking.id}`);

    const chat = await guest.post('/api/messages', { content: 'Please send 2 coffees to my room' });
    expect(chat.status).toBe(201);
    // The concierge proposes the order; it is placed once the guest confirms (issue 9).
    expect((await guest.post('/api/messages', { content: 'yes' })).status).toBe(201);
    const order = await until(() =>
      mailbox.to('guests@ship.test').find((m) => plain(m.raw).includes('New room service order')),
    );
    expect(plain(order.raw)).toMatch(/Items: 2 \S+ coffee/i);
  });

  it('never delivers a notification twice when several workers share the outbox', async () => {
    const { smtpMailer, startNotificationWorker } = await import('@marsa/trpc');
    const extra = startNotificationWorker(server.db, smtpMailer(mailbox.url, 'Marsa <c@marsa.test>'), {
      origin: server.url,
      intervalMs: 10,
      onError: () => {},
      log: () => {},
    });
    const before = mailbox.received.length;
    const ids: number[] = [];
    for (const time of ['18:00', '19:00', '20:00', '21:00']) {
      const res = await book(guest, { type: 'restaurant', serviceId: ship.tavola.id, time, partySize: 1 });
      expect(res.status).toBe(200);
      ids.push((await res.json()).result.data.id);
    }
    await until(async () => {
      const rows = await Promise.all(ids.map((id) => rowsOf(server.db, `booking:${id}`)));
      return rows.flat().every((row) => row.status === 'sent') ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await extra.stop();
    // Two restaurant departments: two messages per booking, each exactly once.
    expect(mailbox.received.length - before).toBe(ids.length * 2);
  });
});

describe('the admin outbox', () => {
  it('lists notifications with their status, and retries only failed ones', async () => {
    const admin = await server.admin();
    const list = await admin.get('/api/admin/notifications');
    expect(list.status).toBe(200);
    const entries = await list.json();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({ status: expect.any(String), recipient: expect.any(String) });
    const sent = entries.find((entry: { status: string }) => entry.status === 'sent');
    expect((await admin.post(`/api/admin/notifications/${sent.id}/retry`)).status).toBe(409);
    expect((await admin.post('/api/admin/notifications/999999/retry')).status).toBe(404);
    expect((await guest.get('/api/admin/notifications')).status).toBe(403);

    await server.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, sent.id));
    const before = mailbox.received.length;
    expect((await admin.post(`/api/admin/notifications/${sent.id}/retry`)).status).toBe(200);
    await until(() => (mailbox.received.length > before ? true : undefined));

    const counts = await admin.trpc('query', 'admin.outbox.departmentCounts');
    const byId = (await counts.json()).result.data as Record<string, number>;
    const [dining] = await server.db.select().from(departments).where(eq(departments.name, 'Dining Desk'));
    expect(byId[String(dining?.id)]).toBeGreaterThanOrEqual(2);
  });
});
