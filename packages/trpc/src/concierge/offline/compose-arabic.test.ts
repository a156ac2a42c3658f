import { describe, expect, it } from 'vitest';
import type { ExcursionInfo, PortInfo, RestaurantInfo } from '../tools/types.ts';
import { composeExcursionDetail } from './compose-excursions.ts';
import { composeKnowledge, composeVenue } from './compose-general.ts';
import { composePort } from './compose-itinerary.ts';
import { composeRestaurantDetail, composeRestaurantList } from './compose-restaurants.ts';
import { markNames } from './compose-search.ts';
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
    // Known only in English: an Arabic frame around the verbatim source and its figures.
    expect(composeKnowledge(voice('ar'), englishOnly)).toBe(
      'أبرز ما فيها: 9:00 ص.\nهذا ما ورد في إشعار السفينة بالإنجليزية، أنقله لك كما هو دون ترجمة:\n«Before 09:00.»',
    );
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
      'يقع المصلى في الطابق 4 (Atrium). مصليات منفصلة للرجال والنساء.',
    );
    // A venue staff described only in English keeps its description, quoted as written.
    expect(composeVenue(voice('ar'), { ...venue, descriptionAr: null })).toBe(
      'يقع المصلى في الطابق 4 (Atrium). «Separate areas for men and women.»',
    );
    const lobby = { ...venue, deckName: 'Lobby', operatingHours: 'Open 24 hours', contactInfo: 'ext. 0' };
    expect(composeVenue(voice('ar'), lobby)).toBe(
      'يقع المصلى في الطابق 4 (البهو). ساعات العمل: مفتوح على مدار 24 ساعة. للتواصل: الرقم الداخلي 0. مصليات منفصلة للرجال والنساء.',
    );
  });

  it('show every short English field of a record in Arabic, or quoted as written', () => {
    const dressed = {
      ...irth,
      dressCode: 'Elegant',
      specialFeature: 'Live oud music every evening from 19:30',
    };
    const arabic = composeRestaurantDetail(voice('ar'), dressed, '2026-11-24');
    expect(arabic).toContain('مطبخ سعودي تراثي راقٍ في الطابق 6');
    expect(arabic).toContain('قواعد اللباس: أنيق.');
    expect(arabic).toContain('ميزة خاصة: «Live oud music every evening from 19:30».');
    expect(composeRestaurantDetail(voice('en'), dressed, '2026-11-24')).toContain('Dress code: Elegant.');

    const safaga: PortInfo = {
      id: 6,
      order: 6,
      portName: 'Safaga',
      portNameAr: 'سفاجا',
      country: 'Egypt',
      description: 'A quiet port.',
      descriptionAr: 'ميناء هادئ.',
      arrivalDate: '2026-11-30',
      arrivalTime: '07:00',
      departureDate: '2026-11-30',
      departureTime: '19:00',
      highlights: ['Temples of Luxor and Karnak'],
      activities: [],
      imageUrl: '/images/safaga.svg',
    };
    const port = composePort(voice('ar'), safaga);
    expect(port).toContain('سفاجا، مصر (المحطة 6)');
    expect(port).toContain('أبرز المعالم: «Temples of Luxor and Karnak».');

    const wadiRum: ExcursionInfo = {
      id: 11,
      title: 'Wadi Rum Jeep & Camel Adventure',
      titleAr: 'مغامرة وادي رم بالجيب والجمال',
      description: 'Red dunes.',
      descriptionAr: 'كثبان حمراء.',
      category: 'adventure',
      difficulty: 'moderate',
      duration: '6 hours',
      priceUSD: 149,
      priceSAR: 558.75,
      departureTime: '08:30',
      returnTime: '14:30',
      highlights: [],
      spotsLeft: 4,
      portName: 'Aqaba',
      portNameAr: 'العقبة',
      images: [],
    };
    const excursion = composeExcursionDetail(voice('ar'), wadiRum);
    expect(excursion).toContain('6 ساعات');
    expect(excursion).toContain('مستوى الصعوبة: متوسطة.');
    expect(excursion).not.toMatch(/hours|moderate/);
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

describe('names marked in a reply', () => {
  it('are never marked inside a source quoted verbatim', () => {
    const reply = 'اسأل خدمة الضيوف:\n«Guest Services on Deck 3 logs every item.»';
    expect(markNames(reply, ['Guest Services', 'خدمة الضيوف'])).toBe(
      'اسأل **خدمة الضيوف**:\n«Guest Services on Deck 3 logs every item.»',
    );
  });
});
