import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../schema.ts';
import { RECOMMENDATION_LIMITS, recommend } from './engine.ts';
import { scoreActivity } from './score-outings.ts';
import { scoreRestaurant, scoreSpaService } from './score-venues.ts';
import { catalog, profile, restaurant } from './test-fixtures.ts';
import type { Catalog, RestaurantInput } from './types.ts';

describe('restaurants', () => {
  it("puts fine-dining venues first for a 'luxury' guest who likes fine dining, and says why", () => {
    const result = recommend(
      profile({ budgetRange: 'luxury', diningPreferences: ['fine-dining'] }),
      catalog,
      'en',
    );
    expect(result.restaurants.slice(0, 2).map((r) => r.name)).toEqual(['Irth', 'The Fish Market']);
    const irth = result.restaurants[0];
    expect(irth?.reason).toBe(
      'Matches your taste for fine dining, fits your luxury budget and guests rate it 4.9/5.',
    );
    expect(irth?.recommendationScore).toBeGreaterThan(0.9);
    expect(
      Object.keys(irth ?? {})
        .sort()
        .join(' '),
    ).toBe(
      'capacity closingTime cuisine description descriptionAr id imageUrl location name nameAr openingTime rating reason recommendationScore',
    );
  });

  it('puts casual and buffet venues first for a budget family', () => {
    const result = recommend(
      profile({ budgetRange: 'budget', travelStyle: 'family', diningPreferences: ['casual', 'buffet'] }),
      catalog,
      'en',
    );
    expect(
      result.restaurants
        .slice(0, 2)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Amwaj Buffet', 'Space Diner']);
    expect(result.restaurants.at(-1)?.name).toBe('Irth');
    expect(result.restaurants[0]?.reason).toMatch(/is easy on your budget|suits a family trip/);
  });

  it('sorts by score, descending, with every score in 0..1', () => {
    const result = recommend(
      profile({ diningPreferences: ['local'], travelStyle: 'cultural' }),
      catalog,
      'en',
    );
    const scores = result.restaurants.map((r) => r.recommendationScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score >= 0 && score <= 1).toBe(true);
    // Irth's Saudi heritage cuisine counts as local even though its style is fine dining.
    expect(
      result.restaurants
        .slice(0, 2)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Irth', 'Layalina']);
  });

  it('steps back from venues that clash with a known dietary restriction and favours those that suit it', () => {
    const base = profile({ diningPreferences: ['fine-dining'], budgetRange: 'luxury' }).preferences;
    const fish = catalog.restaurants[3] as RestaurantInput;
    const plain = scoreRestaurant(base, fish).score;
    const allergic = scoreRestaurant({ ...base, dietaryRestrictions: ['Shellfish allergy'] }, fish).score;
    expect(allergic).toBeLessThan(plain / 1.5);

    const buffet = catalog.restaurants[2] as RestaurantInput;
    const vegetarian = scoreRestaurant({ ...base, dietaryRestrictions: ['Vegetarian'] }, buffet);
    expect(vegetarian.parts).toContainEqual({ kind: 'dietary', restriction: 'vegetarian' });
    expect(vegetarian.score).toBeGreaterThan(scoreRestaurant(base, buffet).score);
    expect(scoreRestaurant({ ...base, dietaryRestrictions: ['likes spicy food'] }, buffet).score).toBe(
      scoreRestaurant(base, buffet).score,
    );
  });
});

describe('spa services and activities', () => {
  it('favours premium treatments for luxury guests and affordable ones on a budget', () => {
    const luxury = recommend(
      profile({ budgetRange: 'luxury', activityInterests: ['relaxation'] }),
      catalog,
      'en',
    );
    expect(luxury.spaServices[0]?.name).toBe('Royal Facial');
    expect(luxury.spaServices[0]?.reason).toContain('premium care');
    const budget = recommend(profile({ budgetRange: 'budget' }), catalog, 'en');
    expect(budget.spaServices[0]?.name).toBe('Thermal Day Pass');
    expect(budget.spaServices.at(-1)?.name).toBe('Royal Facial');
    expect(
      scoreSpaService(profile({}).preferences, catalog.spaServices[0] as Catalog['spaServices'][number])
        .parts,
    ).toContainEqual({
      kind: 'features',
      features: ['Warm basalt stones', 'Red Sea salt polish'],
    });
  });

  it('matches activities to interests first, then travel style and audience', () => {
    const adventurer = recommend(
      profile({ travelStyle: 'adventure', activityInterests: ['fitness'] }),
      catalog,
      'en',
    );
    expect(adventurer.activities.slice(0, 2).map((a) => a.name)).toEqual(['Sunrise Bootcamp', 'Water Park']);
    expect(adventurer.activities[0]?.reason).toBe(
      'Matches your interest in fitness and suits an adventurous trip.',
    );

    const family = profile({ travelStyle: 'family' }).preferences;
    const kids = scoreActivity(family, catalog.activities[3] as Catalog['activities'][number]);
    const adults = scoreActivity(family, catalog.activities[1] as Catalog['activities'][number]);
    expect(kids.score).toBeGreaterThan(adults.score);
    expect(kids.parts).toContainEqual({ kind: 'family-friendly' });
  });

  it('caps each list at its limit', () => {
    const many: Catalog = {
      ...catalog,
      restaurants: Array.from({ length: 20 }, (_, i) => restaurant({ id: i + 1, name: `Venue ${i + 1}` })),
    };
    expect(recommend(profile({}), many, 'en').restaurants).toHaveLength(RECOMMENDATION_LIMITS.restaurants);
  });
});

describe('profiles that were never saved', () => {
  it('get empty lists and a 0 score, so the screen asks them to complete their profile', () => {
    expect(recommend({ preferences: DEFAULT_PREFERENCES, isSaved: false }, catalog, 'en')).toEqual({
      personalizationScore: 0,
      restaurants: [],
      spaServices: [],
      activities: [],
    });
  });
});
