import { roomServiceOrders } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Multi-turn dialogues through the real chat route (POST /api/messages) on the demo ship (issue 9 §2, §3, §5). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
});
afterAll(() => server.close());

type Source = { kind: string; id: number; title: string };
type Message = { id: number; type: 'user' | 'assistant'; content: string; sources?: Source[] };

async function ask(
  client: HttpClient,
  content: string,
): Promise<{ text: string; raw: string; sources: Source[] }> {
  const res = await client.post('/api/messages', { content, type: 'user' });
  expect(res.status).toBe(201);
  const list: Message[] = await (await client.get('/api/messages')).json();
  const raw = list.at(-1)?.content ?? '';
  const text = raw.startsWith('{') ? (JSON.parse(raw) as { message: string }).message : raw;
  return { text, raw, sources: list.at(-1)?.sources ?? [] };
}

const bookingsOf = async (client: HttpClient) => (await client.get('/api/bookings')).json();
const excursionsOf = async (client: HttpClient) => (await client.get('/api/shore-excursion-bookings')).json();

describe('follow-ups resolve to what was just shown', () => {
  it('"the second one" and "which one takes the longest?" after the spa list', async () => {
    const guest = await server.guest();
    const list = await ask(guest, 'Show me the spa treatments');
    expect(list.text).toMatch(/Signature Red Sea Massage[\s\S]*Royal Rejuvenation Facial/);
    // One field asked, one field answered (with the thing's name and its source chip), not the card again.
    const second = await ask(guest, 'how much is the second one?');
    expect(second.text).toMatch(/^Royal Rejuvenation Facial costs \$210\.00 \(SAR\s787\.50\)\.$/);
    expect(second.sources).toContainEqual(
      expect.objectContaining({ kind: 'spa', title: 'Royal Rejuvenation Facial' }),
    );
    const longest = await ask(guest, 'which one takes the longest?');
    expect(longest.text).toMatch(/^The longest treatment: Thermal Suite Day Pass \(180 minutes/);
  });

  it('"الثاني" and "كم سعره؟" in Arabic', async () => {
    const guest = await server.guest();
    await ask(guest, 'ما هي علاجات السبا؟');
    const second = await ask(guest, 'كم سعر الثاني؟');
    expect(second.text).toMatch(/^سعر العناية الملكية بالوجه .*210\.00/);
    const price = await ask(guest, 'كم سعره؟');
    expect(price.text).toContain('210.00');
  });

  it('"and what time does it close?" after a restaurant', async () => {
    const guest = await server.guest();
    await ask(guest, 'Tell me about Layalina');
    const closing = await ask(guest, 'and what time does it close?');
    expect(closing.text).toBe('Layalina closes at 11:00 PM.');
    expect(closing.sources).toContainEqual(
      expect.objectContaining({ kind: 'restaurant', title: 'Layalina' }),
    );
  });

  it('"#N" after a list of bookings is that booking, never a deck', async () => {
    const guest = await server.guest();
    await ask(guest, 'Book a table at Layalina tomorrow at 7pm for 2');
    await ask(guest, 'yes');
    await ask(guest, 'Book a table at Irth tomorrow at 8pm for 4');
    await ask(guest, 'yes');
    const [, irth] = await bookingsOf(guest);
    await ask(guest, 'show my bookings');
    const one = await ask(guest, `#${irth.id} please`);
    expect(one.text).toMatch(new RegExp(`^Your bookings:\\n• #${irth.id} Irth, `));
    expect(one.text).not.toMatch(/Layalina|Deck/);
    const it = await ask(guest, 'cancel it');
    expect(it.text).toContain(`Cancel booking #${irth.id} (Irth)`);
    await ask(guest, 'no');
    const which = await ask(guest, 'cancel my booking');
    expect(which.text).toMatch(/^Which booking would you like to cancel\?/);
    const proposal = await ask(guest, 'the second one');
    expect(proposal.text).toContain(`Cancel booking #${irth.id} (Irth)`);
    expect((await bookingsOf(guest)).map((b: { status: string }) => b.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    await ask(guest, 'yes');
    const after = await bookingsOf(guest);
    expect(after.map((b: { status: string }) => b.status)).toEqual(['confirmed', 'cancelled']);
  });

  it('"10 is fine" after the offered times books 10:00 once confirmed', async () => {
    const guest = await server.guest();
    const refused = await ask(guest, 'Book the Signature Red Sea Massage tomorrow at 3am');
    expect(refused.text).toMatch(/nothing free at 3:00 AM .* Free times: 9:00 AM, 10:00 AM/);
    const proposal = await ask(guest, '10 is fine');
    expect(proposal.text).toMatch(/^Please confirm:\n• Signature Red Sea Massage\n• tomorrow .*, 10:00 AM\n/);
    await ask(guest, 'yes');
    const [booking] = await bookingsOf(guest);
    expect(booking).toMatchObject({ serviceName: 'Signature Red Sea Massage', time: '10:00', partySize: 1 });
  });
});

describe('actions only on a clear, confirmed request', () => {
  it('a question after a booking answers it and never books again', async () => {
    const guest = await server.guest();
    const proposal = await ask(guest, 'Book the Petra Grand Tour for the two of us');
    expect(proposal.text).toMatch(/• 2 participants\n• Total: \$578\.00 \(SAR\s2,167\.50\)/);
    await ask(guest, 'yes');
    expect(await excursionsOf(guest)).toHaveLength(1);
    const answer = await ask(guest, 'How much is that in total and what time do we leave?');
    expect(answer.text).toContain('departs 7:30 AM');
    expect(answer.text).toMatch(/For 2 participants: \$578\.00 \(SAR\s2,167\.50\) in total\./);
    expect(await excursionsOf(guest)).toHaveLength(1);
    await ask(guest, 'yes');
    expect(await excursionsOf(guest)).toHaveLength(1);
  });

  it('a room-service question orders nothing', async () => {
    const guest = await server.guest();
    const before = (await server.db.select().from(roomServiceOrders)).length;
    const answer = await ask(guest, 'what number do I dial for room service?');
    expect(answer.text).toContain('dialling 3000');
    const unknown = await ask(guest, 'I would like to order room service');
    expect(unknown.text).toMatch(/What would you like/);
    const notOnMenu = await ask(guest, 'a unicorn steak');
    expect(notOnMenu.text).toMatch(/^I couldn't find unicorn steak on the room-service menu/);
    expect((await server.db.select().from(roomServiceOrders)).length).toBe(before);
  });

  it('reads the party from words and lets the guest change it before confirming', async () => {
    const guest = await server.guest();
    const refused = await ask(guest, 'Book a table at La Tavola tomorrow at 7pm for my wife and me');
    expect(refused.text).toMatch(
      /nothing free at 7:00 PM .* The nearest free times are 6:30 PM and 7:30 PM\./,
    );
    const proposal = await ask(guest, '7:30 then');
    expect(proposal.text).toMatch(/^Please confirm:\n• La Tavola\n• tomorrow .*, 7:30 PM\n• 2 guests/);
    const changed = await ask(guest, 'for 3 instead');
    expect(changed.text).toMatch(/^Please confirm:\n• La Tavola\n• tomorrow .*, 7:30 PM\n• 3 guests/);
    const later = await ask(guest, 'make it 8:30 instead');
    expect(later.text).toMatch(/• tomorrow .*, 8:30 PM\n• 3 guests/);
    expect(await bookingsOf(guest)).toHaveLength(0);
    await ask(guest, 'yes');
    const bookings = await bookingsOf(guest);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ serviceName: 'La Tavola', time: '20:30', partySize: 3 });
  });

  it('"Change" asks what to change, and "no" drops the proposal', async () => {
    const guest = await server.guest();
    await ask(guest, 'Book a table at Irth tomorrow at 8pm for 2');
    const change = await ask(guest, 'Change');
    expect(change.text).toMatch(
      /^Of course\. What would you like to change: the date, the time or the number of guests\?/,
    );
    const proposal = await ask(guest, 'for 4');
    expect(proposal.text).toMatch(/• 4 guests/);
    const declined = await ask(guest, 'no');
    expect(declined.text).toMatch(/^No problem, I haven't done anything\./);
    await ask(guest, 'yes');
    expect(await bookingsOf(guest)).toHaveLength(0);
  });

  it('confirms in Arabic, once, even when the confirmation is sent twice at the same time', async () => {
    const guest = await server.guest();
    const proposal = await ask(guest, 'أريد حجز طاولة في ليالينا غدا الساعة 8 مساء أنا وزوجتي');
    expect(proposal.text).toMatch(/^يرجى التأكيد:\n• ليالينا\n.*\n• ضيفين/);
    await Promise.all([
      guest.post('/api/messages', { content: 'نعم', type: 'user' }),
      guest.post('/api/messages', { content: 'نعم', type: 'user' }),
    ]);
    const bookings = await bookingsOf(guest);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ serviceName: 'Layalina', time: '20:00', partySize: 2 });
  });

  it('explains a venue rule instead of proposing what it refuses', async () => {
    const guest = await server.guest();
    const answer = await ask(guest, 'Book a table at Irth tomorrow at 8pm for 60 people');
    expect(answer.text).not.toMatch(/^Please confirm/);
    expect(await bookingsOf(guest)).toHaveLength(0);
  });
});

describe('answers that reason over the data', () => {
  it('finds the cheapest excursion, all-aboard time, sea days and overnight stays', async () => {
    const guest = await server.guest();
    expect((await ask(guest, 'cheapest excursion?')).text).toMatch(
      /^The most affordable shore excursion: Hurghada Marina & Bazaar \(4 hours, departs 1:00 PM, \$29\.00 \(SAR\s108\.75\) per person\)\./,
    );
    expect((await ask(guest, 'when must I be back on board in Yanbu?')).text).toMatch(
      /the ship leaves .* at 6:00 PM\. All aboard is 30 minutes before departure: please be back on board by 5:30 PM\./,
    );
    expect((await ask(guest, 'any sea days?')).text).toMatch(/^There are no full sea days on this cruise/);
    expect((await ask(guest, 'do we stay overnight anywhere?')).text).toMatch(
      /^We stay overnight in:\n• Al Wajh/,
    );
    expect((await ask(guest, 'What restaurants are open late?')).text).toMatch(
      /^Open the latest: .*until 11:00 PM\./,
    );
  });
});
