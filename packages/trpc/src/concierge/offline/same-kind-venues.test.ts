import { describe, expect, it } from 'vitest';
import { searchHit } from '../testing/search-hit.ts';
import type { SearchHitInfo, VenueInfo } from '../tools/types.ts';
import { composeVenuesOfKind, venuesOfSameKind } from './same-kind-venues.ts';

const venue = (id: number, name: string, deckNumber: number, subcategory: string | null): VenueInfo => ({
  id,
  name,
  nameAr: null,
  category: 'services',
  subcategory,
  description: 'Self-service washers, dryers and irons.',
  deckNumber,
  deckName: `Deck ${deckNumber}`,
  operatingHours: '07:00–23:00',
  contactInfo: null,
  amenities: [],
  imageUrl: '',
});

const hit = (id: number, coverage: number, named = false): SearchHitInfo =>
  searchHit({ kind: 'venue', id, title: `venue ${id}`, coverage, named, updatedAt: '' });

const venues = [
  venue(1, 'Launderette, Deck 13', 13, 'Laundry'),
  venue(2, 'Launderette, Deck 9', 9, 'Laundry'),
  venue(3, 'Launderette, Deck 11', 11, 'Laundry'),
  venue(4, 'Guest Services', 3, 'Front desk'),
];
const voice = { lang: 'en' as const, today: '2026-11-24', guestName: undefined, brand: 'Marsa' };

describe('several places of one kind', () => {
  it('lists every venue of the kind the search covers equally, by deck', () => {
    const hits = [hit(1, 0.68), hit(2, 0.68), hit(3, 0.68), hit(4, 0.68)];
    const kind = venuesOfSameKind(hit(1, 0.68), hits, venues);
    expect(kind.map((item) => item.deckNumber)).toEqual([9, 11, 13]);
    const text = composeVenuesOfKind(voice, kind);
    expect(text).toContain('Deck 9');
    expect(text).toContain('Deck 13');
    expect(text.match(/Self-service/g)).toHaveLength(1);
  });

  it('keeps to the one the guest named, or the one that covers the question best', () => {
    const hits = [hit(1, 0.9, true), hit(2, 0.9), hit(3, 0.5)];
    expect(venuesOfSameKind(hits[0] as SearchHitInfo, hits, venues)).toHaveLength(1);
    const unnamed = [hit(1, 0.9), hit(2, 0.5)];
    expect(venuesOfSameKind(unnamed[0] as SearchHitInfo, unnamed, venues)).toHaveLength(1);
  });
});
