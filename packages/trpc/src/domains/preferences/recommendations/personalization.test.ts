import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../schema.ts';
import { personalizationScore } from './personalization.ts';
import { renderReason } from './reasons.ts';

describe('personalizationScore', () => {
  it('is low for an empty or default profile and high for a complete, coherent one', () => {
    expect(personalizationScore(DEFAULT_PREFERENCES, false)).toBe(0);
    expect(personalizationScore(DEFAULT_PREFERENCES, true)).toBe(0.2);
    const coherent = {
      ...DEFAULT_PREFERENCES,
      budgetRange: 'luxury' as const,
      travelStyle: 'relaxed' as const,
      diningPreferences: ['fine-dining' as const],
      activityInterests: ['relaxation' as const, 'cultural' as const],
    };
    expect(personalizationScore(coherent, true)).toBe(0.9);
    expect(
      personalizationScore(
        { ...coherent, dietaryRestrictions: ['halal'], spokenLanguages: ['Arabic'] },
        true,
      ),
    ).toBe(1);
    expect(personalizationScore(coherent, true)).toBeGreaterThan(0.7);
  });

  it('is lower for contradictory or indiscriminate answers', () => {
    const coherent = personalizationScore(
      {
        ...DEFAULT_PREFERENCES,
        budgetRange: 'budget',
        travelStyle: 'adventure',
        diningPreferences: ['casual'],
        activityInterests: ['adventure'],
      },
      true,
    );
    const contradictory = personalizationScore(
      {
        ...DEFAULT_PREFERENCES,
        budgetRange: 'budget',
        travelStyle: 'adventure',
        diningPreferences: ['fine-dining'],
        activityInterests: ['relaxation'],
      },
      true,
    );
    const everything = personalizationScore(
      {
        ...DEFAULT_PREFERENCES,
        travelStyle: 'adventure',
        diningPreferences: ['casual', 'fine-dining', 'international', 'local', 'buffet'],
        activityInterests: ['cultural', 'adventure', 'relaxation', 'entertainment', 'fitness'],
      },
      true,
    );
    expect(contradictory).toBeLessThan(coherent);
    expect(everything).toBeLessThan(coherent);
    for (const score of [coherent, contradictory, everything]) expect(score).toBeLessThanOrEqual(1);
  });
});

describe('renderReason', () => {
  it('writes the reason in Arabic too, and never leaves it empty', () => {
    const parts = [
      { kind: 'dining-style', style: 'fine-dining' },
      { kind: 'budget', budget: 'luxury' },
    ] as const;
    expect(renderReason(parts, 'ar')).toBe('يوافق ذوقك في المطاعم الراقية ويناسب ميزانيتك الفاخرة.');
    expect(renderReason([], 'en')).toBe('Something different to try on board.');
    expect(renderReason([], 'ar')).toBe('تجربة مختلفة تستحق الاكتشاف على متن السفينة.');
  });
});
