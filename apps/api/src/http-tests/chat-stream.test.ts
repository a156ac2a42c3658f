import { eq, messages, users } from '@marsa/db';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let guest: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  guest = await server.guest('streamer');
});
afterAll(() => server.close());

const chatBody = (text: string) => ({
  id: 'chat-1',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text }] }],
});

type Chunk = {
  type: string;
  delta?: string;
  toolName?: string;
  data?: { id: number; content: string };
  messageMetadata?: { userMessageId?: number };
};

/** Reads a UI message stream (SSE) to the end, returning its JSON chunks. */
async function readStream(res: Response): Promise<Chunk[]> {
  const body = await res.text();
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

describe('POST /api/chat', () => {
  it('streams the text and the stored cards, never raw tool calls or outputs', async () => {
    const res = await guest.post('/api/chat', chatBody('Tell me about restaurants'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const chunks = await readStream(res);
    const types = chunks.map((chunk) => chunk.type);
    expect(types[0]).toBe('start');
    expect(types.filter((type) => type.startsWith('tool-'))).toEqual([]);
    const deltas = chunks.filter((chunk) => chunk.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((chunk) => chunk.delta).join('');
    expect(text).toContain('La Tavola');
    expect(types.at(-1)).toBe('finish');

    const list = await (await guest.get('/api/messages')).json();
    expect(list.at(-2)).toMatchObject({ type: 'user', content: 'Tell me about restaurants' });
    expect(list.at(-2).id).toBe(chunks[0]?.messageMetadata?.userMessageId);
    expect(JSON.parse(list.at(-1).content)).toMatchObject({ type: 'restaurants', message: text });
    const reply = chunks.find((chunk) => chunk.type === 'data-reply');
    expect(types.indexOf('data-reply')).toBe(types.length - 2);
    expect(reply?.data).toEqual({ id: list.at(-1).id, content: list.at(-1).content });
  });

  it('keeps the conversation: a follow-up completes a booking, confirmed in words', async () => {
    await readStream(
      await guest.post('/api/chat', chatBody('I want to book a table at Coral Grill tomorrow')),
    );
    await readStream(await guest.post('/api/chat', chatBody('2 people at 1pm')));
    expect(await (await guest.get('/api/bookings')).json()).toHaveLength(0);
    const chunks = await readStream(await guest.post('/api/chat', chatBody('yes')));
    const text = chunks
      .filter((chunk) => chunk.type === 'text-delta')
      .map((chunk) => chunk.delta)
      .join('');
    expect(text).toMatch(/^Your table is booked: Coral Grill/);
    expect(chunks.some((chunk) => chunk.type.startsWith('tool-'))).toBe(false);
    const bookings = await (await guest.get('/api/bookings')).json();
    expect(bookings.at(-1)).toMatchObject({ serviceName: 'Coral Grill', time: '13:00', partySize: 2 });
  });

  it('refuses anonymous callers, bad bodies and guests over the rate limit', async () => {
    const anonymous = await server.client().post('/api/chat', chatBody('Hello'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: 'User not authenticated',
      code: 'auth.not_authenticated',
      params: {},
    });

    const empty = await guest.post('/api/chat', chatBody('   '));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Message cannot be empty');
    const noMessages = await guest.post('/api/chat', { messages: [] });
    expect(noMessages.status).toBe(400);
    expect((await noMessages.json()).fieldErrors.messages).toEqual(['Send at least one message']);
    const notJson = await guest.request('POST', '/api/chat', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);

    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'streamer'));
    await server.db
      .insert(messages)
      .values(
        Array.from({ length: 20 }, () => ({ userId: row?.id ?? 0, type: 'user' as const, content: 'hi' })),
      );
    const limited = await guest.post('/api/chat', chatBody('Hello again'));
    expect(limited.status).toBe(429);
  });
});
