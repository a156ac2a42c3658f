import { describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '../tools/types.ts';
import { normalize } from './language.ts';
import { restaurantSuperlative, superlativeIn } from './reason.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;

const restaurant = (name: string, over: Partial<RestaurantInfo>): RestaurantInfo => ({
  id: name.length,
  name,
  cuisine: 'International',
  description: '',
  location: 'Deck 5',
  openingTime: '12:00',
  closingTime: '22:00',
  rating: 4.5,
  specialFeature: null,
  dressCode: null,
  imageUrl: '',
  images: [],
  freeTimes: [],
  ...over,
});

const list = [
  restaurant('Amwaj Buffet', {
    capacity: 520,
    openingTime: '06:30',
    closingTime: '22:30',
    location: 'Deck 16',
  }),
  restaurant('Irth', { capacity: 64, openingTime: '18:00', closingTime: '23:00', rating: 4.9 }),
  restaurant('Nakheel Grill', { capacity: 120, openingTime: '18:00', closingTime: '01:00' }),
];

describe('reasoning over restaurants', () => {
  it.each([
    ['which restaurant has the most seats?', 'biggest'],
    ["what's the largest restaurant", 'biggest'],
    ['which restaurants are open latest at night?', 'open_late'],
    ['which restaurant opens earliest in the morning?', 'earliest'],
    ['cheapest excursion?', 'cheapest'],
  ])('reads %j as %s', (question, kind) => {
    expect(superlativeIn(normalize(question))).toBe(kind);
  });

  it('finds the one with the most seats from the data, with its figure', () => {
    expect(restaurantSuperlative(voice, 'biggest', list)).toBe(
      'The most seats: Amwaj Buffet, with 520 seats (Deck 16).',
    );
    expect(restaurantSuperlative(voice, 'biggest', [restaurant('Unknown', {})])).toBeUndefined();
  });

  it('counts a closing after midnight as the latest, and finds the earliest opening', () => {
    expect(restaurantSuperlative(voice, 'open_late', list)).toContain('Nakheel Grill');
    expect(restaurantSuperlative(voice, 'earliest', list)).toBe(
      'Opens the earliest: Amwaj Buffet, from 6:30 AM.',
    );
  });
});
