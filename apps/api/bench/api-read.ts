import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { asc, itineraryPorts } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { ensureAdmin } from '@marsa/trpc';
import { Hono } from 'hono';
import { createApp } from '../src/app.ts';
import { load, printRow } from './load.ts';

/**
 * The authenticated 20-row read (GET /api/itinerary) against a bare Hono handler running the
 * same query with no session: ARCHITECTURE.md asks for at least 0.8× its throughput.
 */
export async function benchAuthenticatedRead(seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const handle = await createTestDb();
  const { db } = handle;
  await db.insert(itineraryPorts).values(
    Array.from({ length: 20 }, (_, index) => ({
      portName: `Port ${index + 1}`,
      country: 'Saudi Arabia',
      description: 'A port of call on the Red Sea.',
      arrivalDate: '2026-12-01',
      arrivalTime: '08:00',
      departureDate: '2026-12-01',
      departureTime: '18:00',
      portOrder: index + 1,
      timezone: 'UTC+3',
      activities: ['Snorkelling', 'Old town walk', 'Souq'],
      highlights: ['Coral reefs', 'Heritage houses'],
    })),
  );
  await ensureAdmin(db, 'benchadmin', 'bench-pass');
  const app = createApp({ db, config: { brandName: 'Marsa', secureCookies: false, uploadDir: '/tmp' } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password: 'bench-pass' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

  const bare = new Hono();
  bare.get('/ports', async (c) =>
    c.json(await db.select().from(itineraryPorts).orderBy(asc(itineraryPorts.portOrder))),
  );
  const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => bareServer.once('listening', () => resolve()));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/ports`;

  console.log(`\nAuthenticated 20-row read (${handle.kind}, ${seconds}s each, 50 connections)`);
  const baseline = await load(bareUrl, { durationSeconds: seconds });
  printRow('bare Hono + driver, same query', baseline);
  const ours = await load(`${base}/api/itinerary`, { durationSeconds: seconds, headers: { cookie } });
  printRow('GET /api/itinerary (session + REST + tRPC)', ours);
  console.log(`ratio: ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}× (target ≥ 0.80×)`);

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => bareServer.close(() => resolve()));
  await handle.close();
}
