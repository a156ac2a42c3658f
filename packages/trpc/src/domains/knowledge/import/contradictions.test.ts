import { type DbHandle, knowledgeTopics } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { searchShip } from '../../search/service.ts';
import { differentFacts } from './contradictions.ts';
import { importKnowledgeTopics, listKnowledgeTopics } from './service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(knowledgeTopics).values([
    {
      topic: 'Lost property',
      question: 'I lost something on board. What should I do?',
      answer: 'Contact Guest Services on Deck 3. Items left behind are kept for 30 days.',
      lang: 'en',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    },
    {
      topic: 'Laundry',
      question: 'Is there a laundry service?',
      answer: 'Laundry bags are collected from your cabin until 10:00 and returned the next day.',
      lang: 'en',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => handle.close());

const xlsx = (rows: string[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'FAQ');
  return new File([XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })], 'faq.xlsx');
};

describe('import contradictions', () => {
  it('tells facts apart', () => {
    expect(differentFacts('kept for 30 days', 'kept for 90 days')).toBe(true);
    expect(differentFacts('Open 08:00–20:00.', 'Opens at 08:00, closes 20:00.')).toBe(false);
    expect(differentFacts('Pets are not allowed.', 'Pets are welcome in all cabins.')).toBe(true);
  });

  it('reports by row a row that changes an answer in other words, imports it, and serves the newer answer', async () => {
    const result = await importKnowledgeTopics(handle.db, {
      excel: xlsx([
        ['Topic', 'Question', 'Answer', 'Category'],
        ['Balcony', 'Can I smoke on my balcony?', 'No, never on balconies.', 'safety'],
        [
          'Lost and found',
          'What happens to things left on board?',
          'Guest Services on Deck 3 logs every item found. Items left behind are kept for 90 days.',
          'services',
        ],
        [
          'Laundry',
          'Is there a laundry service?',
          'Laundry bags are collected until 10:00 and returned the next day.',
          '',
        ],
      ]),
      importValidRows: false,
    });
    expect(result.topics).toHaveLength(3);
    expect(result.contradictions.map((c) => c.row)).toEqual([3]);
    expect(result.message).toContain(
      'Row 3 changes the answer to "Guest Services on Deck 3 logs every item found. Items left behind are kept for 90 days." (was: "Contact Guest Services on Deck 3. Items left behind are kept for 30 days.")',
    );
    // Both answers stay for staff; the concierge finds the newer one first.
    expect((await listKnowledgeTopics(handle.db)).map((topic) => topic.topic)).toEqual(
      expect.arrayContaining(['Lost property', 'Lost and found']),
    );
    const [top] = (await searchShip(handle.db, 'how long do you keep things I lost?')).hits;
    expect(top?.body).toContain('90 days');
  });

  it.each([
    'I lost something on board. What should I do?',
    'lost property: how many days is stuff kept?',
    'I left my sunglasses on the ship when we got off, how long will you hold on to them?',
    'فقدت شيئًا على متن السفينة، فماذا أفعل؟',
  ])('serves only the newer answer for %j, whichever topic the words reach', async (question) => {
    const hits = (await searchShip(handle.db, question)).hits.filter((hit) => hit.kind === 'knowledge');
    expect(hits[0]?.body).toContain('90 days');
    expect(hits.some((hit) => hit.body.includes('30 days'))).toBe(false);
  });

  it('does not let a topic that only shares an idea of its question supersede another', async () => {
    await handle.db.insert(knowledgeTopics).values([
      {
        topic: 'Photography',
        question: 'Are there places where photography is not allowed?',
        answer: 'Please do not take photos in the Medical Centre, the Prayer Room or of crew-only areas.',
        lang: 'en',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        topic: 'Drones',
        question: 'Can I fly my drone from the ship?',
        answer: 'Drones may not be flown from the ship. Hand yours to Security at embarkation.',
        lang: 'en',
        updatedAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const [top] = (await searchShip(handle.db, 'where am I not allowed to take photos?')).hits;
    expect(top?.body).toContain('Medical Centre');
  });
});
