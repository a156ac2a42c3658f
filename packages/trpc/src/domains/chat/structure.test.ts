import { describe, expect, it } from 'vitest';
import type { RestaurantInfo, RestaurantsResult } from '../../concierge/tools/types.ts';
import { parseMessageContent } from './content.ts';
import { storedContent } from './structure.ts';

const restaurant = (id: number, name: string, nameAr: string): RestaurantInfo => ({
  id,
  name,
  nameAr,
  cuisine: 'Italian',
  description: `${name} in English.`,
  descriptionAr: `${nameAr} بالعربية.`,
  location: 'Deck 6',
  openingTime: '18:00',
  closingTime: '22:30',
  rating: 4.7,
  specialFeature: null,
  dressCode: null,
  imageUrl: `/images/${id}.svg`,
  images: [],
  freeTimes: [{ time: '19:00', spotsLeft: 4 }],
});

const restaurants: RestaurantsResult = {
  date: '2026-11-24',
  restaurants: [restaurant(1, 'La Tavola', 'لا تافولا'), restaurant(2, 'Irth', 'إرث')],
};

describe('storedContent', () => {
  it('stores the restaurant cards, with their Arabic texts, when an Arabic reply names them in Arabic', () => {
    const stored = storedContent({
      text: 'إليك مطاعمنا: لا تافولا وإرث.',
      toolResults: [{ toolName: 'restaurants', output: restaurants }],
      correction: undefined,
    });
    const content = parseMessageContent(stored);
    expect(content.kind).toBe('structured');
    if (content.kind !== 'structured' || content.content.type !== 'restaurants') throw new Error('no cards');
    expect(content.content.restaurants.map((r) => [r.name, r.nameAr, r.descriptionAr])).toEqual([
      ['La Tavola', 'لا تافولا', 'لا تافولا بالعربية.'],
      ['Irth', 'إرث', 'إرث بالعربية.'],
    ]);
  });

  it('keeps an Arabic FAQ answer as plain text', () => {
    // One restaurant named: without the answerAr check it would be stored as that restaurant's picture.
    const answer = 'يقدّم لا تافولا العشاء كل ليلة.';
    const stored = storedContent({
      text: answer,
      toolResults: [
        { toolName: 'restaurants', output: restaurants },
        {
          toolName: 'searchKnowledge',
          output: {
            topics: [
              { topic: 'Dining', question: 'Dinner?', answer: 'Nightly.', answerAr: answer, category: null },
            ],
            corrections: [],
          },
        },
      ],
      correction: undefined,
    });
    expect(stored).toBe(answer);
  });
});
