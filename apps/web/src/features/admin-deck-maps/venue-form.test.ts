import { deckVenueInputSchema } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import type { DeckVenue } from './types.ts';
import { toVenueInput, venueFormErrors, venueFormValues, venueUpdateBody } from './venue-form.ts';

const venue = {
  id: 4,
  deckMapId: 5,
  name: 'Layalina',
  nameAr: 'ليالينا',
  descriptionAr: null,
  category: 'dining',
  subcategory: 'Levantine',
  description: 'Mezze',
  imageUrl: '/images/placeholder-400x300.svg',
  xPosition: 30,
  yPosition: 60,
  operatingHours: '18:00–23:00',
  contactInfo: null,
  amenities: ['Terrace'],
  isActive: true,
  relatedServiceId: 3,
  relatedServiceType: 'restaurant',
} as unknown as DeckVenue;

describe('venueFormValues', () => {
  it('starts a new venue on the selected deck at 50, 50 and active', () => {
    const values = venueFormValues(null, 7);
    expect(values).toMatchObject({
      deckMapId: '7',
      xPosition: 50,
      yPosition: 50,
      isActive: true,
      relatedService: '',
    });
  });

  it('pre-fills a saved venue and round-trips it through the shared schema', () => {
    const values = venueFormValues(venue, 1);
    expect(values.relatedService).toBe('restaurant:3');
    const parsed = deckVenueInputSchema.parse(toVenueInput(values));
    expect(parsed).toMatchObject({
      deckMapId: 5,
      relatedServiceId: 3,
      relatedServiceType: 'restaurant',
      xPosition: 30,
      nameAr: 'ليالينا',
      descriptionAr: null,
    });
  });
});

describe('toVenueInput', () => {
  it('reports a missing deck, name and category with the schema messages', () => {
    const result = deckVenueInputSchema.safeParse(toVenueInput(venueFormValues(null, null)));
    const messages = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      deckMapId: 'Deck is required',
      name: 'Venue name is required',
      category: 'Category is required',
    });
  });

  it('sends no related service as two nulls', () => {
    const input = toVenueInput({ ...venueFormValues(venue, 1), relatedService: '' });
    expect(input.relatedServiceId).toBeNull();
    expect(input.relatedServiceType).toBeNull();
  });
});

describe('venueUpdateBody', () => {
  it('keeps every field and applies the change', () => {
    const body = venueUpdateBody(venue, { xPosition: 12.5, yPosition: 80 });
    expect(body).toMatchObject({
      id: 4,
      name: 'Layalina',
      xPosition: 12.5,
      yPosition: 80,
      relatedServiceId: 3,
    });
  });
});

describe('venueFormErrors', () => {
  it('puts related-service errors on the one select', () => {
    expect(venueFormErrors({ relatedServiceType: 'x', name: 'y' })).toEqual({
      relatedService: 'x',
      name: 'y',
    });
  });
});
