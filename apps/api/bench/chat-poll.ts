import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { messages } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import autocannon from 'autocannon';
import { createApp } from '../src/app.ts';

const GUESTS = 300;
/** 3,362 guests polling every 2 s (§9). */
const SHIP_POLL_RATE = Math.round(3362 / 2);

/**
 * The whole ship polling its chat: GET /api/messages at 1,681 req/s spread over many
 * signed-in guests with a short conversation each. Target (ARCHITECTURE.md): p99 under 25 ms
 * on a PostgreSQL server (set DATABASE_URL).
 */
export async function benchChatPolling(seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const handle = await createTestDb();
  const app = createApp({
    db: handle.db,
    config: { brandName: 'Marsa', secureCookies: false, uploadDir: '/tmp' },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const cookies: string[] = [];
  for (let index = 0; index < GUESTS; index++) {
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `poller${index}`,
        password: 'sea-breeze-1',
        fullName: `Guest ${index}`,
        roomNumber: String(8000 + index),
        deck: '8',
      }),
    });
    const user = (await res.json()) as { id: number };
    cookies.push((res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '');
    await handle.db.insert(messages).values([
      { userId: user.id, type: 'user', content: 'Which restaurants are open tonight?' },
      {
        userId: user.id,
        type: 'assistant',
        content: 'Irth, La Tavola and The Fish Market are open from 18:00.',
      },
    ]);
  }

  let next = 0;
  const result = await autocannon({
    url: `${base}/api/messages`,
    connections: 64,
    duration: seconds,
    overallRate: SHIP_POLL_RATE,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % cookies.length;
          return { ...request, headers: { ...request.headers, cookie: cookies[next] ?? '' } };
        },
      },
    ],
  });
  console.log(
    `\nChat polling (${handle.kind}, ${GUESTS} guests, target rate ${SHIP_POLL_RATE} req/s, ${seconds}s)`,
  );
  console.log(
    `achieved ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx} (target p99 < 25 ms on PostgreSQL)`,
  );
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
}
