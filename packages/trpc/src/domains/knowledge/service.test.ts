import { type DbHandle, knowledgeTopics } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShipFixtures } from '../../concierge/testing/fixtures.ts';
import { searchKnowledge } from './service.ts';

let handle: DbHandle;

/** A topic in both languages (no category). */
const laundry = {
  topic: 'Laundry',
  question: 'Is there a laundry service?',
  answer: 'Your steward collects laundry before 09:00.',
  topicAr: 'غسيل الملابس',
  questionAr: 'هل تتوفر خدمة غسيل الملابس؟',
  answerAr: 'يجمع مضيف المقصورة الملابس قبل الساعة 09:00.',
};

beforeAll(async () => {
  handle = await createTestDb();
  await insertShipFixtures(handle.db);
  await handle.db.insert(knowledgeTopics).values({
    topic: 'Alcohol',
    question: 'Is alcohol served on board?',
    answer: 'The ship is alcohol-free.',
    lang: 'en',
  });
  await handle.db.insert(knowledgeTopics).values(laundry);
});
afterAll(() => handle.close());

describe('searchKnowledge', () => {
  it('finds FAQ answers by English and Arabic full-text search', async () => {
    expect((await searchKnowledge(handle.db, 'parking garage')).topics).toEqual([]);
    const english = await searchKnowledge(handle.db, 'How can I connect to wi-fi?');
    expect(english.topics[0]?.topic).toBe('Wi-Fi');
    const arabic = await searchKnowledge(handle.db, 'كيف أتصل بالواي فاي');
    expect(arabic.topics[0]?.topic).toBe('الواي فاي');
  });

  it('ignores words every ship question shares', async () => {
    expect((await searchKnowledge(handle.db, 'Is there a casino on board?')).topics).toEqual([]);
    expect((await searchKnowledge(handle.db, 'Is alcohol allowed on board?')).topics[0]?.topic).toBe(
      'Alcohol',
    );
  });

  it('finds a bilingual topic by its Arabic text and returns both languages', async () => {
    const arabic = await searchKnowledge(handle.db, 'متى يجمع المضيف الملابس للغسيل؟');
    expect(arabic.topics[0]).toEqual({ ...laundry, category: null });
    const english = await searchKnowledge(handle.db, 'When is laundry collected?');
    expect(english.topics[0]?.topic).toBe('Laundry');
  });
});
