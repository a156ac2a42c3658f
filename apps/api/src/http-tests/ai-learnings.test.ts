import { messages, users } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { expectFieldErrors } from './support/admin.ts';

let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  const [guest] = await server.db
    .insert(users)
    .values({
      username: 'salma',
      usernameKey: 'salma',
      passwordHash: 'x',
      fullName: 'Salma',
      roomNumber: '6001',
      deck: '6',
    })
    .returning();
  const userId = guest?.id ?? 0;
  await server.db.insert(messages).values([
    { userId, type: 'user', content: 'Is there a vegan menu at Irth?' },
    { userId, type: 'assistant', content: 'Irth offers a vegan tasting menu.' },
    { userId, type: 'user', content: 'Book a facial at the spa' },
    {
      userId,
      type: 'assistant',
      content: '{"message":"Your Royal Facial is booked for 10:15.","image":"/spa.png"}',
    },
  ]);
});
afterAll(() => server.close());

type Learning = {
  id: number;
  query: string;
  topic: string;
  response: string;
  adminCorrection: string | null;
};

describe('admin AI learnings', () => {
  it('starts empty, imports conversations once, and lists them newest first', async () => {
    expect(await (await admin.get('/api/admin/ai-learnings')).json()).toEqual([]);
    const first = await admin.post('/api/admin/ai-learnings/migrate-conversations');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Imported 2 conversations', imported: 2 });
    const again = await admin.post('/api/admin/ai-learnings/migrate-conversations');
    expect(await again.json()).toEqual({ message: 'Imported 0 conversations', imported: 0 });

    const list = (await (await admin.get('/api/admin/ai-learnings')).json()) as Learning[];
    expect(list.map((l) => [l.query, l.topic, l.response])).toEqual([
      ['Book a facial at the spa', 'spa', 'Your Royal Facial is booked for 10:15.'],
      ['Is there a vegan menu at Irth?', 'dining', 'Irth offers a vegan tasting menu.'],
    ]);
  });

  it('stores a correction and returns the updated learning', async () => {
    const [learning] = (await (await admin.get('/api/admin/ai-learnings')).json()) as Learning[];
    const res = await admin.put(`/api/admin/ai-learnings/${learning?.id}`, {
      adminCorrection: '  Your Royal Facial is booked for 10:15 tomorrow at the Wellness Area.  ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: learning?.id,
      response: 'Your Royal Facial is booked for 10:15.',
      adminCorrection: 'Your Royal Facial is booked for 10:15 tomorrow at the Wellness Area.',
    });
    expect((await admin.put('/api/admin/ai-learnings/99999', { adminCorrection: 'x' })).status).toBe(404);
    await expectFieldErrors(
      await admin.put(`/api/admin/ai-learnings/${learning?.id}`, { adminCorrection: ' ' }),
      {
        adminCorrection: 'Please enter the corrected response',
      },
    );
  });
});
