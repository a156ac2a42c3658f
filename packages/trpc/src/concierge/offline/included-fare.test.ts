import { describe, expect, it } from 'vitest';
import { asksIncluded, includedSentence } from './included-fare.ts';
import { normalize } from './language.ts';

const knowledge = {
  topics: [
    {
      topic: 'Reservations',
      question: 'Do I need to reserve?',
      answer: 'For Layalina and Space Diner we recommend booking.',
      category: 'dining',
    },
    {
      topic: 'Included dining',
      question: 'Which restaurants are included in my fare?',
      answer:
        'Amwaj Buffet and Space Diner are included. Layalina and Irth are specialty restaurants, charged to your onboard account.',
      answerAr: 'بوفيه أمواج وسبيس داينر مشمولة في سعر الرحلة. أما ليالينا وإرث فهي مطاعم متخصصة.',
      category: 'dining',
    },
  ],
  corrections: [],
};

describe('asksIncluded', () => {
  it('reads questions about the fare covering a place', () => {
    for (const q of [
      'is that one part of our package or do we pay extra?',
      'does our ticket cover eating there?',
      'هو داخل في سعر الرحلة ولا ندفع زيادة؟',
      'ده محسوب في تمن الكروز ولا بفلوس لوحده؟',
    ])
      expect(asksIncluded(normalize(q))).toBe(true);
  });
  it('leaves other questions', () => {
    expect(asksIncluded(normalize('what time does it close?'))).toBe(false);
  });
});

describe('includedSentence', () => {
  it('gives the sentence that names the restaurant and its charge', () => {
    expect(includedSentence({ lang: 'en' }, { name: 'Space Diner' }, knowledge)).toBe(
      'Amwaj Buffet and Space Diner are included.',
    );
    expect(includedSentence({ lang: 'en' }, { name: 'Irth' }, knowledge)).toMatch(/specialty/);
  });
  it('answers in Arabic from the Arabic answer', () => {
    expect(includedSentence({ lang: 'ar' }, { name: 'Irth', nameAr: 'إرث' }, knowledge)).toMatch(/متخصصة/);
  });
});
