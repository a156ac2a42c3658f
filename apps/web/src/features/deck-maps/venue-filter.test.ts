import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  deckLocationLabel,
  deckNumberOf,
  filterVenues,
  venueCategories,
} from './venue-filter.ts';

const venue = (
  name: string,
  category: string,
  extra: Partial<{ subcategory: string; description: string; amenities: string[] }> = {},
) => ({
  name,
  category,
  subcategory: extra.subcategory ?? null,
  description: extra.description ?? '',
  amenities: extra.amenities ?? [],
});

const venues = [
  venue('Layalina', 'dining', { subcategory: 'Levantine', description: 'Mezze and grills' }),
  venue('Nakheel Lounge', 'entertainment', { amenities: ['Live oud', 'Arabic coffee'] }),
  venue('The Fish Market', 'dining', { description: 'Red Sea catch' }),
  venue('Photo Gallery', 'shopping'),
  venue('Observatory', 'astronomy'),
];

describe('venueCategories', () => {
  it('lists each category once, in the §9 order, unknown ones last', () => {
    expect(venueCategories(venues)).toEqual(['dining', 'entertainment', 'shopping', 'astronomy']);
    expect(venueCategories([])).toEqual([]);
  });
});

describe('filterVenues', () => {
  it('finds a venue by its Arabic name or description too', () => {
    const arabic = [
      { ...venue('Layalina', 'dining'), nameAr: 'ليالينا', descriptionAr: 'مازة ومشويات شامية' },
      venue('Photo Gallery', 'shopping'),
    ];
    const names = (search: string) =>
      filterVenues(arabic, { category: ALL_CATEGORIES, search }).map((v) => v.name);
    expect(names('ليالينا')).toEqual(['Layalina']);
    expect(names('مشويات')).toEqual(['Layalina']);
    expect(names('gallery')).toEqual(['Photo Gallery']);
  });

  it('keeps everything for all categories and no search', () => {
    expect(filterVenues(venues, { category: ALL_CATEGORIES, search: '' })).toHaveLength(5);
  });

  it('narrows to one category', () => {
    expect(filterVenues(venues, { category: 'dining', search: '' }).map((v) => v.name)).toEqual([
      'Layalina',
      'The Fish Market',
    ]);
  });

  it('searches name, subcategory, description and amenities without regard to case', () => {
    expect(filterVenues(venues, { category: ALL_CATEGORIES, search: '  FISH ' }).map((v) => v.name)).toEqual([
      'The Fish Market',
    ]);
    expect(filterVenues(venues, { category: ALL_CATEGORIES, search: 'levantine' })).toHaveLength(1);
    expect(filterVenues(venues, { category: ALL_CATEGORIES, search: 'coffee' })[0]?.name).toBe(
      'Nakheel Lounge',
    );
    expect(filterVenues(venues, { category: 'shopping', search: 'coffee' })).toEqual([]);
  });
});

describe('deckNumberOf', () => {
  it('reads the deck from a location', () => {
    expect(deckNumberOf('Deck 6')).toBe(6);
    expect(deckNumberOf('Deck 18, aft pool')).toBe(18);
    expect(deckNumberOf('Main atrium')).toBeNull();
  });
});

describe('deckLocationLabel', () => {
  it('translates a bare deck location and keeps anything else', () => {
    expect(deckLocationLabel('Deck 18', 'الطابق {number}')).toBe('الطابق 18');
    expect(deckLocationLabel('Deck 18, aft pool', 'الطابق {number}')).toBe('Deck 18, aft pool');
  });
});
