import { describe, expect, it } from 'vitest';
import { portInfo } from '../testing/port-info.ts';
import { restaurantInfo as restaurant, spaInfo } from '../testing/records.ts';
import type { PortInfo } from '../tools/types.ts';
import { normalize } from './language.ts';
import {
  composePortBefore,
  isAllAboardQuestion,
  isArrivalQuestion,
  isNextPortQuestion,
  isOvernightQuestion,
  isPortBeforeQuestion,
  isSeaDayQuestion,
  restaurantSuperlative,
  spaSuperlative,
  superlativeIn,
  wordsAfterAfter,
} from './reason.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;

const list = [
  restaurant('Amwaj Buffet', {
    capacity: 520,
    openingTime: '06:30',
    closingTime: '22:30',
    location: 'Deck 16',
  }),
  restaurant('Irth', { capacity: 64, openingTime: '18:00', closingTime: '23:00', rating: 4.9 }),
  restaurant('Nakheel Grill', { capacity: 120, openingTime: '18:00', closingTime: '01:00' }),
];

describe('reasoning over restaurants', () => {
  it.each([
    ['which restaurant has the most seats?', 'biggest'],
    ["what's the largest restaurant", 'biggest'],
    ['which restaurants are open latest at night?', 'open_late'],
    ['which restaurant opens earliest in the morning?', 'earliest'],
    ['cheapest excursion?', 'cheapest'],
    ['which restaurant seats the fewest people', 'smallest'],
    ['أصغر مطعم في السفينة؟', 'smallest'],
    ['أي المطاعم تسكر آخر شي بالليل؟', 'open_late'],
    ['أقصر جلسات السبا مدتها كم؟', 'shortest'],
    ['كم سعر رحلة الأقصر؟', undefined],
    ['عندي ولد أصغر من ثلاث سنين', undefined],
  ])('reads %j as %s', (question, kind) => {
    expect(superlativeIn(normalize(question))).toBe(kind);
  });

  it('finds the one with the most seats from the data, with its figure', () => {
    expect(restaurantSuperlative(voice, 'biggest', list)).toBe(
      'The most seats: Amwaj Buffet, with 520 seats (Deck 16).',
    );
    expect(restaurantSuperlative(voice, 'biggest', [restaurant('Unknown', {})])).toBeUndefined();
  });

  it('finds the one with the fewest seats', () => {
    expect(restaurantSuperlative(voice, 'smallest', list)).toBe(
      'The fewest seats: Irth, with 64 seats (Deck 5).',
    );
  });

  it('counts a closing after midnight as the latest, and finds the earliest opening', () => {
    expect(restaurantSuperlative(voice, 'open_late', list)).toContain('Nakheel Grill');
    expect(restaurantSuperlative(voice, 'earliest', list)).toBe(
      'Opens the earliest: Amwaj Buffet, from 6:30 AM.',
    );
  });
});

const port = (order: number, portName: string, portNameAr: string, day: string): PortInfo =>
  portInfo({ order, portName, portNameAr, arrivalDate: day, departureDate: day });
const itinerary = {
  today: '2026-11-24',
  ports: [
    port(1, 'Jeddah', 'جدة', '2026-11-24'),
    port(2, 'Yanbu', 'ينبع', '2026-11-25'),
    port(3, 'Safaga', 'سفاجا', '2026-11-26'),
    port(4, 'Jeddah', 'جدة', '2026-11-27'),
  ],
};
const arabicVoice = { ...voice, lang: 'ar' } as const;

describe('itinerary questions in the dialects', () => {
  it('reads the port before another, and the last call before coming back', () => {
    const t = normalize('ايش اخر ميناء قبل ما نرجع جده؟');
    expect(isPortBeforeQuestion(t)).toBe(true);
    expect(composePortBefore(arabicVoice, itinerary, t)).toContain('سفاجا');
    expect(composePortBefore(voice, itinerary, normalize('which port is before Safaga?'))).toContain('Yanbu');
  });

  it('reads the next port asked in the dialects', () => {
    expect(isNextPortQuestion(normalize('ايش الميناء اللي بعد شرم؟'))).toBe(true);
    expect(isNextPortQuestion(normalize('وين بنروح بعد العقبه؟'))).toBe(true);
    expect(isNextPortQuestion(normalize('ايش نسوي بعد العشا؟'))).toBe(false);
    expect(isNextPortQuestion(normalize('وش أول ميناء نوقف فيه بعد جدة؟'))).toBe(true);
    expect(isNextPortQuestion(normalize('هنروح فين بعد شرم الشيخ؟'))).toBe(true);
    expect(isNextPortQuestion(normalize('هنروح فين بعد العشا؟'))).toBe(true);
  });

  it('reads the port that comes before another', () => {
    const t = normalize('ما الميناء الذي يسبق سفاجا؟');
    expect(isPortBeforeQuestion(t)).toBe(true);
    expect(composePortBefore(arabicVoice, itinerary, t)).toContain('قبل');
    expect(isPortBeforeQuestion(normalize('لازم نرجع للميناء بكرة قبل الساعة كم؟'))).toBe(false);
  });

  it('reads a question that also asks when the ship gets in', () => {
    expect(isArrivalQuestion(normalize('when do we get into Sharm and when do we sail again?'))).toBe(true);
    expect(isArrivalQuestion(normalize('what time do we dock at safaga and what time do we head off?'))).toBe(
      true,
    );
    expect(isArrivalQuestion(normalize('what time does the ship leave Aqaba?'))).toBe(false);
  });

  it('reads the next port by whole words: "after we got off" is not "after … go"', () => {
    expect(isNextPortQuestion(normalize('after Yanbu where are we going?'))).toBe(true);
    expect(isNextPortQuestion(normalize('what is the next port?'))).toBe(true);
    expect(
      isNextPortQuestion(
        normalize('I left my jacket on board after we got off, how long do you keep stuff?'),
      ),
    ).toBe(false);
  });

  it('reads all-aboard and the ship leaving in Gulf, Egyptian and Levantine words', () => {
    for (const question of [
      'في ينبع لازم نرجع المركب الساعه كم؟',
      'قديش لازم نكون عالسفينه بشرم الشيخ؟',
      'السفينه تطلع من العقبه ايمتى؟',
      'المركب بيمشي امتى من سفاجا؟',
    ])
      expect(isAllAboardQuestion(normalize(question)), question).toBe(true);
    // Boarding at embarkation is another question.
    expect(isAllAboardQuestion(normalize('من أي ساعة نقدر نركب السفينة في جدة؟'))).toBe(false);
  });
});

