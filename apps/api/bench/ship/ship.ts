import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { printRow } from '../load.ts';
import { measureFanOut } from './fan-out.ts';
import { sampleMemory, startServer } from './processes.ts';
import { createShipDatabase, GUESTS, type ShipDatabase } from './ship-data.ts';
import { hasWrk, type PollRun, wrkPoll } from './wrk-poll.ts';

/** 3,362 guests polling every 2 s (§9). */
const POLL_MS = 2000;
const SHIP_POLL_RATE = Math.round(GUESTS / (POLL_MS / 1000));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** SHIP_PARTS=read,poll,stream (default all) runs only some of the parts. */
const parts = new Set((process.env.SHIP_PARTS ?? 'read,poll,stream').split(','));

/** A closed or paced autocannon run where each request is a different guest (and their ETag). */
async function run(
  url: string,
  ship: ShipDatabase,
  options: { etags?: string[]; rate?: number; connections?: number; memoryOf?: number | undefined },
): Promise<PollRun> {
  let next = 0;
  const stopSampling = options.memoryOf ? sampleMemory(options.memoryOf) : undefined;
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % ship.cookies.length;
          const headers: Record<string, string> = { cookie: ship.cookies[next] ?? '' };
          const etag = options.etags?.[next];
          if (etag) headers['if-none-match'] = etag;
          return { ...request, headers };
        },
      },
    ],
  });
  const peak = stopSampling?.();
  const errors =
    result.errors + result.timeouts + (result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    peak,
  };
}

/** Each guest's current ETag, as their browser's cache would hold it after one poll. */
async function primeEtags(base: string, ship: ShipDatabase): Promise<string[]> {
  const etags: string[] = new Array(ship.cookies.length).fill('');
  for (let at = 0; at < ship.cookies.length; at += 50) {
    await Promise.all(
      ship.cookies.slice(at, at + 50).map(async (cookie, offset) => {
        const res = await fetch(`${base}/api/messages`, { headers: { cookie } });
        await res.arrayBuffer();
        etags[at + offset] = res.headers.get('etag') ?? '';
      }),
    );
  }
  return etags;
}

const row = (label: string, result: PollRun) =>
  printRow(label, {
    requestsPerSecond: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    non2xx: 0,
  });

/**
 * The whole ship on one box (issue 10), Marsa as `pnpm start` runs it against a bare Hono +
 * postgres.js server in the same run, same database, same process count. Needs DATABASE_URL.
 */
export async function benchShip(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('ship: set DATABASE_URL to a PostgreSQL server (the ship runs on PostgreSQL)');
    return;
  }
  const processes = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
  const port = Number(process.env.BENCH_PORT ?? 3325);
  console.log(
    `\nThe whole ship: ${GUESTS} signed-in guests, 20 messages each, ${processes} processes per server, ${seconds}s per run`,
  );
  const ship = await createShipDatabase(serverUrl);
  const common = { DATABASE_URL: ship.url, WEB_CONCURRENCY: String(processes), SEED_DEMO: 'false' };
  const marsa = await startServer('dist/server.mjs', port, common);
  const bare = await startServer('bench/ship/bare-server.ts', port + 1, {
    ...common,
    BARE_PROCESSES: String(processes),
  });
  try {
    for (const path of parts.has('read') ? ['/api/user', '/api/messages'] : []) {
      console.log(`\nGET ${path}, 50 connections, closed loop (every request another guest)`);
      const base = await run(`${bare.url}${path}`, ship, {});
      row('bare Hono + postgres.js', base);
      const ours = await run(`${marsa.url}${path}`, ship, { memoryOf: marsa.child.pid });
      row('Marsa (pnpm start)', ours);
      console.log(`ratio ${(ours.rps / base.rps).toFixed(2)}× bare (target for /api/user ≥ 0.80×)`);
    }

    const poll = async (url: string, etags: string[], memoryOf: number | undefined) =>
      hasWrk()
        ? wrkPoll(
            url,
            ship.cookies.map((cookie, index) => ({ cookie, etag: etags[index] ?? '' })),
            {
              seconds: Math.max(seconds, 15),
              pollMs: POLL_MS,
              memoryOf,
            },
          )
        : run(url, ship, { etags, rate: SHIP_POLL_RATE, connections: 100, memoryOf });
    console.log(
      hasWrk()
        ? `\nShip poll: ${GUESTS} connections (one per guest) each polling GET /api/messages with If-None-Match every ~${POLL_MS / 1000} s, by wrk (target p99 < 25 ms)`
        : `\nShip poll: GET /api/messages with If-None-Match, ${SHIP_POLL_RATE} req/s paced by autocannon over 100 connections (install Debian's wrk for one connection per guest and a generator that leaves the cores to the servers; target p99 < 25 ms)`,
    );
    const base = await poll(`${bare.url}/api/messages`, await primeEtags(bare.url, ship), bare.child.pid);
    row('bare Hono + postgres.js', base);
    const ours = await poll(`${marsa.url}/api/messages`, await primeEtags(marsa.url, ship), marsa.child.pid);
    row('Marsa (pnpm start)', ours);
    const memory = (run: PollRun) =>
      `RSS ${run.peak?.rssMb.toFixed(0)} MB (PSS ${run.peak?.pssMb.toFixed(0)} MB)`;
    console.log(
      `server memory under the ship poll, all processes at peak: Marsa ${memory(ours)}, bare ${memory(base)} (target: Marsa RSS ≤ 350 MB)`,
    );

    await measureFanOut('bare Hono + postgres.js', bare.url, ship);
    await measureFanOut('Marsa (pnpm start)', marsa.url, ship);
  } finally {
    await marsa.stop();
    await bare.stop();
    await ship.drop();
  }
}
