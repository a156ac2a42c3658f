import { type DbHandle, knowledgeTopics } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqInputSchema } from './faq-schema.ts';
import { listFaq } from './faq-service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(knowledgeTopics).values([
    {
      topic: 'Wi-Fi',
      question: 'Is there Wi-Fi on board?',
      answer: 'Yes, in every suite.',
      category: 'Services',
    },
    {
      topic: 'Dress code',
      question: 'What should I wear to Irth?',
      answer: 'Elegant attire.',
      category: 'Dining',
    },
    {
      topic: 'Breakfast',
      question: 'When is breakfast served?',
      answer: 'From 06:30 at Amwaj Buffet.',
      category: 'Dining',
      topicAr: 'الإفطار',
      questionAr: 'متى يُقدَّم الإفطار؟',
      answerAr: 'من الساعة 06:30 في بوفيه أمواج.',
    },
    { topic: 'Tipping', question: 'Are gratuities included?', answer: 'Yes, 100% included.', category: null },
    {
      topic: 'الإنترنت',
      question: 'هل يتوفر الإنترنت؟',
      answer: 'نعم، في كل جناح.',
      category: 'الخدمات',
      lang: 'ar',
    },
  ]);
});
afterAll(() => handle.close());

describe('listFaq', () => {
  it('groups one language’s topics by category, uncategorised last', async () => {
    const en = await listFaq(handle.db, 'en');
    expect(en.map((group) => group.category)).toEqual(['Dining', 'Services', 'General']);
    expect(en[0]?.topics.map((t) => t.topic)).toEqual(['Breakfast', 'Dress code']);
    expect(en[0]?.topics[0]).toEqual({
      id: expect.any(Number),
      topic: 'Breakfast',
      question: 'When is breakfast served?',
      answer: 'From 06:30 at Amwaj Buffet.',
    });
  });

  it('shows every topic in Arabic: its Arabic text where it has some, else the English', async () => {
    const ar = await listFaq(handle.db, 'ar');
    expect(ar.map((group) => group.category)).toEqual(['Dining', 'Services', 'الخدمات', 'عام']);
    expect(ar[0]?.topics).toEqual([
      expect.objectContaining({ topic: 'Dress code', answer: 'Elegant attire.' }),
      {
        id: expect.any(Number),
        topic: 'الإفطار',
        question: 'متى يُقدَّم الإفطار؟',
        answer: 'من الساعة 06:30 في بوفيه أمواج.',
      },
    ]);
    expect(ar[2]?.topics).toEqual([expect.objectContaining({ topic: 'الإنترنت' })]);
    const breakfast = await listFaq(handle.db, 'ar', 'بوفيه');
    expect(breakfast.flatMap((group) => group.topics.map((t) => t.topic))).toEqual(['الإفطار']);
  });

  it('searches topic, question and answer case-insensitively, with % and _ taken literally', async () => {
    const topics = async (search: string) =>
      (await listFaq(handle.db, 'en', search)).flatMap((group) => group.topics.map((t) => t.topic));
    expect(await topics('WI-FI')).toEqual(['Wi-Fi']);
    expect(await topics('irth')).toEqual(['Dress code']);
    expect(await topics('amwaj')).toEqual(['Breakfast']);
    expect(await topics('100%')).toEqual(['Tipping']);
    expect(await topics('%')).toEqual(['Tipping']);
    expect(await topics('_')).toEqual([]);
    expect(await topics('   ')).toHaveLength(4);
    expect(await listFaq(handle.db, 'ar', 'الإنترنت')).toHaveLength(1);
  });

  it('validates the language and the search length', () => {
    expect(faqInputSchema.safeParse({ lang: 'fr' }).error?.issues[0]?.message).toBe(
      "Language must be 'en' or 'ar'",
    );
    expect(faqInputSchema.safeParse({ search: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Search must be at most 100 characters',
    );
  });
});
