import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { composeNearest, composeOpenAt } from './compose-open.ts';
import { normalize } from './language.ts';
import { dockedAt, isOpenAt, minutesOf, parseHours } from './open-hours.ts';
import { openingAsked } from './opening-question.ts';
import {
  type Place,
  placesOfVenues,
  placesWanted,
  roomServicePlace,
  shutInPort,
  wantsPlaces,
} from './places.ts';

const en = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const ar = { ...en, lang: 'ar' } as const;

const venue = (
  name: string,
  deck: number,
  hours: string | null,
  over: Partial<VenueInfo> = {},
): VenueInfo => ({
  id: name.length + deck,
  name,
  category: 'entertainment',
  subcategory: null,
  description: '',
  deckNumber: deck,
  deckName: `Deck ${deck}`,
  operatingHours: hours,
  contactInfo: null,
  amenities: [],
  imageUrl: '',
  ...over,
});

const venues: VenueInfo[] = [
  venue('Nakheel Lounge', 5, '10:00–01:00', {
    subcategory: 'Lounge',
    description: 'Mocktails, specialty coffee and live piano.',
    amenities: ['Mocktail bar', 'Live piano'],
  }),
  venue('Majlis Lounge', 6, '09:00–00:00', {
    subcategory: 'Lounge',
    amenities: ['Arabic coffee', 'Live oud'],
  }),
  venue('Irth', 6, '18:00–23:00', {
    category: 'dining',
    subcategory: 'Restaurant',
    amenities: ['Coffee ceremony'],
  }),
  venue('Amwaj Buffet', 16, '06:30–22:30', { category: 'dining', subcategory: 'Restaurant' }),
  venue('Lido Pool', 16, '07:00–20:00', { category: 'recreation', subcategory: 'Pool' }),
  venue('Juice & Mocktail Bar', 16, '09:00–23:00', {
    subcategory: 'Bar',
    description: 'Fresh juices beside the pool.',
    amenities: ['Fresh juices', 'Mocktails'],
  }),
  venue('Wellness Area', 17, '07:00–22:00', { category: 'recreation', amenities: ['Plunge pool'] }),
  venue('Fitness Centre', 17, '06:00–22:00', { category: 'recreation', subcategory: 'Gym' }),
  venue('Cinema Under the Stars', 19, 'Screenings nightly at 20:30', { subcategory: 'Open-air cinema' }),
  venue('Guest Services', 3, 'Open 24 hours', { category: 'services', subcategory: 'Front desk' }),
];

const roomService = roomServicePlace(
  {
    topic: 'Room service',
    question: 'What are the room service hours?',
    answer: 'Room service is available 24 hours. Delivery usually takes 30-45 minutes.',
    answerAr: 'خدمة الغرف متاحة على مدار 24 ساعة. ويستغرق التوصيل عادةً 30-45 دقيقة.',
  },
  [{ name: 'Coffee', nameAr: 'قهوة', words: ['coffee', 'قهوه'] }],
) as Place;
const places = [...placesOfVenues(venues), roomService];
const names = (question: string) =>
  (placesWanted(normalize(question), places) ?? []).map((fit) => fit.place.name);

describe('opening hours as the records write them', () => {
  it('reads spans, spans past midnight, split days, all day and set times', () => {
    expect(parseHours('07:00–20:00')).toEqual({ always: false, spans: [{ from: 420, to: 1200 }], times: [] });
    expect(parseHours('10:00–01:00').spans).toEqual([{ from: 600, to: 1500 }]);
    expect(parseHours('08:00–12:00, 16:00–19:00 (emergencies 24h)')).toMatchObject({
      always: false,
      spans: [
        { from: 480, to: 720 },
        { from: 960, to: 1140 },
      ],
    });
    expect(parseHours('Open 24 hours').always).toBe(true);
    expect(parseHours('Shows at 19:30 and 21:30')).toEqual({ always: false, spans: [], times: [1170, 1290] });
    expect(parseHours('خدمة الغرف متاحة على مدار 24 ساعة.').always).toBe(true);
  });

  it('is open from the opening minute up to the closing one, and past midnight', () => {
    const lounge = parseHours('10:00–01:00');
    expect(isOpenAt(lounge, minutesOf('23:30'))).toBe(true);
    expect(isOpenAt(lounge, minutesOf('00:30'))).toBe(true);
    expect(isOpenAt(lounge, minutesOf('01:00'))).toBe(false);
    expect(isOpenAt(lounge, minutesOf('09:59'))).toBe(false);
    expect(isOpenAt(parseHours('Screenings nightly at 20:30'), minutesOf('20:30'))).toBe(false);
  });
});

