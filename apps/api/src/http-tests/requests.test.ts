import { departments, notifications } from '@marsa/db';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Message = { id: number; type: 'user' | 'assistant' | 'staff'; content: string };
type Request = { id: number; category: string; status: string; message: string; excerpt: string };

let server: TestServer;
let guest: HttpClient;
let other: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  await server.db.insert(departments).values([
    { name: 'Marsa Spa', email: 'spa@ship.test', category: 'spa' },
    { name: 'Guest Services', email: 'guests@ship.test', category: 'general' },
  ]);
  guest = await server.guest();
  other = await server.guest();
  admin = await server.admin();
});
afterAll(() => server.close());

async function say(client: HttpClient, content: string, lang: 'en' | 'ar' = 'en'): Promise<string> {
  const res = await client.post('/api/messages', { content, lang });
  expect(res.status).toBe(201);
  const messages: Message[] = await (await client.get('/api/messages')).json();
  return messages.at(-1)?.content ?? '';
}

const myRequests = async (client: HttpClient): Promise<Request[]> =>
  (await client.get('/api/requests')).json();

describe('hand-off to a person by chat', () => {
  it('creates a spa request when an English-speaking guest asks for someone about the spa', async () => {
    await say(guest, 'How long is the Signature massage?');
    const reply = await say(guest, 'I want to speak to someone about my massage');
    const [request] = await myRequests(guest);
    expect(request).toMatchObject({ category: 'spa', status: 'open' });
    expect(reply).toBe(
      `I've passed your request to Marsa Spa. Your request number is #${request?.id}. A member of our staff will reply to you here in the chat, and you can follow it under My Requests on the My Bookings page.`,
    );
    expect(request?.excerpt).toContain('Guest: How long is the Signature massage?');
    expect(request?.excerpt).toContain('Guest: I want to speak to someone about my massage');
    const rows = await server.db.select().from(notifications);
    expect(rows.find((row) => row.ref === `request:${request?.id}`)).toMatchObject({
      event: 'hand_off',
      recipient: 'spa@ship.test',
      status: 'pending',
    });
  });

  it('creates a general request when an Arabic-speaking guest asks for a person', async () => {
    const arab = await server.guest();
    const reply = await say(arab, 'أبغى أكلم شخص', 'ar');
    const [request] = await myRequests(arab);
    expect(request).toMatchObject({ category: 'general', status: 'open', message: 'أبغى أكلم شخص' });
    // The department by its Arabic name (a ship's term).
    expect(reply).toContain(`لقد أحلت طلبك إلى خدمة الضيوف. رقم طلبك هو #${request?.id}.`);
  });

  it("follows the concierge's offer of staff with 'yes', in English and Arabic", async () => {
    const english = await server.guest();
    expect(await say(english, 'Can I bring my parrot on board?')).toMatch(
      /connect you with a member of our staff\?$/,
    );
    expect(await say(english, 'yes please')).toMatch(/^I've passed your request to Guest Services\./);
    const [request] = await myRequests(english);
    expect(request).toMatchObject({ message: 'Can I bring my parrot on board?', category: 'general' });

    const arabic = await server.guest();
    expect(await say(arabic, 'هل يمكنني إحضار ببغائي؟', 'ar')).toContain('أوصلك بأحد أفراد طاقمنا');
    expect(await say(arabic, 'نعم', 'ar')).toMatch(/^لقد أحلت طلبك/);
    expect(await myRequests(arabic)).toHaveLength(1);
  });

  it('does not hand over on a question that only mentions the staff', async () => {
    const asker = await server.guest();
    await say(asker, 'Can I speak Arabic with the staff?');
    await say(asker, 'هل يتحدث الموظفون العربية؟', 'ar');
    expect(await myRequests(asker)).toHaveLength(0);
  });
});

describe('/api/requests', () => {
  it('creates a request from a message, routed by its topic or by the category given', async () => {
    const spa = await guest.post('/api/requests', {
      message: 'My facial was cancelled, can someone call me?',
    });
    expect(spa.status).toBe(201);
    expect(await spa.json()).toMatchObject({ category: 'spa', status: 'open' });
    const given = await guest.post('/api/requests', { message: 'Lost my key card', category: 'general' });
    expect(await given.json()).toMatchObject({ category: 'general' });
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = (await myRequests(guest)).length;
    const empty = await guest.post('/api/requests', { message: '  ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors.message).toEqual(['Message is required']);
    expect((await guest.post('/api/requests', { message: 'hi', category: 'casino' })).status).toBe(400);
    expect((await myRequests(guest)).length).toBe(before);
    expect((await server.client().get('/api/requests')).status).toBe(401);
  });

  it("answers another guest's request with 404", async () => {
    const [mine] = await myRequests(guest);
    expect((await guest.get(`/api/requests/${mine?.id}`)).status).toBe(200);
    const res = await other.get(`/api/requests/${mine?.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Request not found' });
    expect(await myRequests(other)).toEqual([]);
  });
});

describe('/api/admin/requests', () => {
  it('filters by status and department, and only admins may look', async () => {
    const spa: Request[] = await (await admin.get('/api/admin/requests?department=spa')).json();
    expect(spa.length).toBeGreaterThan(0);
    expect(spa.every((request) => request.category === 'spa')).toBe(true);
    expect(spa[0]).toMatchObject({ guest: { roomNumber: '7012', deck: '7' } });
    const resolved: Request[] = await (await admin.get('/api/admin/requests?status=resolved')).json();
    expect(resolved).toEqual([]);
    expect((await admin.get('/api/admin/requests?status=lost')).status).toBe(400);
    expect((await guest.get('/api/admin/requests')).status).toBe(403);
  });

  it("puts the staff reply into the guest's chat and updates the status", async () => {
    const [request] = (await myRequests(guest)).filter((r) => r.category === 'spa');
    const res = await admin.put(`/api/admin/requests/${request?.id}`, {
      reply: 'Hello, this is Mona from the spa. I have moved your facial to 4 pm.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'in_progress',
      replies: [{ text: expect.any(String) }],
    });
    const messages: Message[] = await (await guest.get('/api/messages')).json();
    const staff = messages.at(-1);
    expect(staff?.type).toBe('staff');
    expect(JSON.parse(staff?.content ?? '{}')).toMatchObject({
      type: 'staff_reply',
      message: 'Hello, this is Mona from the spa. I have moved your facial to 4 pm.',
      requestId: request?.id,
      department: 'Marsa Spa',
    });
    expect(await (await other.get('/api/messages')).json()).not.toContainEqual(
      expect.objectContaining({ type: 'staff' }),
    );

    const done = await admin.put(`/api/admin/requests/${request?.id}`, { status: 'resolved' });
    expect(await done.json()).toMatchObject({ status: 'resolved' });
    expect(await (await guest.get(`/api/requests/${request?.id}`)).json()).toMatchObject({
      status: 'resolved',
      replies: [{ text: 'Hello, this is Mona from the spa. I have moved your facial to 4 pm.' }],
    });
    const counts = await (await admin.trpc('query', 'admin.requests.counts')).json();
    expect(counts.result.data.resolved).toBe(1);
  });

  it('refuses an empty update and an unknown request', async () => {
    const [request] = await myRequests(guest);
    expect((await admin.put(`/api/admin/requests/${request?.id}`, {})).status).toBe(400);
    expect((await admin.put(`/api/admin/requests/${request?.id}`, { status: 'closed' })).status).toBe(400);
    expect((await admin.put('/api/admin/requests/999999', { status: 'resolved' })).status).toBe(404);
  });
});
