import { createServer } from 'node:net';
import { type DbHandle, departments, eq, notifications, serviceRequests } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../../concierge/testing/fixtures.ts';
import { enqueueNotification, NO_RECIPIENT } from './enqueue.ts';
import { smtpMailer } from './mailer.ts';
import { deliverDue, retryDelay } from './worker.ts';

let handle: DbHandle;
let userId: number;
/** A loopback port nothing listens on: every send is a real ECONNREFUSED. */
let closedPort: number;

beforeAll(async () => {
  handle = await createTestDb();
  userId = await insertGuest(handle.db, 'Huda Saleh');
  closedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
});
afterAll(() => handle.close());

async function handOff(category: 'spa' | 'activity' | 'general') {
  const [request] = await handle.db
    .insert(serviceRequests)
    .values({ userId, category, message: 'Please call me' })
    .returning();
  if (!request) throw new Error('no request');
  return enqueueNotification(handle.db, { event: 'hand_off', userId, request });
}

describe('enqueueNotification', () => {
  it('keeps an event with no department to tell as a failed row the admin can see', async () => {
    const rows = await handOff('spa');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', recipient: '', lastError: NO_RECIPIENT });
  });

  it('addresses every active department of the category, else the active general ones, once per email', async () => {
    await handle.db.insert(departments).values([
      { name: 'Spa Front', email: 'spa@ship.test', category: 'spa' },
      { name: 'Spa Manager', email: 'SPA@ship.test', category: 'spa' },
      { name: 'Fun Team', email: 'fun@ship.test', category: 'activity', isActive: false },
      { name: 'Guest Services', email: 'guests@ship.test', category: 'general' },
    ]);
    expect((await handOff('spa')).map((row) => row.recipient)).toEqual(['spa@ship.test']);
    expect((await handOff('activity')).map((row) => row.recipient)).toEqual(['guests@ship.test']);
  });

  it('ignores the same event enqueued twice', async () => {
    const [request] = await handle.db
      .insert(serviceRequests)
      .values({ userId, category: 'general', message: 'Twice' })
      .returning();
    if (!request) throw new Error('no request');
    await enqueueNotification(handle.db, { event: 'hand_off', userId, request });
    expect(await enqueueNotification(handle.db, { event: 'hand_off', userId, request })).toEqual([]);
  });
});

describe('deliverDue', () => {
  it('backs off exponentially, up to a cap', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(40, 1000)).toBe(60 * 60_000);
  });

  it('retries an unreachable server after the backoff and gives up after the last attempt', async () => {
    await handle.db.update(notifications).set({ status: 'sent' }).where(eq(notifications.status, 'pending'));
    const [row] = await handOff('general');
    if (!row) throw new Error('no row');
    const mailer = smtpMailer(`smtp://127.0.0.1:${closedPort}`, 'Marsa <c@marsa.test>');
    const start = new Date(Date.now() + 1000);
    const options = { origin: 'http://ship.test', maxAttempts: 2, retryBaseMs: 60_000 };
    const at = (ms: number) => () => new Date(start.getTime() + ms);

    expect(await deliverDue(handle.db, mailer, { ...options, now: at(0) })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const [waiting] = await handle.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting?.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);

    expect(await deliverDue(handle.db, mailer, { ...options, now: at(59_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverDue(handle.db, mailer, { ...options, now: at(60_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    const [failed] = await handle.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    mailer.close();
  });

  it('takes over a row whose worker died mid-send once its claim has expired, and not before', async () => {
    const [row] = await handOff('general');
    if (!row) throw new Error('no row');
    const now = new Date(Date.now() + 10_000);
    await handle.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() + 1000) })
      .where(eq(notifications.id, row.id));
    const mailer = smtpMailer(`smtp://127.0.0.1:${closedPort}`, 'Marsa <c@marsa.test>');
    const options = { origin: 'http://ship.test', retryBaseMs: 1000 };
    expect((await deliverDue(handle.db, mailer, { ...options, now: () => now })).retrying).toBe(0);
    const later = new Date(now.getTime() + 2000);
    expect((await deliverDue(handle.db, mailer, { ...options, now: () => later })).retrying).toBe(1);
    const [retaken] = await handle.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(retaken).toMatchObject({ status: 'pending', attempts: 2, lockedUntil: null });
    mailer.close();
  });
});
