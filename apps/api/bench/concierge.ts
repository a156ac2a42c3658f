import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { createApp } from '../src/app.ts';
import { HttpClient } from '../src/testing/http-client.ts';

/**
 * The offline concierge over real HTTP: the app on embedded PGlite with the demo ship, 200
 * varied questions (English and Arabic) sent one at a time to POST /api/chat by 20 guests, each
 * reply read to the end of its UI message stream. Prints the time to the first text delta and to
 * the end of the stream. Targets on 2 cores: p50 TTFT < 50 ms, p95 full reply < 300 ms.
 * Run: `tsx bench/concierge.ts`.
 */
const TTFT_P50_TARGET_MS = 50;
const FULL_P95_TARGET_MS = 300;
const QUESTION_COUNT = 200;
/** Ten questions each keeps every guest under the chat rate limit of 20 a minute. */
const GUEST_COUNT = 20;

const ENGLISH = [
  'Tell me about restaurants',
  'Tell me about spa services',
  'Tell me about activities',
  'Tell me about shore excursions',
  'Daily Specials & Promotions',
  'I would like to order room service',
  'What time does La Tavola open?',
  'Do you have seafood?',
  'Where is Guest Services?',
  'Which deck is the Water Park on?',
  'What is the itinerary?',
  'When do we arrive in Aqaba?',
  'Tell me about the Petra Grand Tour',
  'What excursions are there in Yanbu?',
  'How do I connect to the Wi-Fi?',
  'What is the dress code on board?',
  'Is alcohol served on board?',
  'What are the spa opening hours?',
  'What is there for kids?',
  'Book a table at Irth tomorrow at 8pm for 2 people',
  'Book a table at Layalina today at 9pm for 4',
  'I want to book a massage tomorrow at 10am',
  'Show my bookings',
  'Can I bring my pet parrot?',
  'Hello!',
  'Thanks a lot',
  'Please send 2 coffees to my room',
  'Is there a casino on board?',
  'Tell me about Bamboo Kitchen',
  'What currency is used on board?',
];
const ARABIC = [
  'ما هي المطاعم المتوفرة؟',
  'حدثني عن خدمات السبا',
  'ما الأنشطة المتاحة للأطفال؟',
  'ما هي الرحلات البرية المتاحة؟',
  'ما هي العروض اليوم؟',
  'أريد طلب خدمة الغرف',
  'أين يقع المركز الطبي؟',
  'ما هو خط سير الرحلة؟',
  'متى نصل إلى جدة؟',
  'كيف أتصل بشبكة الواي فاي؟',
  'ما قواعد اللباس على متن السفينة؟',
  'أريد حجز طاولة في ليالينا غدا الساعة 8 مساء لشخصين',
  'أريد حجز مساج البحر الأحمر غدا الساعة 11 صباحا',
  'ما هي حجوزاتي؟',
  'مرحبا',
  'شكرا جزيلا',
  'هل يمكنني إحضار ببغائي؟',
  'حدثني عن مطعم إرث',
  'ما الوثائق التي أحتاجها للرحلة؟',
  'أريد التحدث مع موظف',
];

function questions(): string[] {
  const all = [...ENGLISH, ...ARABIC];
  return Array.from({ length: QUESTION_COUNT }, (_, i) => all[(i * 7) % all.length] ?? 'Hello');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Sends one question and reads its stream: [time to first text delta, time to the end]. */
async function askStreaming(guest: HttpClient, text: string): Promise<[number, number]> {
  const started = performance.now();
  const res = await guest.post('/api/chat', {
    messages: [{ role: 'user', parts: [{ type: 'text', text }] }],
  });
  if (res.status !== 200 || !res.body) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let firstToken = 0;
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    if (!firstToken && buffered.includes('"type":"text-delta"')) firstToken = performance.now() - started;
  }
  const full = performance.now() - started;
  return [firstToken || full, full];
}

export async function main(): Promise<void> {
  const handle = await createDb({ dataDir: 'memory://' });
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-bench-'));
  await handle.migrate();
  await seedDemoShip(handle.db);
  const app = createApp({ db: handle.db, config: { brandName: 'Marsa', secureCookies: false, uploadDir } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  try {
    const guests: HttpClient[] = [];
    for (let i = 0; i < GUEST_COUNT; i++) {
      const guest = new HttpClient(url);
      const res = await guest.post('/api/register', {
        username: `bench${i}`,
        password: 'sea-breeze-1',
        fullName: `Bench Guest ${i}`,
        roomNumber: String(8000 + i),
        deck: '8',
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
      guests.push(guest);
    }
    // Warm-up: module loading and query planning are not what this measures.
    for (const text of ['Hello', 'Tell me about restaurants'])
      await askStreaming(guests[0] as HttpClient, text);

    const ttft: number[] = [];
    const full: number[] = [];
    const list = questions();
    for (const [index, text] of list.entries()) {
      const [first, end] = await askStreaming(guests[(index % (GUEST_COUNT - 1)) + 1] as HttpClient, text);
      ttft.push(first);
      full.push(end);
    }
    const p50 = percentile(ttft, 50);
    const p95 = percentile(full, 95);
    console.log(`concierge over HTTP /api/chat, ${list.length} questions (EN and AR), PGlite + demo ship`);
    console.log(
      `  time to first token  p50 ${p50.toFixed(1)} ms  p95 ${percentile(ttft, 95).toFixed(1)} ms  (${p50 < TTFT_P50_TARGET_MS ? 'OK' : 'OVER TARGET'}, target p50 < ${TTFT_P50_TARGET_MS} ms)`,
    );
    console.log(
      `  full reply           p50 ${percentile(full, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${p95 < FULL_P95_TARGET_MS ? 'OK' : 'OVER TARGET'}, target p95 < ${FULL_P95_TARGET_MS} ms)`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
