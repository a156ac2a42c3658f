import { DEFAULT_PREFERENCES, type Preferences } from '../schema.ts';
import type { Catalog, RestaurantInput } from './types.ts';

/** Test-only: a small catalog shaped like the demo ship's, and a saved-profile builder. */
export const restaurant = (
  overrides: Partial<RestaurantInput> & Pick<RestaurantInput, 'id' | 'name'>,
): RestaurantInput => ({
  cuisine: 'International',
  description: 'A dining room.',
  location: 'Deck 6',
  capacity: 80,
  openingTime: '18:00',
  closingTime: '23:00',
  rating: 4.5,
  specialFeature: null,
  diningStyle: 'international',
  priceLevel: 2,
  ...overrides,
});

export const catalog: Catalog = {
  restaurants: [
    restaurant({
      id: 1,
      name: 'Space Diner',
      cuisine: 'American diner',
      diningStyle: 'casual',
      priceLevel: 1,
      rating: 4.4,
    }),
    restaurant({
      id: 2,
      name: 'Irth',
      cuisine: 'Saudi heritage fine dining',
      diningStyle: 'fine-dining',
      priceLevel: 4,
      rating: 4.9,
    }),
    restaurant({
      id: 3,
      name: 'Amwaj Buffet',
      cuisine: 'International buffet',
      diningStyle: 'buffet',
      priceLevel: 1,
      rating: 4.3,
      description: 'A salad market and live stations.',
    }),
    restaurant({
      id: 4,
      name: 'The Fish Market',
      cuisine: 'Seafood',
      diningStyle: 'fine-dining',
      priceLevel: 3,
      rating: 4.6,
      description: 'King prawns and lobster.',
    }),
    restaurant({
      id: 5,
      name: 'Layalina',
      cuisine: 'Lebanese & Levantine',
      diningStyle: 'local',
      priceLevel: 2,
      rating: 4.8,
      description: 'Family-style mezze.',
    }),
  ],
  spaServices: [
    {
      id: 1,
      name: 'Signature Massage',
      description: 'Warm stones after a day ashore.',
      duration: 90,
      capacity: 1,
      premium: false,
      features: ['Warm basalt stones', 'Red Sea salt polish'],
      priceCents: 18_000,
    },
    {
      id: 2,
      name: 'Royal Facial',
      description: 'Gold serum.',
      duration: 75,
      capacity: 1,
      premium: true,
      features: ['24-carat gold serum'],
      priceCents: 21_000,
    },
    {
      id: 3,
      name: 'Thermal Day Pass',
      description: 'Steam and saunas.',
      duration: 180,
      capacity: 20,
      premium: false,
      features: [],
      priceCents: 6_000,
    },
  ],
  activities: [
    {
      id: 1,
      name: 'Water Park',
      category: 'adventure',
      location: 'Deck 18',
      description: 'Slides.',
      ageGroup: 'All ages',
    },
    {
      id: 2,
      name: 'Wellness Area',
      category: 'relaxation',
      location: 'Deck 17',
      description: 'Pools.',
      ageGroup: 'Adults 16+',
    },
    {
      id: 3,
      name: 'Calligraphy Workshop',
      category: 'cultural',
      location: 'Deck 8',
      description: 'Ink.',
      ageGroup: 'Ages 12+',
    },
    {
      id: 4,
      name: 'Kids Zone',
      category: 'entertainment',
      location: 'Deck 18',
      description: 'Crafts.',
      ageGroup: 'Ages 3–12',
    },
    {
      id: 5,
      name: 'Sunrise Bootcamp',
      category: 'fitness',
      location: 'Deck 19',
      description: 'Circuit.',
      ageGroup: 'Adults 16+',
    },
  ],
};

export const profile = (overrides: Partial<Preferences>) => ({
  preferences: { ...DEFAULT_PREFERENCES, ...overrides },
  isSaved: true,
});
