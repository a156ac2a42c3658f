import { aiLearnings, eq, messages, users } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let salma: HttpClient;
let guestId = 0;

beforeAll(async () => {
  server = await startTestServer();
  salma = await server.guest('salma');
  guestId =
    (await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'salma')))[0]?.id ?? 0;
});
afterAll(() => server.close());

const addMessage = async (type: 'user' | 'assistant', content: string) => {
  const [row] = await server.db.insert(messages).values({ userId: guestId, type, content }).returning();
  return row?.id ?? 0;
};

/** Polls a URL the way a browser's HTTP cache does: If-None-Match with the last ETag. */
async function expectConditional(url: string) {
  const first = await salma.get(url);
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^".+"$/);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  await first.text();

  const unchanged = await salma.get(url, { 'if-none-match': etag });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe('');
  expect(unchanged.headers.get('etag')).toBe(etag);

  const assistantId = await addMessage('assistant', 'The spa opens at 09:00.');
  const afterMessage = await salma.get(url, { 'if-none-match': etag });
  expect(afterMessage.status).toBe(200);
  expect(await afterMessage.text()).toContain('The spa opens at 09:00.');
  const etag2 = afterMessage.headers.get('etag') ?? '';
  expect(etag2).not.toBe(etag);

  await server.db.insert(aiLearnings).values({
    userId: guestId,
    messageId: assistantId,
    query: 'spa',
    topic: 'spa',
    response: 'The spa opens at 09:00.',
  });
  const afterLearning = await salma.get(url, { 'if-none-match': etag2 });
  expect(afterLearning.status).toBe(200);
  const etag3 = afterLearning.headers.get('etag') ?? '';
  await afterLearning.text();

  const thumbs = async (helpful: boolean) => {
    const res = await salma.trpc('mutation', 'guest.chat.feedback', { messageId: assistantId, helpful });
    expect(res.status).toBe(200);
  };
  await thumbs(true);
  const up = await salma.get(url, { 'if-none-match': etag3 });
  expect(up.status).toBe(200);
  expect(await up.text()).toContain('"wasHelpful":true');
  const etag4 = up.headers.get('etag') ?? '';
  await thumbs(false);
  const down = await salma.get(url, { 'if-none-match': etag4 });
  expect(down.status).toBe(200);
  expect(await down.text()).toContain('"wasHelpful":false');
}

describe('conditional chat polls', () => {
  it('GET /api/messages: 304 while nothing changed; a new message or a thumbs change gives 200', async () => {
    await expectConditional('/api/messages');
  });

  it('the tRPC guest.chat.list does the same', async () => {
    await expectConditional('/trpc/guest.chat.list');
  });

  it("another guest's ETag never matches, and the validator needs a session", async () => {
    const mine = (await salma.get('/api/messages')).headers.get('etag') ?? '';
    const other = await server.guest('farid');
    expect((await other.get('/api/messages', { 'if-none-match': mine })).status).toBe(200);
    expect((await server.client().get('/api/messages', { 'if-none-match': mine })).status).toBe(401);
  });
});