describe('questions about what is open', () => {
  it.each([
    ['is there somewhere I can get a coffee late at night?', { mode: 'late', minute: 23 * 60 }],
    ['where can I still get a drink after midnight?', { mode: 'late', minute: 30 }],
    ['can I swim in the pool at 9pm?', { mode: 'at', minute: 21 * 60 }],
    ['is the gym open at 6 in the morning?', { mode: 'at', minute: 6 * 60 }],
    ['هل المسبح مفتوح الساعة ٩ بالليل؟', { mode: 'at', minute: 21 * 60 }],
    ['وين أقدر آكل بعد نص الليل؟', { mode: 'late', minute: 30 }],
    ['is the spa open right now?', { mode: 'now' }],
    ['هل السبا مفتوح الحين؟', { mode: 'now' }],
    ['صرافة العملات فاتحة هلق؟', { mode: 'now' }],
    ['الجيم فاتح دلوقتي؟', { mode: 'now' }],
    ["what's the nearest bar to my cabin? I'm on deck 9", { mode: 'nearest', deck: 9 }],
    ['وش أقرب مطعم لغرفتي؟', { mode: 'nearest', deck: undefined }],
  ])('reads %j', (question, asked) => {
    expect(openingAsked(normalize(question))).toEqual(asked);
  });

  it('leaves other questions alone', () => {
    expect(openingAsked(normalize('what time does the pool close?'))).toBeUndefined();
    expect(openingAsked(normalize('is the spa open on sea days?'))).toBeUndefined();
    expect(openingAsked(normalize('what can I do now?'))).toBeUndefined();
    // A show or a haircut at a time is not a place with opening hours.
    expect(wantsPlaces(normalize('is there a show at 9pm?'))).toBe(false);
    expect(wantsPlaces(normalize('can I get a haircut at 9pm?'))).toBe(false);
    expect(wantsPlaces(normalize('anything open after midnight?'))).toBe(true);
  });
});

describe('places that close in port', () => {
  const souq = placesOfVenues([
    venue('Souq Al Marsa', 4, '09:00–23:00 (closed in port)', { category: 'shopping', subcategory: 'Souq' }),
  ]);
  const calls = [
    { arrivalDate: '2026-11-24', arrivalTime: '12:00', departureDate: '2026-11-24', departureTime: '22:00' },
    { arrivalDate: '2026-11-26', arrivalTime: '07:00', departureDate: '2026-11-27', departureTime: '21:00' },
  ];

  it('knows when the ship is docked, overnight calls included', () => {
    expect(dockedAt(calls, '2026-11-24', minutesOf('16:00'))).toBe(calls[0]);
    expect(dockedAt(calls, '2026-11-24', minutesOf('22:30'))).toBeUndefined();
    expect(dockedAt(calls, '2026-11-27', minutesOf('03:00'))).toBe(calls[1]);
    expect(dockedAt(calls, '2026-11-25', minutesOf('12:00'))).toBeUndefined();
  });

  it('says the souq is shut while docked and open once we sail', () => {
    const fits = (placesWanted(normalize('is the souq open'), souq) ?? []).map((fit) => ({
      ...fit,
      place: shutInPort(fit.place),
    }));
    const docked = composeOpenAt(en, { mode: 'at', minute: 16 * 60 }, 16 * 60, fits, 'Jeddah');
    expect(docked).toContain('The ship is docked in Jeddah then.');
    expect(docked).toContain(
      'Closed at 4:00 PM:\n• Souq Al Marsa (Deck 4): 9:00 AM–11:00 PM (closed in port)',
    );
    const sailing = placesWanted(normalize('is the souq open'), souq) ?? [];
    expect(composeOpenAt(en, { mode: 'at', minute: 22 * 60 + 30 }, 22 * 60 + 30, sailing)).toContain(
      'Open at 10:30 PM:\n• Souq Al Marsa',
    );
  });
});

