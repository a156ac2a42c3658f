import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { compareVenueHours, dayOf } from './compare-venues.ts';

const venue = (name: string, deckNumber: number, operatingHours: string | null): VenueInfo => ({
  id: deckNumber,
  name,
  category: 'recreation',
  subcategory: null,
  description: '',
  deckNumber,
  deckName: '',
  operatingHours,
  contactInfo: null,
  amenities: [],
  imageUrl: '',
});
const en = { lang: 'en' as const, today: '2026-11-24', guestName: undefined, brand: 'Marsa' };

describe('comparing the hours of places the guest names', () => {
  it('reads a day from the hours, split or past midnight', () => {
    expect(dayOf('07:00–20:00')).toEqual({ open: '07:00', close: '20:00' });
    expect(dayOf('08:00–12:00, 15:00–19:00')).toEqual({ open: '08:00', close: '19:00' });
    expect(dayOf('Open 24 hours')).toBeUndefined();
  });

  it('says which opens first and which closes last, with every time', () => {
    const gym = venue('Fitness Centre', 17, '06:00–22:00');
    const pool = venue('Lido Pool', 16, '07:00–20:00');
    const lounge = venue('Nakheel Lounge', 5, '10:00–01:00');
    const early = compareVenueHours(en, 'earliest', [pool, gym]) ?? '';
    expect(early).toMatch(/^Fitness Centre \(Deck 17\) opens earlier, at 6:00 AM/);
    expect(early).toContain('Lido Pool opens at 7:00 AM');
    const late = compareVenueHours(en, 'open_late', [gym, lounge]) ?? '';
    expect(late).toMatch(/^Nakheel Lounge \(Deck 5\) stays open later, until 1:00 AM/);
  });

  it('does not compare a place whose hours are not a day', () => {
    expect(
      compareVenueHours(en, 'earliest', [
        venue('Guest Services', 3, 'Open 24 hours'),
        venue('Lido Pool', 16, '07:00–20:00'),
      ]),
    ).toBeUndefined();
  });
});
