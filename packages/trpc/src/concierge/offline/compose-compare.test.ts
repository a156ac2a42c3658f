import { describe, expect, it } from 'vitest';
import { activityInfo, excursionInfo, restaurantInfo, spaInfo, venueInfo } from '../testing/records.ts';
import { measuredValue, thingsOf } from './comparable.ts';
import { composeComparison, composeOverview } from './compose-compare.ts';

/** The reply without the no-break spaces and direction marks the money and time formats use. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069]/g, '');
const compare = (...args: Parameters<typeof composeComparison>) => plain(composeComparison(...args));
const en = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const ar = { ...en, lang: 'ar' } as const;

const ship = thingsOf({
  restaurants: {
    date: '2026-11-24',
    restaurants: [
      restaurantInfo('Irth', {
        nameAr: 'إرث',
        rating: 4.9,
        location: 'Deck 6',
        openingTime: '18:00',
        closingTime: '23:00',
      }),
      restaurantInfo('La Tavola', { rating: 4.7, location: 'Deck 6' }),
      restaurantInfo('Layalina', { rating: 4.7, location: 'Deck 5' }),
      restaurantInfo('Amwaj Buffet', { openingTime: '06:30', location: 'Deck 16' }),
    ],
  },
  spaServices: {
    date: '2026-11-24',
    services: [
      spaInfo('Traditional Hammam Ritual', { nameAr: 'طقس الحمّام التقليدي', priceUSD: 120 }),
      spaInfo('Desert Rose Body Wrap', { nameAr: 'لفافة وردة الصحراء للجسم', priceUSD: 140 }),
    ],
  },
  shoreExcursions: {
    excursions: [
      excursionInfo('Petra Grand Tour', { duration: '11 hours', priceUSD: 289, difficulty: 'challenging' }),
      excursionInfo('Wadi Rum Jeep & Camel Adventure', {
        duration: '6 hours',
        priceUSD: 149,
        difficulty: 'moderate',
      }),
      excursionInfo('Soma Bay Black-Sand Spa Day', { priceUSD: 120, portName: 'Safaga' }),
    ],
  },
  activities: {
    date: '2026-11-24',
    activities: [
      activityInfo('Kids Zone', { ageGroup: 'Ages 3–12' }),
      activityInfo('VR Zone', { ageGroup: 'Ages 10+' }),
    ],
  },
  venues: {
    venues: [
      venueInfo('Amwaj Buffet', { deckNumber: 16, operatingHours: '06:30–22:30' }),
      venueInfo('Fitness Centre', { deckNumber: 17, operatingHours: '06:00–22:00' }),
      venueInfo('Kids Zone', { deckNumber: 18 }),
    ],
  },
});
const named = (...names: string[]) =>
  names.map((name) => {
    const thing = ship.find((candidate) => candidate.name === name);
    if (!thing) throw new Error(`no ${name}`);
    return thing;
  });

describe('the things a guest can name, whatever list holds them', () => {
  it('keeps one thing per name, its richest record first', () => {
    const [buffet] = named('Amwaj Buffet');
    expect(buffet?.records.map((record) => record.kind)).toEqual(['restaurant', 'venue']);
    const [kids] = named('Kids Zone');
    expect(kids && measuredValue(en, kids, 'deck')?.text).toBe('Deck 18');
    expect(kids && measuredValue(en, kids, 'age')?.at).toBe(3);
  });

  it('has no value a record lacks', () => {
    const [hammam, irth] = named('Traditional Hammam Ritual', 'Irth');
    expect(hammam && measuredValue(en, hammam, 'rating')).toBeUndefined();
    expect(irth && measuredValue(en, irth, 'price')).toBeUndefined();
  });
});

describe('comparing named things', () => {
  it('names the winner with each value, in USD and SAR', () => {
    expect(
      compare(
        en,
        { measure: 'price', want: 'low' },
        named('Desert Rose Body Wrap', 'Traditional Hammam Ritual'),
      ),
    ).toBe(
      'Traditional Hammam Ritual is cheaper: $120.00 (SAR 450.00); Desert Rose Body Wrap: $140.00 (SAR 525.00).',
    );
    expect(
      compare(
        ar,
        { measure: 'price', want: 'low' },
        named('Desert Rose Body Wrap', 'Traditional Hammam Ritual'),
      ),
    ).toMatch(/^طقس الحمّام التقليدي أرخص: .*120\.00.*؛ لفافة وردة الصحراء للجسم: .*140\.00/);
  });

  it('compares different kinds: a treatment and an excursion, a gym and a restaurant', () => {
    expect(
      compare(
        en,
        { measure: 'price', want: 'low' },
        named('Soma Bay Black-Sand Spa Day', 'Traditional Hammam Ritual'),
      ),
    ).toBe(
      'The same price: Soma Bay Black-Sand Spa Day: $120.00 (SAR 450.00) per person; Traditional Hammam Ritual: $120.00 (SAR 450.00).',
    );
    expect(compare(en, { measure: 'start', want: 'low' }, named('Amwaj Buffet', 'Fitness Centre'))).toBe(
      'Fitness Centre opens earlier: opens at 6:00 AM; Amwaj Buffet: opens at 6:30 AM.',
    );
  });

  it('says a tie is a tie, in Arabic agreeing with the measure', () => {
    expect(compare(en, { measure: 'rating', want: 'high' }, named('Layalina', 'La Tavola'))).toBe(
      'Layalina and La Tavola: the same rating, 4.7/5.',
    );
    expect(compare(en, { measure: 'deck' }, named('Irth', 'La Tavola'))).toBe(
      'Irth and La Tavola: the same deck, Deck 6.',
    );
    expect(compare(ar, { measure: 'deck' }, named('Irth', 'La Tavola'))).toContain('الطابق نفسه');
  });

  it('says which value it does not know, and never guesses one', () => {
    const text = compare(en, { measure: 'rating', want: 'high' }, named('Irth', 'Traditional Hammam Ritual'));
    expect(text).toBe("Irth: 4.9/5. I don't have the rating of Traditional Hammam Ritual.");
    expect(compare(en, { measure: 'rating', want: 'high' }, named('Kids Zone', 'VR Zone'))).toMatch(
      /^I don't have the rating of Kids Zone or VR Zone\. Would you like me to connect you/,
    );
  });

  it('gives the gap when the difference is asked', () => {
    expect(
      compare(
        en,
        { measure: 'duration' },
        named('Petra Grand Tour', 'Wadi Rum Jeep & Camel Adventure'),
        true,
      ),
    ).toBe(
      'Petra Grand Tour takes longer: 11 hours; Wadi Rum Jeep & Camel Adventure: 6 hours (a difference of 5 hours).',
    );
  });

  it('sets the key facts side by side, then the verdicts', () => {
    const text = plain(composeOverview(en, named('Petra Grand Tour', 'Wadi Rum Jeep & Camel Adventure')));
    expect(text.split('\n')).toEqual([
      'Side by side:',
      '• Petra Grand Tour: Aqaba, 11 hours, challenging, departs 9:00 AM, returns 1:00 PM, $289.00 (SAR 1,083.75) per person',
      '• Wadi Rum Jeep & Camel Adventure: Aqaba, 6 hours, moderate, departs 9:00 AM, returns 1:00 PM, $149.00 (SAR 558.75) per person',
      'In short: Wadi Rum Jeep & Camel Adventure is cheaper and is easier; Petra Grand Tour takes longer.',
    ]);
  });
});
