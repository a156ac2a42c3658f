import { describe, expect, it } from 'vitest';
import { searchHit } from '../testing/search-hit.ts';
import type { SearchHitInfo, ToolResults } from '../tools/types.ts';
import { askedField, entityForField, recordHasField } from './entity-field.ts';

const hit = (kind: SearchHitInfo['kind'], title: string, named: boolean, id = 1): SearchHitInfo =>
  searchHit({ kind, id, title, coverage: 0.6, named, updatedAt: '2026-11-24T00:00:00Z' });

const dressFaq = hit('knowledge', 'What is the dress code on board?', false, 9);
const spaFaq = hit('knowledge', 'What are the spa opening hours?', false, 8);

describe('a named record answers a field it has before a general FAQ', () => {
  it.each([
    ['is there a dress code at The Fish Market?', 'dress'],
    ['وش اللبس المطلوب في مطعم ذا فيش ماركت؟', 'dress'],
    ['ما قواعد اللباس في مطعم إرث؟', 'dress'],
    ['what time does Khuzama open?', 'hours'],
    ['متى يفتح مطعم خزامى؟', 'hours'],
    ['which deck is La Tavola on?', 'deck'],
    ['في أي طابق صالة النخيل؟', 'deck'],
    ['how much is the hammam?', 'price'],
    ['بكم المساج؟', 'price'],
    ['is the food halal?', undefined],
    ['كم رقم تحويلة نادي الاطفال؟', 'contact'],
  ])('reads the field of %j as %s', (question, field) => {
    expect(askedField(question)).toBe(field);
  });

  it('picks the named place over a general FAQ that ranks above it, in English and Arabic', () => {
    const hits = [dressFaq, hit('restaurant', 'Irth', true, 1)];
    expect(entityForField('ما قواعد اللباس في مطعم إرث؟', hits)?.hit.title).toBe('Irth');
    expect(entityForField('what should I wear at Irth?', hits)).toMatchObject({ field: 'dress' });
    const venue = [hit('knowledge', 'Where can I smoke?', false), hit('venue', 'Nakheel Lounge', true, 3)];
    expect(entityForField('what deck is the Nakheel Lounge on?', venue)?.hit.kind).toBe('venue');
    // A phone extension is a deck venue's, not the activity of the same name.
    const kids = [
      hit('knowledge', 'Wi-Fi', false),
      hit('activity', 'Kids Zone', true, 2),
      hit('venue', 'Kids Zone', true, 4),
    ];
    expect(entityForField('كم رقم تحويلة نادي الاطفال؟', kids)).toMatchObject({
      field: 'contact',
      hit: { kind: 'venue' },
    });
  });

  it('leaves a topic about that very place first, a question with no field, and one naming nothing', () => {
    expect(
      entityForField('what time does the spa open?', [spaFaq, hit('venue', 'Marsa Spa', true)]),
    ).toBeUndefined();
    expect(entityForField('is Irth halal?', [hit('restaurant', 'Irth', true)])).toBeUndefined();
    expect(
      entityForField('what is the dress code?', [dressFaq, hit('restaurant', 'Irth', false)]),
    ).toBeUndefined();
  });

  it('checks the record has the field', () => {
    const results: Partial<ToolResults> = {
      restaurants: {
        date: '2026-11-24',
        restaurants: [
          {
            id: 1,
            name: 'Irth',
            cuisine: 'Saudi',
            description: '',
            location: 'Deck 6',
            openingTime: '18:00',
            closingTime: '23:00',
            rating: 4.9,
            specialFeature: null,
            dressCode: null,
            imageUrl: '',
            images: [],
            freeTimes: [],
          },
        ],
      },
    };
    expect(recordHasField({ kind: 'restaurant', id: 1 }, 'hours', results)).toBe(true);
    expect(recordHasField({ kind: 'restaurant', id: 1 }, 'dress', results)).toBe(false);
    expect(recordHasField({ kind: 'restaurant', id: 2 }, 'hours', results)).toBe(false);
  });
});
