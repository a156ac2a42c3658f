import { describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '../tools/types.ts';
import { composeKnowledge, composeVenue } from './compose-general.ts';
import { composeRestaurantDetail, composeRestaurantList } from './compose-restaurants.ts';
import { describeRestaurant } from './describe.ts';
import { matchEntity } from './match.ts';
import type { Voice } from './say.ts';

const voice = (lang: Voice['lang']): Voice => ({
  lang,
  today: '2026-11-24',
  guestName: 'Noura',
  brand: 'Marsa',
});

const irth: RestaurantInfo = {
  id: 1,
  name: 'Irth',
  nameAr: 'إرث',
  cuisine: 'Saudi heritage fine dining',
  description: 'Najdi jareesh and Hejazi saleeg.',
  descriptionAr: 'الجريش النجدي والسليق الحجازي.',
  location: 'Deck 6',
  openingTime: '18:00',
  closingTime: '23:00',
  rating: 4.9,
  specialFeature: null,
  dressCode: null,
  imageUrl: '/images/irth.svg',
  images: [],
  freeTimes: [],
};
const tavola: RestaurantInfo = { ...irth, id: 2, name: 'La Tavola', nameAr: null, descriptionAr: null };

describe('Arabic replies of the offline concierge', () => {
  it('name and describe a restaurant in Arabic when it has Arabic texts, in English when not', () => {
    const arabic = composeRestaurantDetail(voice('ar'), irth, '2026-11-24');
    expect(arabic).toContain('يقدّم إرث');
    expect(arabic).toContain('الجريش النجدي والسليق الحجازي.');
    expect(arabic).not.toContain('Najdi');
    expect(composeRestaurantDetail(voice('en'), irth, '2026-11-24')).toContain('Irth serves');
    const list = composeRestaurantList(voice('ar'), { date: '2026-11-24', restaurants: [irth, tavola] });
    expect(list).toContain('• إرث:');
    expect(list).toContain('• La Tavola:');
  });

  it('answer an FAQ with its Arabic answer in Arabic, and the English one otherwise', () => {
    const result = {
      topics: [
        {
          topic: 'Laundry',
          question: 'Laundry?',
          answer: 'Before 09:00.',
          answerAr: 'قبل الساعة 09:00.',
          category: null,
        },
      ],
      corrections: [],
    };
    expect(composeKnowledge(voice('ar'), result)).toBe('قبل الساعة 09:00.');
    expect(composeKnowledge(voice('en'), result)).toBe('Before 09:00.');
    const englishOnly = {
      ...result,
      topics: [
        {
          ...result.topics[0],
          answerAr: null,
          topic: 'Laundry',
          question: 'Laundry?',
          answer: 'Before 09:00.',
          category: null,
        },
      ],
    };
    expect(composeKnowledge(voice('ar'), englishOnly)).toBe('Before 09:00.');
  });

  it('place a venue under its Arabic name', () => {
    const venue = {
      id: 1,
      name: 'Prayer Room',
      nameAr: 'المصلى',
      category: 'services',
      subcategory: null,
      description: 'Separate areas for men and women.',
      descriptionAr: 'مصليات منفصلة للرجال والنساء.',
      deckNumber: 4,
      deckName: 'Atrium',
      operatingHours: null,
      contactInfo: null,
      amenities: [],
      imageUrl: '/images/venue.svg',
    };
    expect(composeVenue(voice('ar'), venue)).toBe(
      'يقع المصلى على السطح 4 (Atrium). مصليات منفصلة للرجال والنساء.',
    );
  });

  it('recognise a place the guest names by its Arabic name', () => {
    const coral = { ...irth, id: 3, name: 'Coral Grill', nameAr: 'مشاوي المرجان' };
    const found = matchEntity(
      'أريد طاولة في مشاوي المرجان الليلة',
      [tavola, irth, coral],
      describeRestaurant,
    );
    expect(found.best?.id).toBe(3);
  });
});
