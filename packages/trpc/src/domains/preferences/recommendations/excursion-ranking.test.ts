import { describe, expect, it } from 'vitest';
import type { ShoreExcursion } from '../../excursions/view.ts';
import { DEFAULT_PREFERENCES } from '../schema.ts';
import { recommendExcursions } from './engine.ts';
import { scoreExcursion } from './score-outings.ts';
import { profile } from './test-fixtures.ts';

describe('excursions', () => {
  const excursion = (id: number, fields: Partial<ShoreExcursion>): ShoreExcursion => ({
    id,
    title: `Excursion ${id}`,
    titleAr: null,
    description: '',
    descriptionAr: null,
    category: 'cultural',
    difficultyLevel: 'easy',
    duration: '4 hours',
    priceUSD: 45,
    priceSAR: 168.75,
    departureTime: '09:00',
    returnTime: '13:00',
    highlights: [],
    images: [],
    arContent: null,
    capacity: 10,
    spotsLeft: 10,
    ...fields,
  });
  const excursions = [
    excursion(1, { title: 'Heritage Walk', category: 'cultural', difficultyLevel: 'easy', priceUSD: 45 }),
    excursion(2, {
      title: 'Wadi Canyon Trek',
      category: 'adventure',
      difficultyLevel: 'challenging',
      priceUSD: 185,
    }),
    excursion(3, { title: 'Beach Club', category: 'relaxation', difficultyLevel: 'easy', priceUSD: 75 }),
    excursion(4, {
      title: 'Sold-out Dive',
      category: 'adventure',
      difficultyLevel: 'moderate',
      priceUSD: 95,
      spotsLeft: 0,
    }),
  ];

  it('ranks by interests, travel style, difficulty and budget, and skips sold-out trips', () => {
    const adventurous = recommendExcursions(
      profile({ travelStyle: 'adventure', budgetRange: 'luxury', activityInterests: ['adventure'] }),
      excursions,
      'en',
    );
    expect(adventurous.map((r) => r.excursion.title)).toEqual([
      'Wadi Canyon Trek',
      'Heritage Walk',
      'Beach Club',
    ]);
    expect(adventurous[0]?.reason).toBe(
      'Matches your interest in adventure, fits your luxury budget and suits an adventurous trip.',
    );
    const relaxed = recommendExcursions(
      profile({ travelStyle: 'relaxed', activityInterests: ['relaxation'] }),
      excursions,
      'en',
    );
    expect(relaxed[0]?.excursion.title).toBe('Beach Club');
    for (const r of relaxed) expect(r.score >= 0 && r.score <= 1).toBe(true);
  });

  it('gives nothing until preferences are saved', () => {
    expect(
      recommendExcursions({ preferences: DEFAULT_PREFERENCES, isSaved: false }, excursions, 'en'),
    ).toEqual([]);
  });

  it('scores a budget guest higher on budget-band trips', () => {
    const budget = profile({ budgetRange: 'budget' }).preferences;
    expect(
      scoreExcursion(budget, { category: 'cultural', difficultyLevel: 'easy', priceUSD: 45 }).score,
    ).toBeGreaterThan(
      scoreExcursion(budget, { category: 'cultural', difficultyLevel: 'easy', priceUSD: 450 }).score,
    );
  });
});
