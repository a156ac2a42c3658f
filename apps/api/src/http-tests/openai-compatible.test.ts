import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type ChatRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
};

const readJson = (req: IncomingMessage) =>
  new Promise<ChatRequest>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest));
  });

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

/**
 * A tiny OpenAI-compatible /chat/completions server (streaming SSE): asks for the restaurants
 * tool first, then answers from whatever that tool returned.
 */
function respond(body: ChatRequest, res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const toolMessage = body.messages.find((message) => message.role === 'tool');
  if (!toolMessage) {
    res.write(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [
          { index: 0, id: 'call_1', type: 'function', function: { name: 'restaurants', arguments: '{}' } },
        ],
      }),
    );
    res.write(chunk({}, 'tool_calls'));
  } else {
    const result = JSON.parse(toolMessage.content ?? '{}') as { restaurants: { name: string }[] };
    const names = result.restaurants.map((restaurant) => restaurant.name);
    res.write(chunk({ role: 'assistant', content: 'Tonight you can dine at ' }));
    res.write(chunk({ content: names.join(' or ') }));
    res.write(chunk({ content: '.' }));
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

let model: Server;
let requests: { body: ChatRequest; authorization: string | undefined; path: string }[] = [];
let server: TestServer;

beforeAll(async () => {
  model = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ body, authorization: req.headers.authorization, path: req.url ?? '' });
    respond(body, res);
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  server = await startTestServer({
    ai: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test-model', apiKey: 'sk-chat' },
  });
  await insertShipFixtures(server.db);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => model.close(() => resolve()));
});

describe('a configured OpenAI-compatible model', () => {
  it('gets the same tools and instructions, calls a tool and answers from its result', async () => {
    requests = [];
    const guest = await server.guest();
    const res = await guest.post('/api/messages', { content: 'Where can I eat tonight?', type: 'user' });
    expect(res.status).toBe(201);
    const list = await (await guest.get('/api/messages')).json();
    const stored = JSON.parse(list.at(-1).content);
    expect(stored).toMatchObject({
      type: 'restaurants',
      message: 'Tonight you can dine at Coral Grill or La Tavola.',
    });
    expect(stored.restaurants.map((r: { name: string }) => r.name)).toEqual(['Coral Grill', 'La Tavola']);

    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.path).toBe('/v1/chat/completions');
    expect(first?.authorization).toBe('Bearer sk-chat');
    expect(first?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(first?.body.tools?.map((tool) => tool.function.name).sort()).toEqual(
      [
        'activities',
        'bookActivity',
        'bookExcursion',
        'bookSpa',
        'bookTable',
        'cancelMyBooking',
        'confirmAction',
        'itinerary',
        'listMyBookings',
        'orderRoomService',
        'promotions',
        'requestStaff',
        'restaurants',
        'roomServiceMenu',
        'search',
        'searchKnowledge',
        'shoreExcursions',
        'spaServices',
        'venues',
      ].sort(),
    );
    expect(first?.body.messages[0]).toMatchObject({ role: 'system' });
    expect(first?.body.messages[0]?.content).toMatch(/^You are the digital concierge of Marsa/);
    expect(second?.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  });

  it('streams the configured model’s reply through /api/chat', async () => {
    const guest = await server.guest();
    const res = await guest.post('/api/chat', {
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'Where can I eat?' }] }],
    });
    expect(res.status).toBe(200);
    const chunks = (await res.text())
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string });
    const deltas = chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta);
    expect(deltas).toEqual(['Tonight you can dine at ', 'Coral Grill or La Tavola', '.']);
  });
});
