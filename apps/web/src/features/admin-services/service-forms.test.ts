import { PLACEHOLDER_IMAGE, restaurantInputSchema, spaServiceInputSchema } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import { isPremiumTier, restaurantFormValues, spaFormValues, tierOf } from './service-forms.ts';

const restaurant = {
  name: 'La Tavola',
  nameAr: 'لا تافولا',
  cuisine: 'Italian',
  description: 'Hand-rolled pasta.',
  descriptionAr: null,
  location: 'Deck 6',
  capacity: 120,
  openingTime: '17:30',
  closingTime: '22:30',
  imageUrl: PLACEHOLDER_IMAGE,
  rating: 4.7,
  specialFeature: null,
};

const spa = {
  name: 'Royal Hammam',
  nameAr: null,
  description: 'Steam, scrub and foam.',
  descriptionAr: 'بخار وتقشير ورغوة.',
  duration: 90,
  features: ['Steam room', 'Black soap scrub'],
  capacity: 2,
  premium: true,
  startTime: '09:00',
  endTime: '20:00',
  imageUrl: '/uploads/hammam.webp',
};

describe('restaurant form values', () => {
  it('starts a new restaurant empty with the 4.5 rating', () => {
    const values = restaurantFormValues(null);
    expect(values.rating).toBe(4.5);
    expect(values.name).toBe('');
    expect(values.capacity).toBe('');
  });

  it('pre-fills an edit, showing no address for the placeholder image and none for a missing feature', () => {
    const values = restaurantFormValues(restaurant);
    expect(values).toMatchObject({
      name: 'La Tavola',
      capacity: 120,
      rating: 4.7,
      imageUrl: '',
      specialFeature: '',
      nameAr: 'لا تافولا',
      descriptionAr: '',
    });
  });

  it('gives values the shared schema accepts unchanged (round trip)', () => {
    const parsed = restaurantInputSchema.parse(restaurantFormValues(restaurant));
    expect(parsed).toMatchObject({
      name: 'La Tavola',
      nameAr: 'لا تافولا',
      descriptionAr: null,
      capacity: 120,
      rating: 4.7,
      specialFeature: null,
    });
    expect(parsed.imageUrl).toBe(PLACEHOLDER_IMAGE);
  });

  it('lets the shared schema refuse an empty new form with the §5 messages', () => {
    const result = restaurantInputSchema.safeParse(restaurantFormValues(null));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Cuisine is required',
        'Capacity is required',
        'Opening time is required',
      ]),
    );
  });
});

describe('spa form values', () => {
  it('joins features with commas and keeps the premium flag', () => {
    const values = spaFormValues(spa);
    expect(values.features).toBe('Steam room, Black soap scrub');
    expect(values.premium).toBe(true);
    expect(values.imageUrl).toBe('/uploads/hammam.webp');
  });

  it('splits typed features back into a list through the shared schema', () => {
    const parsed = spaServiceInputSchema.parse({ ...spaFormValues(spa), features: ' Sauna,, Sea view ,' });
    expect(parsed.features).toEqual(['Sauna', 'Sea view']);
    expect(parsed).toMatchObject({ nameAr: null, descriptionAr: 'بخار وتقشير ورغوة.' });
  });

  it('starts a new service as Standard', () => {
    expect(tierOf(spaFormValues(null).premium)).toBe('standard');
  });

  it('maps the tier to the premium flag and back', () => {
    expect(tierOf(true)).toBe('premium');
    expect(isPremiumTier('premium')).toBe(true);
    expect(isPremiumTier('standard')).toBe(false);
  });
});
