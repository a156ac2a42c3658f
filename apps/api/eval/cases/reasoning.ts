import { any, deck, hours, minutes, sar, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const cmpEn = oneTurn('comparisons', 'en');
const cmpAr = oneTurn('comparisons', 'ar');
const venEn = oneTurn('venues', 'en');
const venAr = oneTurn('venues', 'ar');
const itiEn = oneTurn('itinerary', 'en');
const itiAr = oneTurn('itinerary', 'ar');

/**
 * Reasoning over lists the other cases do not cover (issue 9, point 5), written from the seed data
 * before the concierge was changed for them: spa treatments by duration, excursions by difficulty
 * and duration (and within one port), activities by time, ports by arrival and length of stay,
 * promotions by price, what is open late, now or at a time, the nearest place by deck, party
 * totals in USD and SAR. The eval guest's cabin is on deck 7. Questions about 'now' name facts
 * that hold whatever the clock says (the hours themselves). They stay in the set when they fail.
 */
export const reasoningCases: Case[] = [
  // Spa treatments by duration.
  cmpAr('reasoning-longest-spa', 'أي علاج في السبا ياخذ أطول وقت؟', [minutes(180)], {
    sources: ['spa'],
    forbid: [any('وردة الصحراء', 'Desert Rose')],
  }),
  cmpAr('reasoning-shortest-spa', 'ما أقصر علاج في السبا؟', [minutes(60)], {
    sources: ['spa'],
    forbid: [any('جناح السكينة', 'Serenity')],
  }),
  // Excursions by difficulty and duration, over all of them and within one port.
  cmpEn('reasoning-easiest-aqaba', "what's the easiest tour in Aqaba? my knees aren't great", ['Wadi Rum'], {
    sources: ['excursion'],
    forbid: ['Petra'],
  }),
  cmpEn('reasoning-challenging', 'which excursions are the most challenging?', ['Ras Mohammed', 'Petra'], {
    sources: ['excursion'],
    forbid: ['Hurghada', 'Naama Bay'],
  }),
  cmpEn('reasoning-shortest-yanbu', 'shortest excursion in Yanbu?', ['Snorkel Safari', hours(5)], {
    sources: ['excursion'],
    forbid: ['Petra', 'Corniche'],
  }),
  cmpEn('reasoning-longest-safaga', 'which is the longest tour from Safaga?', ['Luxor', hours(12)], {
    sources: ['excursion'],
    forbid: ['AlUla'],
  }),
  cmpAr(
    'reasoning-hard-tours',
    'ما هي أصعب الرحلات البرية؟',
    [any('البتراء', 'Petra'), any('رأس محمد', 'Ras Mohammed')],
    {
      sources: ['excursion'],
      forbid: [any('الغردقة', 'Hurghada')],
    },
  ),
  cmpAr('reasoning-shortest-aqaba', 'ما أقصر رحلة في العقبة؟', [any('وادي رم', 'Wadi Rum'), hours(6)], {
    sources: ['excursion'],
    forbid: [any('البتراء', 'Petra')],
  }),
  // Activities by time.
  cmpEn('reasoning-earliest-activity', "what's the earliest activity in the morning?", [time('07:00')], {
    sources: ['activity'],
    forbid: ['Stargazing'],
  }),
  cmpEn(
    'reasoning-latest-activity',
    'which activity starts the latest in the evening?',
    ['Stargazing', time('22:00')],
    { sources: ['activity'], forbid: ['Sunrise Bootcamp'] },
  ),
  cmpAr('reasoning-earliest-activity', 'وش أول نشاط يبدأ الصبح؟', [time('07:00')], {
    sources: ['activity'],
    forbid: [any('رصد النجوم', 'Stargazing')],
  }),
  // Ports by arrival and length of stay.
  itiEn('reasoning-longest-port', 'which port do we spend the most time in?', [any('Al Wajh', 'AlUla')], {
    sources: ['port'],
    forbid: ['Yanbu'],
  }),
  itiEn('reasoning-last-port', 'what is the last port before we get back to Jeddah?', ['Safaga'], {
    sources: ['port'],
  }),
  itiAr('reasoning-longest-port', 'في أي ميناء نقعد أطول وقت؟', [any('الوجه', 'العلا', 'Al Wajh')], {
    sources: ['port'],
    forbid: [any('ينبع', 'Yanbu')],
  }),
  // Promotions by price.
  cmpEn(
    'reasoning-cheapest-offer',
    "what's the cheapest offer on at the moment?",
    ['Catch of the Day', usd(48)],
    {
      sources: ['promotion'],
      forbid: ['AlUla'],
    },
  ),
  cmpAr('reasoning-cheapest-offer', 'ما أرخص عرض عندكم؟', [any('صيد اليوم', 'Catch of the Day'), usd(48)], {
    sources: ['promotion'],
  }),
  // Open late, now, at a time; what the guest wants there.
  venEn(
    'reasoning-drink-after-midnight',
    'where can I still get a drink after midnight?',
    ['Nakheel Lounge', time('01:00')],
    {
      forbid: ['Juice & Mocktail Bar'],
    },
  ),
  venEn(
    'reasoning-eat-2am',
    "I'm starving, can I get food at 2 in the morning?",
    [any(/room service/, /24 hours/)],
    {
      forbid: ['Amwaj Buffet'],
    },
  ),
  venEn('reasoning-pool-9pm', 'can I swim in the pool at 9pm?', [time('20:00')]),
  venEn('reasoning-gym-6am', 'is the gym open at 6 in the morning?', [time('06:00')]),
  venEn('reasoning-spa-now', 'is the spa open right now?', [time('08:00'), time('22:00')]),
  venAr('reasoning-eat-late', 'وين أقدر آكل بعد نص الليل؟', [any('خدمه الغرف', /24 ساعه/)], {
    forbid: [any('بوفيه أمواج', 'Amwaj Buffet')],
  }),
  venAr('reasoning-pool-9pm', 'هل المسبح مفتوح الساعة ٩ بالليل؟', [time('20:00')]),
  // Nearest by deck.
  venEn(
    'reasoning-nearest-bar',
    "what's the nearest bar to my cabin? I'm on deck 9",
    ['Majlis Lounge', deck(6)],
    {
      forbid: ['Juice & Mocktail Bar'],
    },
  ),
  venEn(
    'reasoning-nearest-restaurant',
    "I'm in a suite on deck 15, which restaurant is closest?",
    [any('Amwaj Buffet', 'Amwaj Terrace'), deck(16)],
    {
      forbid: ['Irth'],
    },
  ),
  // Party totals in USD and SAR; all-aboard.
  cmpEn(
    'reasoning-luxor-three-sar',
    'what would the Luxor tour come to for 3 of us, in riyals?',
    [sar(2576.25)],
    {
      sources: ['excursion'],
    },
  ),
  cmpAr('reasoning-hammam-two', 'كم سعر الحمام التقليدي لشخصين؟', [usd(240)], { sources: ['spa'] }),
  itiEn('reasoning-all-aboard-safaga', 'what time is all aboard in Safaga?', [time('18:30')], {
    sources: ['port'],
  }),
  itiAr('reasoning-all-aboard-sharm', 'متى لازم نكون على السفينة في شرم الشيخ؟', [time('18:30')], {
    sources: ['port'],
  }),
  // A second batch, written after the first fixes and before any change for them.
  venEn('reasoning-lounge-now', 'is the Majlis Lounge open right now?', ['Majlis Lounge', time('09:00')], {
    forbid: ['Nakheel Lounge'],
  }),
  venAr('reasoning-nearest-cafe', 'وين أقرب مكان أشرب فيه قهوة؟ أنا في الطابق 4', [
    any('صالة النخيل', 'Nakheel Lounge'),
    deck(5),
  ]),
  venAr('reasoning-tavola-dress', 'وش اللبس في لا تافولا؟', [
    any(/smart casual/, 'انيق غير رسمي', 'كاجوال انيق'),
  ]),
  venAr('reasoning-tavola-hours', 'متى يفتح مطعم لا تافولا؟', [time('17:30')]),
  venEn('reasoning-juice-11pm', 'can I get a fresh juice at 10pm?', ['Juice & Mocktail Bar', time('23:00')]),
  cmpEn('reasoning-dearest-offer', 'which deal costs the most?', ['Chef’s Table', usd(192)], {
    // The AlUla early-booking offer ended before sailing (availableTo is in the past): not running.
    sources: ['promotion'],
    forbid: ['AlUla'],
  }),
  cmpAr('reasoning-hardest-sharm', 'أصعب رحلة في شرم الشيخ؟', [any('رأس محمد', 'Ras Mohammed')], {
    sources: ['excursion'],
    forbid: [any('نعمة', 'نعمه', 'Naama')],
  }),
  cmpAr(
    'reasoning-latest-activity',
    'وش آخر نشاط بالليل؟',
    [any('رصد النجوم', 'Stargazing'), time('22:00')],
    {
      sources: ['activity'],
    },
  ),
  itiEn('reasoning-earliest-arrival', 'which ports do we reach earliest in the morning?', [time('07:00')], {
    sources: ['port'],
    forbid: ['Sharm'],
  }),
  cmpAr('reasoning-wadi-rum-sar', 'كم تكلفة وادي رم لشخصين بالريال؟', [sar(1117.5)], {
    sources: ['excursion'],
  }),
];
