import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { composeDeckListing, deckListingAsked, deckNamed } from './deck-listing.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });
const venue = (id: number, name: string, deckNumber: number, extra: Partial<VenueInfo> = {}): VenueInfo => ({
  id,
  name,
  nameAr: null,
  category: 'entertainment',
  subcategory: 'Lounge',
  description: '',
  deckNumber,
  deckName: 'Promenade',
  operatingHours: '10:00–01:00',
  contactInfo: null,
  amenities: [],
  imageUrl: '',
  ...extra,
});

describe('deckNamed', () => {
  it('reads digits, number words and Arabic ordinals after the deck noun', () => {
    expect(deckNamed("what's on deck 5?")).toBe(5);
    expect(deckNamed('ok so deck nineteen what is up there')).toBe(19);
    expect(deckNamed('whats on the 7th floor')).toBe(7);
    expect(deckNamed('شو في بالطابق التالت')).toBe(3);
    expect(deckNamed('ايش فيه في الدور 18')).toBe(18);
    expect(deckNamed('which deck is the spa on')).toBeUndefined();
  });
});

describe('deckListingAsked', () => {
  it('is a listing when the guest asks what a deck holds or for its map', () => {
    expect(deckListingAsked("what's on deck 5?")).toEqual({ deck: 5, dining: false, activities: false });
    expect(deckListingAsked("what's on the deck 4 map")).toEqual({
      deck: 4,
      dining: false,
      activities: false,
    });
    expect(deckListingAsked('هو ايه اللي في سطح ٧')).toEqual({ deck: 7, dining: false, activities: false });
    expect(deckListingAsked('which restaurants are on deck 7?')).toEqual({
      deck: 7,
      dining: true,
      activities: false,
    });
    expect(deckListingAsked('any restaurants on deck 5')).toEqual({
      deck: 5,
      dining: true,
      activities: false,
    });
    expect(deckListingAsked('خريطة الطابق 16 وش فيها')).toEqual({
      deck: 16,
      dining: false,
      activities: false,
    });
    expect(deckListingAsked('what restaurants are on deck 6')).toEqual({
      deck: 6,
      dining: true,
      activities: false,
    });
    expect(deckListingAsked('شو في مطاعم عالطابق ٦')).toEqual({ deck: 6, dining: true, activities: false });
  });
  it('is not a listing when the question asks when, where, how much, or which deck', () => {
    expect(deckListingAsked('what time does the bar on deck 5 close')).toBeUndefined();
    expect(deckListingAsked('which deck is the spa on')).toBeUndefined();
    expect(deckListingAsked('متى يفتح المطعم في الطابق 5')).toBeUndefined();
    expect(deckListingAsked('is the launderette on deck 9 free')).toBeUndefined();
    expect(deckListingAsked('what decks have a launderette')).toBeUndefined();
    expect(deckListingAsked("what's the nearest bar to my cabin? I'm on deck 9")).toBeUndefined();
    expect(deckListingAsked('وش اقرب مقهى؟ انا في الطابق 9')).toBeUndefined();
  });
});

describe('composeDeckListing', () => {
  const venues = {
    venues: [
      venue(1, 'Nakheel Lounge', 5, { nameAr: 'صالة النخيل' }),
      venue(2, 'Layalina', 5, {
        category: 'dining',
        subcategory: 'Restaurant',
        operatingHours: '12:00–23:00',
      }),
      venue(3, 'Majlis Lounge', 6, { deckName: 'Heritage' }),
    ],
  };
  it('lists every venue of the deck with its hours, and only that deck', () => {
    const text = composeDeckListing(voice('en'), { deck: 5, dining: false, activities: false }, venues);
    expect(text).toContain('Deck 5 (Promenade)');
    expect(text).toContain('**Nakheel Lounge**');
    expect(text).toContain('**Layalina** (Restaurant)');
    expect(text).not.toContain('Majlis');
  });
  it('uses Arabic names in an Arabic reply', () => {
    const text = composeDeckListing(voice('ar'), { deck: 5, dining: false, activities: false }, venues);
    expect(text).toContain('الطابق 5');
    expect(text).toContain('صالة النخيل');
  });
  it('says so when the deck does not exist', () => {
    expect(composeDeckListing(voice('en'), { deck: 25, dining: false, activities: false }, venues)).toMatch(
      /can't find a Deck 25/,
    );
  });
});