describe('what the guest wants there', () => {
  it('finds the places that are, list or serve it', () => {
    expect(names('coffee late at night')).toEqual([
      'Nakheel Lounge',
      'Majlis Lounge',
      'Irth',
      'Room service',
    ]);
    expect(names('أبي قهوة متأخر بالليل')).toContain('Majlis Lounge');
    // A pool by name or amenity; not the bar whose description is 'beside the pool'.
    expect(names('can I swim in the pool at 9pm')).toEqual(['Lido Pool', 'Wellness Area']);
    expect(names('is the gym open at 6')).toEqual(['Fitness Centre']);
    expect(names('a drink after midnight')).toEqual([
      'Nakheel Lounge',
      'Juice & Mocktail Bar',
      'Room service',
    ]);
    expect(placesWanted(normalize('can I get a haircut at 9pm'), places)).toBeUndefined();
    // Nothing in particular: every place; a place's own name: that place alone.
    expect(names("what's open right now?")).toHaveLength(places.length);
    expect(names('is the Nakheel Lounge open now?')).toEqual(['Nakheel Lounge']);
  });
});

describe('the replies', () => {
  it('lists what is open late, room service included, and nothing closed when something fits', () => {
    const fits = placesWanted(normalize('somewhere I can get a coffee late at night'), places) ?? [];
    const reply = composeOpenAt(en, { mode: 'late', minute: 23 * 60 }, 23 * 60, fits);
    expect(reply).toContain('Nakheel Lounge (Deck 5): 10:00 AM–1:00 AM');
    expect(reply).toContain('Room service: Room service is available 24 hours.');
    expect(reply).not.toContain('Irth');
    expect(reply).not.toContain('Cinema');
  });

  it('says the pool is closed at 9pm with its hours, and what else has a pool then, in Arabic too', () => {
    const fits = placesWanted(normalize('can I swim in the pool at 9pm'), places) ?? [];
    const reply = composeOpenAt(en, { mode: 'at', minute: 21 * 60 }, 21 * 60, fits);
    expect(reply).toBe(
      'Open at 9:00 PM:\n• Wellness Area (Deck 17): 7:00 AM–10:00 PM\nClosed at 9:00 PM:\n• Lido Pool (Deck 16): 7:00 AM–8:00 PM',
    );
    const arabic = composeOpenAt(ar, { mode: 'at', minute: 21 * 60 }, 21 * 60, fits);
    expect(arabic).toContain('مغلق الساعة');
    expect(arabic).toContain('الطابق 16');
  });

  it('answers food at 2am with room service alone, in the Arabic of its topic', () => {
    const fits = placesWanted(normalize('وين أقدر آكل بعد نص الليل'), places) ?? [];
    const reply = composeOpenAt(ar, { mode: 'late', minute: 30 }, 30, fits);
    expect(reply).toContain('خدمة الغرف متاحة على مدار 24 ساعة.');
    expect(reply).not.toContain('Amwaj');
  });

  it('names the nearest by deck distance, ties kept', () => {
    const fits = placesWanted(normalize('nearest bar'), places) ?? [];
    expect(composeNearest(en, 9, fits)).toBe(
      'Nearest to Deck 9 (3 decks away):\n• Majlis Lounge, Deck 6, 9:00 AM–12:00 AM',
    );
    const restaurants = placesWanted(normalize('closest restaurant'), places) ?? [];
    expect(composeNearest(en, 16, restaurants)).toContain('on your deck');
  });
});
