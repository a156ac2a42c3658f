import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Issue 15 §2: asked to book what the guest already has (the same excursion, or the same venue at
 * the same slot), the concierge's confirmation says so first, through the real chat route; the
 * guest may still book another (the §7 calls keep their rules).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
});
afterAll(() => server.close());

type Message = { id: number; type: 'user' | 'assistant'; content: string };
type Stored = {
  message: string;
  summary?: { alreadyBooked?: { bookingId: number; partySize: number } | null };
};

async function ask(client: HttpClient, content: string): Promise<{ text: string; stored: Stored }> {
  const res = await client.post('/api/messages', { content, type: 'user' });
  expect(res.status).toBe(201);
  const list: Message[] = await (await client.get('/api/messages')).json();
  const raw = list.at(-1)?.content ?? '';
  const stored: Stored = raw.startsWith('{') ? JSON.parse(raw) : { message: raw };
  return { text: stored.message, stored };
}

const bookingsOf = async (client: HttpClient) => (await client.get('/api/bookings')).json();

describe('the concierge asks before booking the same thing twice', () => {
  it('the same restaurant slot: "You already have … — book another?" first, then a second booking on yes', async () => {
    const guest = await server.guest();
    const first = await ask(guest, 'Book a table at La Tavola tomorrow at 7:30pm for 2 people');
    expect(first.text).toMatch(/^Please confirm:/);
    expect(first.stored.summary?.alreadyBooked).toBeNull();
    await ask(guest, 'yes');
    const [booked] = await bookingsOf(guest);

    const again = await ask(guest, 'Book a table at La Tavola tomorrow at 7:30pm for 2 people');
    expect(again.text).toMatch(
      new RegExp(
        `^You already have La Tavola tomorrow .*, 7:30\\sPM \\(booking #${booked.id}, 2 guests\\) — book another\\?\\nPlease confirm:\\n• La Tavola\\n`,
      ),
    );
    expect(again.stored.summary?.alreadyBooked).toEqual({ bookingId: booked.id, partySize: 2 });
    expect(await bookingsOf(guest)).toHaveLength(1);
    await ask(guest, 'yes');
    expect(await bookingsOf(guest)).toHaveLength(2);

    // Another time the same evening is not the same slot: no warning.
    const other = await ask(guest, 'Book a table at La Tavola tomorrow at 8:30pm for 2 people');
    expect(other.text).toMatch(/^Please confirm:/);
    expect(other.stored.summary?.alreadyBooked).toBeNull();
  });

  it('the same excursion booked on the excursions screen, asked in English', async () => {
    const guest = await server.guest();
    const excursions: { id: number; title: string }[] = await (
      await guest.get('/api/shore-excursions')
    ).json();
    const petra = excursions.find((e) => e.title === 'Petra Grand Tour');
    const res = await guest.post('/api/shore-excursion-bookings', {
      shoreExcursionId: petra?.id,
      participants: 1,
      specialRequests: '',
    });
    expect(res.status).toBe(201);
    const mine = await res.json();
    const again = await ask(guest, 'Please book the Petra Grand Tour for 2 people');
    expect(again.text.split('\n')[0]).toBe(
      `You already have Petra Grand Tour (booking #${mine.id}, 1 participant) — book another?`,
    );
    expect(again.stored.summary?.alreadyBooked).toEqual({ bookingId: mine.id, partySize: 1 });
  });

  it('the same spa slot, asked in Arabic', async () => {
    const guest = await server.guest();
    await ask(guest, 'أريد حجز مساج التوقيع غدا الساعة 10 صباحا');
    await ask(guest, 'نعم');
    const [booked] = await bookingsOf(guest);
    const again = await ask(guest, 'أريد حجز مساج التوقيع غدا الساعة 10 صباحا');
    expect(again.text.split('\n')[0]).toMatch(
      new RegExp(`^لديك .* بالفعل \\(الحجز رقم ${booked.id}، ضيف واحد\\) — هل تريد حجزًا آخر؟$`),
    );
    expect(again.text.split('\n')[1]).toBe('يرجى التأكيد:');
  });
});
