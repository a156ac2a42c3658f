import { knowledgeTopics } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: (db) =>
      db.insert(knowledgeTopics).values([
        { topic: 'Wi-Fi', question: 'Is there Wi-Fi?', answer: 'Yes, ship-wide.', category: 'Services' },
        { topic: 'Dress code', question: 'What to wear at Irth?', answer: 'Elegant.', category: 'Dining' },
        {
          topic: 'الإنترنت',
          question: 'هل يتوفر الإنترنت؟',
          answer: 'نعم.',
          category: 'الخدمات',
          lang: 'ar',
        },
      ]),
  });
});
afterAll(() => server.close());

describe('GET /api/faq', () => {
  it('needs a session', async () => {
    expect((await server.client().get('/api/faq?lang=en')).status).toBe(401);
  });

  it('groups one language by category and searches case-insensitively', async () => {
    const guest = await server.guest();
    const en = await (await guest.get('/api/faq?lang=en')).json();
    expect(en.map((g: { category: string }) => g.category)).toEqual(['Dining', 'Services']);
    expect(en[0].topics[0]).toMatchObject({
      topic: 'Dress code',
      question: 'What to wear at Irth?',
      answer: 'Elegant.',
    });
    const ar = await (await guest.get(`/api/faq?lang=ar&search=${encodeURIComponent('الإنترنت')}`)).json();
    expect(ar).toEqual([{ category: 'الخدمات', topics: [expect.objectContaining({ topic: 'الإنترنت' })] }]);
    const found = await (await guest.get('/api/faq?lang=en&search=WI-FI')).json();
    expect(found).toEqual([{ category: 'Services', topics: [expect.objectContaining({ topic: 'Wi-Fi' })] }]);
    const viaTrpc = await guest.trpc('query', 'guest.faq.list', { lang: 'en', search: 'irth' });
    expect((await viaTrpc.json()).result.data).toEqual([
      { category: 'Dining', topics: [expect.objectContaining({ topic: 'Dress code' })] },
    ]);
  });

  it('uses the Accept-Language of the request when no lang is given', async () => {
    const guest = await server.guest();
    const res = await guest.get('/api/faq', { 'accept-language': 'ar-SA,ar;q=0.9' });
    // Arabic shows every topic, English-only ones in English (issue 9: English where no Arabic exists).
    const categories = (await res.json()).map((g: { category: string }) => g.category);
    expect(categories).toEqual(['Dining', 'Services', 'الخدمات']);
  });

  it('refuses an unknown language with 400', async () => {
    const guest = await server.guest();
    const res = await guest.get('/api/faq?lang=fr');
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ lang: ["Language must be 'en' or 'ar'"] });
  });
});
