import { roomServiceOrders } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoShip(db) });
  admin = await server.admin();
});
afterAll(() => server.close());

type Source = { kind: string; id: number; title: string };
type Message = { type: 'user' | 'assistant'; content: string; sources: Source[] };

async function ask(client: HttpClient, content: string): Promise<Message> {
  expect((await client.post('/api/messages', { content, type: 'user' })).status).toBe(201);
  const list = (await (await client.get('/api/messages')).json()) as Message[];
  return list.at(-1) as Message;
}

const workbook = (rows: string[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Knowledge');
  return new File([XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })], 'policies.xlsx');
};

describe('the newest source wins a contradiction (issue 9, points 1 and 9)', () => {
  it('serves an imported answer that changes a seeded one for any wording, and keeps both for staff', async () => {
    const form = new FormData();
    form.set(
      'excel',
      workbook([
        ['Topic', 'Question', 'Answer', 'Category'],
        [
          'Lost and found',
          'What happens to things left on board?',
          'Guest Services on Deck 3 logs every item found on board. Items left behind after disembarkation are kept for 90 days and can be posted home for a fee.',
          'services',
        ],
      ]),
    );
    const res = await admin.postForm('/api/admin/knowledge-topics/import', form);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toMatch(/Row 2 changes the answer/);
    const guest = await server.guest('newest');
    for (const question of [
      'I lost something on board. What should I do?',
      'lost property: how many days is stuff kept?',
      'فقدت شيئًا على متن السفينة، فماذا أفعل؟',
    ]) {
      const reply = await ask(guest, question);
      expect(reply.content, question).toContain('90');
      expect(reply.content, question).not.toMatch(/30 (?:days|يومًا)/);
      expect(reply.sources.map((source) => source.kind)).toContain('knowledge');
    }
    const topics = (await (await admin.get('/api/admin/knowledge-topics')).json()) as { topic: string }[];
    expect(topics.map((topic) => topic.topic)).toEqual(
      expect.arrayContaining(['Lost property', 'Lost and found']),
    );
  });
});

describe('room-service menu questions (issue 9)', () => {
  it('answers a price from the menu with the dish as its source, and never orders', async () => {
    const guest = await server.guest('menu');
    const sandwich = await ask(guest, 'how much is a club sandwich?');
    expect(sandwich.content).toContain('$18.00');
    expect(sandwich.sources).toContainEqual({
      kind: 'menu',
      id: expect.any(Number),
      title: 'Club Sandwich',
      titleAr: 'كلوب ساندويتش',
    });
    const sweets = await ask(guest, 'وش عندكم حلى في قائمة خدمة الغرف؟');
    expect(sweets.content).toContain('كعكة الشوكولاتة');
    expect(sweets.content).toContain('$12.00');
    const burger = await ask(guest, 'how much is a burger on the room service menu?');
    expect(burger.content).toMatch(/burger is not on the room-service menu/i);
    expect(await server.db.select().from(roomServiceOrders)).toEqual([]);
  });
});
