import { describe, expect, it } from 'vitest';
import type { SearchHitInfo, SearchToolResult } from '../tools/types.ts';
import { decideFromSearch } from './plan-search.ts';

const topic: SearchHitInfo = {
  kind: 'knowledge',
  id: 1,
  title: 'How big is the ship?',
  titleAr: 'ما حجم السفينة؟',
  text: 'Marsa has 9 dining venues.',
  textAr: null,
  coverage: 1,
  named: false,
  matched: 2,
  missing: [],
  updatedAt: '2026-11-24T00:00:00.000Z',
};
const search = (query: string): SearchToolResult => ({ query, ideas: 2, hits: [topic] });

describe('the list a question asks for', () => {
  it("reads 'do you have a Lebanese restaurant?' in Arabic as the list, not an FAQ sharing its words", () => {
    expect(decideFromSearch('restaurants', search('عندكم مطعم لبناني؟'), 'عندكم مطعم لبناني؟')).toEqual({
      kind: 'intent',
    });
  });

  it('keeps a longer question about one thing for the FAQ that answers it', () => {
    const question = 'هل يوجد في السبا قسم خاص بالسيدات؟';
    expect(decideFromSearch('spa', search(question), question).kind).toBe('answer');
  });
});
