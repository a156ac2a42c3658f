import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { placeHoursLine } from './place-hours.ts';

const deck = (operatingHours: string | null): VenueInfo => ({
  id: 1,
  name: 'Stargazing Deck',
  nameAr: 'سطح رصد النجوم',
  category: 'entertainment',
  subcategory: 'Deck',
  description: '',
  deckNumber: 19,
  deckName: 'Sky',
  operatingHours,
  contactInfo: null,
  amenities: [],
  imageUrl: '',
});
const en = { lang: 'en' as const, today: '2026-11-24', guestName: undefined, brand: 'Marsa' };
const ar = { ...en, lang: 'ar' as const };

describe("a service's place and its own hours", () => {
  it('adds the hours a description of the sessions does not state (the deck closes at 23:30)', () => {
    const line = placeHoursLine(en, deck('21:00–23:30'), 'Schedule: Nightly 9:00 PM and 10:00 PM.');
    expect(line).toContain('11:30 PM');
    expect(placeHoursLine(ar, deck('21:00–23:30'), 'كل ليلة 9:00 م و10:00 م')).toContain('سطح رصد النجوم');
  });

  it('adds nothing when the description already says them, or the place has no hours', () => {
    expect(placeHoursLine(en, deck('09:00–19:00'), 'Schedule: Daily 9:00 AM–7:00 PM.')).toBeUndefined();
    expect(placeHoursLine(en, deck(null), 'Schedule: Nightly 9:00 PM.')).toBeUndefined();
  });
});
