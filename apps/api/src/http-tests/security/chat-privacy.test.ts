import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const SECRET = 'QX4471982';
const CORRECTION = 'Gala night is formal: a dark suit or a long dress, please.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  const guestA = await server.guest('privateguest');
  const sent = await guestA.post('/api/messages', {
    content: `What is the dress code for the gala night? My passport is ${SECRET}`,
  });
  expect(sent.status).toBe(201);
  const admin = await server.admin();
  const learnings: { id: number; query: string }[] = await (
    await admin.get('/api/admin/ai-learnings')
  ).json();
  const planted = learnings.find((learning) => learning.query.includes(SECRET));
  if (!planted) throw new Error('the planted learning is missing');
  const corrected = await admin.put(`/api/admin/ai-learnings/${planted.id}`, { adminCorrection: CORRECTION });
  expect(corrected.status).toBe(200);
});
afterAll(() => server.close());

/** Close to the planted question without being it: the concierge finds the correction by meaning. */
const QUESTION = 'What should I wear for the gala night?';

async function conversationOf(guest: HttpClient): Promise<string> {
  const res = await guest.get('/api/messages');
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json());
}

describe("finding: one guest's words reach another guest", () => {
  it('REST POST /api/messages serves the correction, never the other guest’s question', async () => {
    const guestB = await server.guest();
    const res = await guestB.post('/api/messages', { content: QUESTION });
    const body = await res.text();
    expect(res.status).toBe(201);
    expect(body).not.toContain(SECRET);
    const conversation = await conversationOf(guestB);
    expect(conversation).toContain(CORRECTION);
    expect(conversation).not.toContain(SECRET);
  });

  it('tRPC guest.chat.send serves the correction, never the other guest’s question', async () => {
    const guestB = await server.guest();
    const res = await guestB.trpc('mutation', 'guest.chat.send', { content: QUESTION });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(SECRET);
    const list = await guestB.trpc('query', 'guest.chat.list');
    const text = await list.text();
    expect(text).toContain(CORRECTION);
    expect(text).not.toContain(SECRET);
  });

  it('the /api/chat stream carries the correction and no tool output with the other guest’s question', async () => {
    const guestB = await server.guest();
    const res = await guestB.post('/api/chat', {
      id: 'privacy',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: QUESTION }] }],
    });
    expect(res.status).toBe(200);
    const stream = await res.text();
    expect(stream).not.toContain(SECRET);
    expect(stream).not.toMatch(/"type":"tool-/);
    const text = stream
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
      .filter((chunk) => chunk.type === 'text-delta')
      .map((chunk) => chunk.delta)
      .join('');
    expect(text).toContain(CORRECTION);
  });

  it('asked word for word, the correction is still served without the question', async () => {
    const guestB = await server.guest();
    const res = await guestB.post('/api/chat', {
      messages: [
        {
          role: 'user',
          parts: [
            { type: 'text', text: `What is the dress code for the gala night? My passport is ${SECRET}` },
          ],
        },
      ],
    });
    const stream = await res.text();
    // The guest's own words are theirs; what matters is that the reply is the correction alone.
    expect(stream).toContain(CORRECTION.slice(0, 20));
  });
});
