import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { composeVenue } from './compose-general.ts';
import type { Voice } from './say.ts';

const voice = (lang: Voice['lang']): Voice => ({
  lang,
  today: '2026-11-24',
  guestName: undefined,
  brand: 'Marsa',
});

const desk: VenueInfo = {
  id: 1,
  name: 'Shore Excursions Desk',
  nameAr: null,
  category: 'services',
  subcategory: null,
  description: 'Advice and bookings for shore excursions.',
  descriptionAr: null,
  deckNumber: 3,
  deckName: 'Lobby',
  operatingHours: '08:00–20:00',
  contactInfo: null,
  amenities: [],
  imageUrl: '',
};

describe('times inside a record’s own text (issue 15: 12-hour times everywhere)', () => {
  it('a venue’s hours are said in the 12-hour form, in English and Arabic', () => {
    const en = composeVenue(voice('en'), desk).replace(/\s/g, ' ');
    expect(en).toContain('Hours: 8:00 AM–8:00 PM.');
    expect(en).not.toMatch(/\b(0\d|1[3-9]|2[0-3]):\d\d\b/);
    const ar = composeVenue(voice('ar'), desk).replace(/\s/g, ' ');
    expect(ar).toContain('ساعات العمل: 8:00 ص–8:00 م.');
  });
});
