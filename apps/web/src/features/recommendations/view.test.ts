import { ACTIVITY_OPTIONS, DEFAULT_PREFERENCES, preferencesInputSchema } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import {
  hasAnyRecommendation,
  isHighlyPersonalized,
  pickOptions,
  scorePercent,
  toFormValues,
} from './view.ts';

describe('personalization score', () => {
  it('shows the score as a rounded percent', () => {
    expect(scorePercent(0.845)).toBe(85);
    expect(scorePercent(0.2)).toBe(20);
    expect(scorePercent(0)).toBe(0);
  });

  it("is 'highly personalized' only above 0.7", () => {
    expect(isHighlyPersonalized(0.71)).toBe(true);
    expect(isHighlyPersonalized(0.7)).toBe(false);
    expect(isHighlyPersonalized(0)).toBe(false);
  });
});

describe('hasAnyRecommendation', () => {
  const empty = { personalizationScore: 0, restaurants: [], spaServices: [], activities: [] };
  it('is false only when all three lists are empty', () => {
    expect(hasAnyRecommendation(empty)).toBe(false);
    const activity = {
      id: 1,
      name: 'Yoga',
      location: 'Deck 16',
      description: '',
      recommendationScore: 0.5,
      reason: '',
      imageUrl: null,
    };
    expect(hasAnyRecommendation({ ...empty, activities: [activity] })).toBe(true);
  });
});

describe('preferences form', () => {
  it('starts from the §3 defaults and passes the shared schema', () => {
    const values = toFormValues(DEFAULT_PREFERENCES);
    expect(values).toEqual({
      budgetRange: 'mid-range',
      travelStyle: 'relaxed',
      diningPreferences: [],
      activityInterests: [],
    });
    expect(preferencesInputSchema.safeParse(values).success).toBe(true);
  });

  it('keeps only known options, in their listed order', () => {
    expect(pickOptions(ACTIVITY_OPTIONS, ['fitness', 'nonsense', 'cultural'])).toEqual([
      'cultural',
      'fitness',
    ]);
  });
});
