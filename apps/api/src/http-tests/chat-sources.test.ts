import { aiLearnings, eq, restaurants } from '@marsa/db';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let guest: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  guest = await server.guest('sources');
});
afterAll(() => server.close());

type Source = { kind: string; id: number; title: string; titleAr: string | null };
type Message = { id: number; type: 'user' | 'assistant'; content: string; sources: Source[] };

/** Sends a message and returns the concierge's stored reply, as GET /api/messages lists it. */
async function ask(client: HttpClient, content: string): Promise<Message> {
  expect((await client.post('/api/messages', { content, type: 'user' })).status).toBe(201);
  const list = (await (await client.get('/api/messages')).json()) as Message[];
  const reply = list.at(-1);
  expect(reply?.type).toBe('assistant');
  return reply as Message;
}

describe('sources on GET /api/messages (issue 9)', () => {
  it('lists the knowledge topic an answer quotes, and the place it describes', async () => {
    const wifi = await ask(guest, 'wifi pasword?');
    expect(wifi.content).toContain('MarsaSea');
    expect(wifi.sources).toEqual([
      { kind: 'knowledge', id: expect.any(Number), title: 'How do I connect to the Wi-Fi?', titleAr: null },
    ]);

    const tavola = await ask(guest, 'What time does La Tavola open?');
    expect(tavola.sources).toContainEqual({
      kind: 'restaurant',
      id: expect.any(Number),
      title: 'La Tavola',
      titleAr: null,
    });
    // The tRPC list gives the same shape.
    const res = await guest.trpc('query', 'guest.chat.list');
    const listed = (await res.json()).result.data as Message[];
    expect(listed.at(-1)?.sources).toEqual(tavola.sources);
  });

  it('says it does not know, with no source, when nothing answers', async () => {
    const casino = await ask(await server.guest('no-source'), 'Is there a casino on board?');
    expect(casino.content).toMatch(/don't have information/);
    expect(casino.sources).toEqual([]);
  });

  it('cites a staff correction, served only for its own question', async () => {
    const [learning] = await server.db
      .insert(aiLearnings)
      .values({
        query: 'Is the pool heated?',
        topic: 'Pool temperature',
        response: 'I do not know.',
        adminCorrection: 'Yes, the pools are heated to 28°C.',
      })
      .returning();
    const heated = await ask(guest, 'is the pool heated');
    expect(heated.content).toBe('Yes, the pools are heated to 28°C.');
    expect(heated.sources).toEqual([
      { kind: 'correction', id: learning?.id, title: 'Pool temperature', titleAr: null },
    ]);
    const nearMiss = await ask(guest, 'and is it open late?');
    expect(nearMiss.content).not.toContain('28°C');
  });

  it("gives each source the record's Arabic title as it is when read (a name added later shows)", async () => {
    const reader = await server.guest('sources-ar');
    const before = await ask(reader, 'What time does La Tavola open?');
    const source = before.sources.find((s) => s.kind === 'restaurant' && s.title === 'La Tavola');
    expect(source?.titleAr).toBeNull();
    await server.db.update(restaurants).set({ nameAr: 'لا تافولا' }).where(eq(restaurants.name, 'La Tavola'));
    for (const listed of [
      (await (await reader.get('/api/messages')).json()) as Message[],
      (await (await reader.trpc('query', 'guest.chat.list')).json()).result.data as Message[],
    ]) {
      const after = listed.find((message) => message.id === before.id);
      expect(after?.sources).toContainEqual({ ...source, titleAr: 'لا تافولا' });
    }
  });
});
