import { aiLearnings, eq, messages, users } from '@marsa/db';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let layla: HttpClient;
let omar: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  layla = await server.guest('layla');
  omar = await server.guest('omar');
});
afterAll(() => server.close());

type Message = { id: number; type: 'user' | 'assistant'; content: string; wasHelpful: boolean | null };
const conversation = async (client: HttpClient): Promise<Message[]> =>
  (await client.get('/api/messages')).json();
const userId = async (username: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

describe('guest.chat.welcome', () => {
  it('posts one structured welcome for an empty conversation, even when called twice at once', async () => {
    const [first, second] = await Promise.all([
      layla.trpc('mutation', 'guest.chat.welcome'),
      layla.trpc('mutation', 'guest.chat.welcome'),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const list = await conversation(layla);
    expect(list).toHaveLength(1);
    expect(list[0]?.type).toBe('assistant');
    const welcome = JSON.parse(list[0]?.content ?? '{}');
    expect(welcome).toMatchObject({ type: 'welcome' });
    expect(welcome.message).toMatch(/^Welcome aboard Marsa, Guest!/);
    expect(welcome.suggestions).toContain('Daily Specials & Promotions');

    const later = await layla.trpc('mutation', 'guest.chat.welcome');
    expect((await later.json()).result.data).toBeNull();
    expect(await conversation(layla)).toHaveLength(1);
  });

  it('speaks Arabic when asked to, and refuses anonymous callers', async () => {
    const arabic = await server.guest();
    const res = await arabic.trpc('mutation', 'guest.chat.welcome', { lang: 'ar' });
    expect(JSON.parse((await res.json()).result.data.content).message).toMatch(/^أهلًا بك على متن Marsa/);
    expect((await server.client().trpc('mutation', 'guest.chat.welcome')).status).toBe(401);
  });
});

describe('POST and GET /api/messages', () => {
  it('stores the message, answers it, records a learning and returns the created message', async () => {
    const res = await layla.post('/api/messages', { content: '  Tell me about restaurants  ', type: 'user' });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ type: 'user', content: 'Tell me about restaurants' });

    const list = await conversation(layla);
    expect(list.map((m) => m.type)).toEqual(['assistant', 'user', 'assistant']);
    expect(list[1]?.id).toBe(created.id);
    const answer = list[2];
    expect(answer?.content).toContain('La Tavola');
    const [learning] = await server.db
      .select()
      .from(aiLearnings)
      .where(eq(aiLearnings.messageId, answer?.id ?? 0));
    expect(learning).toMatchObject({
      query: 'Tell me about restaurants',
      topic: 'dining',
      userId: await userId('layla'),
    });
    expect(learning?.response).toContain('Coral Grill');
  });

  it('never shows a guest another guest’s messages', async () => {
    await omar.post('/api/messages', { content: 'Where is Guest Services?', type: 'user' });
    const omarsList = await conversation(omar);
    const laylasList = await conversation(layla);
    expect(omarsList.map((m) => m.content)).toContain('Where is Guest Services?');
    expect(laylasList.map((m) => m.content)).not.toContain('Where is Guest Services?');
    expect(omarsList.map((m) => m.content)).not.toContain('Tell me about restaurants');
    expect(omarsList.every((m) => !laylasList.some((l) => l.id === m.id))).toBe(true);
  });

  it('refuses anonymous callers and bad messages', async () => {
    expect((await server.client().get('/api/messages')).status).toBe(401);
    const anonymous = await server.client().post('/api/messages', { content: 'hi', type: 'user' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: 'User not authenticated',
      code: 'auth.not_authenticated',
      params: {},
    });

    const empty = await layla.post('/api/messages', { content: '   ', type: 'user' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({ content: ['Message cannot be empty'] });
    const long = await layla.post('/api/messages', { content: 'x'.repeat(2001), type: 'user' });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors.content).toEqual(['Message can be at most 2000 characters']);
    const wrongType = await layla.post('/api/messages', { content: 'hi', type: 'assistant' });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).fieldErrors.type).toBeDefined();
  });

  it('limits a guest to 20 messages a minute (429)', async () => {
    const busy = await server.guest('busy');
    const id = await userId('busy');
    await server.db
      .insert(messages)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ userId: id, type: 'user' as const, content: `hi ${i}` })),
      );
    const res = await busy.post('/api/messages', { content: 'one more', type: 'user' });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(
      'You are sending messages too quickly. Please wait a moment and try again.',
    );
    expect((await layla.post('/api/messages', { content: 'Thanks!', type: 'user' })).status).toBe(201);
  });
});

describe('guest.chat.feedback', () => {
  it('sets wasHelpful on the learning of the guest’s own answer only', async () => {
    const answer = (await conversation(layla)).filter((m) => m.type === 'assistant').at(-1);
    const res = await layla.trpc('mutation', 'guest.chat.feedback', { messageId: answer?.id, helpful: true });
    expect(res.status).toBe(200);
    expect((await res.json()).result.data).toEqual({ messageId: answer?.id, wasHelpful: true });
    const [learning] = await server.db
      .select()
      .from(aiLearnings)
      .where(eq(aiLearnings.messageId, answer?.id ?? 0));
    expect(learning?.wasHelpful).toBe(true);

    const down = await layla.trpc('mutation', 'guest.chat.feedback', {
      messageId: answer?.id,
      helpful: false,
    });
    expect((await down.json()).result.data.wasHelpful).toBe(false);
    const rated = (await conversation(layla)).find((m) => m.id === answer?.id);
    expect(rated?.wasHelpful).toBe(false);

    const stranger = await omar.trpc('mutation', 'guest.chat.feedback', {
      messageId: answer?.id,
      helpful: false,
    });
    expect(stranger.status).toBe(404);
    expect(
      (await server.client().trpc('mutation', 'guest.chat.feedback', { messageId: 1, helpful: true })).status,
    ).toBe(401);
    const bad = await layla.trpc('mutation', 'guest.chat.feedback', { messageId: 'x', helpful: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.data.fieldErrors).sort()).toEqual(['helpful', 'messageId']);
  });
});

describe('guest.chat.list and send over tRPC', () => {
  it('works for guests and refuses anonymous callers', async () => {
    const sent = await omar.trpc('mutation', 'guest.chat.send', { content: 'Hello' });
    expect(sent.status).toBe(200);
    expect((await sent.json()).result.data).toMatchObject({ type: 'user', content: 'Hello' });
    const list = await omar.trpc('query', 'guest.chat.list');
    expect((await list.json()).result.data.at(-1).content).toMatch(/^Hello Guest omar!/);
    expect((await server.client().trpc('query', 'guest.chat.list')).status).toBe(401);
    expect((await server.client().trpc('mutation', 'guest.chat.send', { content: 'Hello' })).status).toBe(
      401,
    );
  });
});
