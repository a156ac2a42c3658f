import { describe, expect, it } from 'vitest';
import type { ActivityInfo, ExcursionInfo, PortInfo, PromotionInfo } from '../tools/types.ts';
import { normalize } from './language.ts';
import { composePortBefore, excursionSuperlative, isPortBeforeQuestion, superlativeIn } from './reason.ts';
import { activitySuperlative, portSuperlative, promotionSuperlative } from './reason-lists.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const ar = { ...voice, lang: 'ar' } as const;

const activity = (name: string, schedule: string): ActivityInfo => ({
  id: name.length,
  name,
  category: 'fitness',
  location: 'Deck 17',
  description: '',
  schedule,
  ageGroup: null,
  isBookable: false,
  imageUrl: '',
  freeTimes: [],
});

const port = (
  order: number,
  portName: string,
  arrive: [string, string],
  leave: [string, string],
): PortInfo => ({
  id: order,
  order,
  portName,
  country: 'Saudi Arabia',
  description: '',
  arrivalDate: arrive[0],
  arrivalTime: arrive[1],
  departureDate: leave[0],
  departureTime: leave[1],
  highlights: [],
  activities: [],
  imageUrl: '',
});

const ports = [
  port(1, 'Jeddah', ['2026-11-24', '12:00'], ['2026-11-24', '22:00']),
  port(2, 'Al Wajh', ['2026-11-25', '07:00'], ['2026-11-26', '21:00']),
  port(3, 'Safaga', ['2026-11-27', '07:00'], ['2026-11-27', '19:00']),
  port(4, 'Jeddah', ['2026-11-28', '07:00'], ['2026-11-28', '12:00']),
];

const excursion = (title: string, difficulty: string, duration: string, priceUSD: number): ExcursionInfo => ({
  id: title.length,
  title,
  description: '',
  duration,
  priceUSD,
  priceSAR: priceUSD * 3.75,
  departureTime: '08:00',
  returnTime: '14:00',
  highlights: [],
  images: [],
  category: 'adventure',
  difficulty,
  spotsLeft: 10,
  portName: 'Aqaba',
});

const offer = (title: string, original: number, promotional: number): PromotionInfo => ({
  id: title.length,
  title,
  description: '',
  department: 'restaurant',
  promotionType: 'discount',
  discountPercentage: null,
  originalPriceUSD: original,
  promotionalPriceUSD: promotional,
  currency: 'USD',
  validTimes: null,
  validDays: [],
  availableTo: '2026-12-31',
  isFeatured: false,
});

describe('reasoning over more lists', () => {
  it.each([
    ["what's the easiest tour in Aqaba?", 'easiest'],
    ['which excursions are the most challenging?', 'hardest'],
    ['ما هي أصعب الرحلات البرية؟', 'hardest'],
    ['وش أول نشاط يبدأ الصبح؟', 'earliest'],
    ['which activity starts the latest in the evening?', 'open_late'],
    ['which port do we spend the most time in?', 'longest'],
  ])('reads %j as %s', (question, kind) => {
    expect(superlativeIn(normalize(question))).toBe(kind);
  });

  it('ranks excursions by difficulty, each tie with its own facts', () => {
    const tours = [
      excursion('Petra Grand Tour', 'challenging', '11 hours', 289),
      excursion('Wadi Rum Jeep', 'moderate', '6 hours', 149),
      excursion('Ras Mohammed Dive', 'challenging', '7 hours', 185),
    ];
    expect(excursionSuperlative(voice, 'easiest', tours)).toContain('Wadi Rum Jeep (moderate, 6 hours');
    const hardest = excursionSuperlative(voice, 'hardest', tours) ?? '';
    expect(hardest).toContain('• Petra Grand Tour (challenging, 11 hours');
    expect(hardest).toContain('• Ras Mohammed Dive (challenging, 7 hours');
  });

  it('finds the earliest and latest start of the activities from their schedules', () => {
    const list = [
      activity('Sunrise Bootcamp', 'Daily 07:00'),
      activity('Stargazing Deck', 'Nightly 21:00 and 22:00, weather permitting'),
      activity('Kids Zone', 'Daily 09:00–22:00, three sessions'),
    ];
    expect(activitySuperlative(voice, 'earliest', list)).toBe(
      'The earliest start is 7:00 AM:\n• Sunrise Bootcamp (Deck 17): Daily 7:00 AM',
    );
    expect(activitySuperlative(voice, 'open_late', list)).toContain('Stargazing Deck');
    expect(activitySuperlative(voice, 'cheapest', list)).toBeUndefined();
  });

  it('finds the longest port call (an overnight) and the port before the return', () => {
    const result = { today: '2026-11-24', ports };
    expect(portSuperlative(voice, 'longest', result)).toContain('Al Wajh');
    expect(portSuperlative(ar, 'shortest', result)).toContain('أقصر توقف');
    expect(isPortBeforeQuestion(normalize('what is the last port before we get back to Jeddah?'))).toBe(true);
    const back = normalize('what is the last port before we get back to Jeddah?');
    expect(composePortBefore(voice, result, back)).toMatch(/^Before Jeddah we call at Safaga/);
    expect(composePortBefore(voice, result, normalize('which was the port before the end?'))).toMatch(
      /we call at Safaga/,
    );
  });

  it('finds the cheapest and dearest offer by its price now, in USD and SAR', () => {
    const offers = [offer('Catch of the Day', 64, 48), offer('Chef’s Table', 240, 192)];
    const cheapest = promotionSuperlative(voice, 'cheapest', offers)?.replace(/\s/g, ' ');
    expect(cheapest).toBe('The most affordable offer: Catch of the Day, $48.00 (SAR 180.00), was $64.00.');
    const dearest = promotionSuperlative(voice, 'priciest', offers)?.replace(/\s/g, ' ');
    expect(dearest).toContain('Chef’s Table, $192.00 (SAR 720.00)');
  });
});
