import type { ShipDatabase } from './ship-data.ts';

const SEND_RATE = 500;

/**
 * Every guest holds GET /api/messages/stream open; the bench then stores one message per guest
 * straight into PostgreSQL (paced at SEND_RATE/s) and times each until its event arrives.
 */
export async function measureFanOut(label: string, base: string, ship: ShipDatabase): Promise<void> {
  const guests = ship.cookies.length;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const aborts: AbortController[] = [];
  const openedAt = performance.now();
  const opened = await Promise.all(
    ship.cookies.map(async (cookie) => {
      const abort = new AbortController();
      aborts.push(abort);
      const res = await fetch(`${base}/api/messages/stream`, {
        headers: { cookie, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (res.status !== 200 || !res.body) return false;
      void (async () => {
        const decoder = new TextDecoder();
        try {
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            const text = decoder.decode(chunk, { stream: true });
            for (const match of text.matchAll(/"content" ?: ?"(fan-out [^"]+ [0-9]+)"/g)) {
              const at = sentAt.get(match[1] ?? '');
              if (at !== undefined) latencies.push(performance.now() - at);
            }
          }
        } catch {
          // closed at the end
        }
      })();
      return true;
    }),
  );
  const open = opened.filter(Boolean).length;
  console.log(
    `\nStream fan-out, ${label}: ${open} of ${guests} streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s; one message per guest at ${SEND_RATE}/s`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const inserts: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < guests; index++) {
    const due = started + (index * 1000) / SEND_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const content = `fan-out ${label} ${index}`;
    sentAt.set(content, performance.now());
    // postgres.js runs a query only once it is awaited or then'd.
    inserts.push(
      ship.sql`insert into messages (user_id, type, content) values (${ship.userIds[index] ?? 0}, 'assistant', ${content})`.then(
        () => undefined,
        (error: unknown) => console.error('insert failed:', error),
      ),
    );
  }
  await Promise.all(inserts);
  const deadline = performance.now() + 5000;
  while (latencies.length < guests && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const abort of aborts) abort.abort();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  console.log(
    `message written → event received: p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  received ${latencies.length}/${guests} (target p99 < 100 ms)`,
  );
}
