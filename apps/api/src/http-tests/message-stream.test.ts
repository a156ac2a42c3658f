import { eq, messages, users } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { openSse, type SseStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let nadia: HttpClient;
let karim: HttpClient;
const streams: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ streamHeartbeatMs: 150 });
  nadia = await server.guest('nadia');
  karim = await server.guest('karim');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

type Message = { id: number; type: string; content: string; createdAt: string; wasHelpful: boolean | null };
const userId = async (username: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
const follow = async (client: HttpClient, headers: Record<string, string> = {}) => {
  const stream = await openSse(`${server.url}/api/messages/stream`, {
    cookie: client.cookieHeader,
    ...headers,
  });
  streams.push(stream);
  return stream;
};
const nextMessage = async (stream: SseStream): Promise<Message> => {
  const event = await stream.next();
  expect(event.event).toBe('message');
  const message = JSON.parse(event.data) as Message;
  expect(event.id).toBe(String(message.id));
  return message;
};

describe('GET /api/messages/stream', () => {
  it('is 401 without a session', async () => {
    const res = await server.client().get('/api/messages/stream');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Not authenticated',
      code: 'auth.not_signed_in',
      params: {},
    });
  });

  it("pushes the guest's message and the concierge's reply exactly as GET /api/messages lists them", async () => {
    const stream = await follow(nadia);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const sent = await nadia.post('/api/messages', { content: 'Hello there', type: 'user' });
    expect(sent.status).toBe(201);
    const pushed = [await nextMessage(stream), await nextMessage(stream)];
    const listed = (await (await nadia.get('/api/messages')).json()) as Message[];
    expect(pushed).toEqual(listed.slice(-2));
    expect(pushed.map((message) => message.type)).toEqual(['user', 'assistant']);
  });

  it('pushes a message stored by any code path (e.g. a staff reply) to its guest only', async () => {
    const nadiaStream = await follow(nadia);
    const karimStream = await follow(karim);
    const [row] = await server.db
      .insert(messages)
      .values({ userId: await userId('nadia'), type: 'assistant', content: 'Your table is ready.' })
      .returning({ id: messages.id });
    const pushed = await nextMessage(nadiaStream);
    expect(pushed).toMatchObject({ id: row?.id, content: 'Your table is ready.', wasHelpful: null });
    await expect(karimStream.next(300)).rejects.toThrow(/no event/);
  });

  it('pushes a message too large for a notification payload (read from the database instead)', async () => {
    const stream = await follow(nadia);
    const long = `A long reply. ${'x'.repeat(9000)}`;
    await server.db
      .insert(messages)
      .values({ userId: await userId('nadia'), type: 'assistant', content: long });
    const pushed = await nextMessage(stream);
    expect(pushed.content).toBe(long);
    const listed = (await (await nadia.get('/api/messages')).json()) as Message[];
    expect(pushed).toEqual(listed.at(-1));
  });

  it('replays what came after Last-Event-ID first, in order, then goes on live', async () => {
    const listed = (await (await nadia.get('/api/messages')).json()) as Message[];
    const from = listed[0]?.id ?? 0;
    const stream = await follow(nadia, { 'last-event-id': String(from) });
    const replayed: number[] = [];
    for (let index = 1; index < listed.length; index++) replayed.push((await nextMessage(stream)).id);
    expect(replayed).toEqual(listed.slice(1).map((message) => message.id));
    await server.db.insert(messages).values({ userId: await userId('nadia'), type: 'user', content: 'More' });
    expect((await nextMessage(stream)).content).toBe('More');
  });

  it('sends a comment heartbeat while nothing happens', async () => {
    const stream = await follow(karim);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stream.comments).toContain('heartbeat');
  });

  it('ends a stream when its session is revoked, and the cookie then gets 401', async () => {
    const leila = await server.guest('leila');
    const stream = await follow(leila);
    const phone = server.client();
    expect((await phone.post('/api/login', { username: 'leila', password: 'sea-breeze-1' })).status).toBe(
      200,
    );
    const otherDevice = await follow(phone);
    expect((await leila.post('/api/logout', {})).status).toBe(200);
    await expect(stream.next(1000)).rejects.toThrow('the stream ended');
    // Another device's session is not revoked by this logout: its stream stays open.
    await server.db
      .insert(messages)
      .values({ userId: await userId('leila'), type: 'assistant', content: 'Still here' });
    expect((await nextMessage(otherDevice)).content).toBe('Still here');
    const again = await follow(leila);
    expect(again.status).toBe(401);
  });
});
