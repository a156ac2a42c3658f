import { describe, expect, it } from 'vitest';
import type { ExcursionInfo } from '../tools/types.ts';
import type { Focus } from './focus.ts';
import { normalize } from './language.ts';
import { refersBack, withReferent } from './referents.ts';

describe('refersBack', () => {
  it('reads a party and a price, after a word that keeps the talk going, as a follow-up', () => {
    expect(refersBack(normalize('طيب لخمسة اشخاص كم'))).toBe(true);
    expect(refersBack(normalize('لشخصين بكم؟'))).toBe(true);
    expect(refersBack(normalize('ok and for two?'))).toBe(true);
  });
  it('leaves a question with its own subject alone', () => {
    expect(refersBack(normalize('كم سعر رحلة البتراء'))).toBe(false);
  });
});

describe('food words in Arabic', () => {
  it("reads 'اكل' as food but not inside 'اكلم' (I call)", async () => {
    const { isRestaurant } = await import('./lexicon.ts');
    expect(isRestaurant(normalize('وين الاكل'))).toBe(true);
    expect(isRestaurant(normalize('لو حاجة طارئة أكلم كام؟'))).toBe(false);
  });
});

describe('the other one, and the port "there" points at', () => {
  const excursion = (id: number, title: string, portName: string, priceUSD: number): ExcursionInfo => ({
    id,
    title,
    description: '',
    duration: '4 hours',
    priceUSD,
    priceSAR: priceUSD * 3.75,
    departureTime: '09:00',
    returnTime: '13:00',
    highlights: [],
    images: [],
    category: 'nature',
    difficulty: 'easy',
    spotsLeft: 10,
    portName,
  });
  const results = {
    shoreExcursions: {
      excursions: [
        excursion(1, 'Yanbu Reef Snorkel Safari', 'Yanbu', 95),
        excursion(2, 'Ras Al Baridi Beach Club Day', 'Yanbu', 75),
        excursion(3, 'Petra Grand Tour', 'Aqaba', 289),
      ],
    },
  };
  const focusOf = (latest: string): Focus => ({
    intent: null,
    text: latest,
    latest,
    details: { items: [] },
    lang: 'en',
  });

  it("points 'the other one' at the port's other excursion", () => {
    const earlier = ['The most affordable: Ras Al Baridi Beach Club Day ($75).'];
    const resolved = withReferent(focusOf('and how much is the other one'), earlier, results);
    expect(resolved.referent?.name).toBe('Yanbu Reef Snorkel Safari');
  });

  it("points 'there' at the port just talked about, from the excursions' own ports", () => {
    const earlier = ['We arrive in Aqaba at 7:00 AM.'];
    const resolved = withReferent(focusOf('what tours are there?'), earlier, results);
    expect(resolved.referent).toEqual({ kind: 'port', name: 'Aqaba', nameAr: null });
    expect(refersBack(normalize('وايش الرحلات هناك؟'))).toBe(true);
    expect(refersBack(normalize('هل هناك مسبح؟'))).toBe(false);
  });
});