describe('shortest in Arabic, apart from Luxor', () => {
  it("reads 'أي رحلة أقصر' and 'الرحلة الأقصر' as the shortest, 'رحلة الأقصر' as the Luxor trip", () => {
    expect(superlativeIn(normalize('أي رحلة أقصر في جدة'))).toBe('shortest');
    expect(superlativeIn(normalize('ما هي الرحلة الأقصر؟'))).toBe('shortest');
    expect(superlativeIn(normalize('كم تستغرق رحلة الأقصر؟'))).toBeUndefined();
  });
});

describe('picking by time and price in every dialect', () => {
  it.each([
    ['أي رحلة بتطلع بدري أكتر وحدة؟', 'earliest'],
    ['وش الرحلة اللي تطلع أول وحدة الصبح؟', 'earliest'],
    ['أي رحلة تطلع متأخر أكثر شي؟', 'open_late'],
    ['أنهي رحلة بتطلع متأخر أكتر حاجة؟', 'open_late'],
    ['ما الرحلة التي تنطلق في أكثر موعد متأخر؟', 'open_late'],
    ['أول رحلة بتطلع الساعة كام؟', 'earliest'],
    ['آخر جولة تنطلق متى؟', 'open_late'],
    ['أي الرحلات تغادر أولًا؟', 'earliest'],
    ['which shore excursion on offer costs the least?', 'cheapest'],
    ['ما أقل خدمة سعرًا في السبا؟', 'cheapest'],
  ])('reads %j as %s', (question, kind) => expect(superlativeIn(normalize(question))).toBe(kind));

  it('names a winner whose Arabic name hides its own words beside its English name', () =>
    expect(
      spaSuperlative(arabicVoice, 'cheapest', [
        spaInfo('Thermal Suite Day Pass', { nameAr: 'تذكرة يومية للجناح الحراري', priceUSD: 60 }),
        spaInfo('Traditional Hammam Ritual', { nameAr: 'طقس الحمّام التقليدي', priceUSD: 120 }),
      ]),
    ).toContain('تذكرة يومية للجناح الحراري «Thermal Suite Day Pass»'));
});

describe('sea days, nights in port and the port after another', () => {
  it.each([
    "Is there any day where we don't stop at a port at all?",
    'Will there be a day with no port stop at all?',
    'Do we get a full day of just sailing?',
    'فيه يوم ما نوقف فيه بأي ميناء؟',
    'في يوم كامل بالبحر؟',
    'فيه يوم هنقضيه كله في البحر؟',
  ])('%s asks the sea days', (question) => expect(isSeaDayQuestion(normalize(question))).toBe(true));

  it.each([
    'Do we spend a night docked anywhere on this trip?',
    'Is there a night where the ship stays in port?',
    'فيه ليلة هنفضل فيها راسيين في المينا؟',
    'do we stay in port for a night anywhere?',
    'Do we sleep in port anywhere?',
    'هل تبيت السفينة في أي ميناء؟',
  ])('%s asks the nights in port', (question) => expect(isOvernightQuestion(normalize(question))).toBe(true));

  it('is not what to do in port at night', () => {
    expect(isOvernightQuestion(normalize('what is there to do at night in port?'))).toBe(false);
    expect(isOvernightQuestion(normalize('what can we do in port at night?'))).toBe(false);
  });

  it.each([
    'ما هو الميناء الذي نتوجه إليه بعد شرم الشيخ؟',
    'ما هي الوجهة التي نبحر إليها بعد العقبة؟',
    'Which port are we heading to once we leave Sharm?',
    'وش الميناء الجاي بعد ينبع؟',
    'بعد العقبة وين؟',
  ])('%s asks the next port', (question) => expect(isNextPortQuestion(normalize(question))).toBe(true));

  it('reads the port named after the last "after"', () => {
    expect(wordsAfterAfter(normalize('ما هي الوجهة التي نبحر إليها بعد العقبة؟'))).toBe('العقبه؟');
    expect(wordsAfterAfter(normalize('where do we go once we leave Sharm?'))).toBe('sharm?');
    expect(wordsAfterAfter(normalize('what is the next port?'))).toBe('');
  });
});
