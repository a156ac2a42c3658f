import { any, deck, hours, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

const kb = { sources: ['knowledge'] };

/**
 * Arabic as guests write it (Modern Standard and Gulf colloquial: ابي، وش، وين، كم سعر، عيالي،
 * كنسلت), written from the demo ship's data before the Arabic retrieval was tuned, to check
 * that its fixes are general and not fitted to the other Arabic questions. They stay in the set.
 */
export const arabicGuestCases: Case[] = [
  oneTurn('faq', 'ar')('gulf-internet', 'كيف أدخل على النت من جوالي في السفينة؟', ['Marsa-Guest'], kb),
  oneTurn('faq', 'ar')('gulf-kids-club', 'عيالي صغار، فيه نادي أطفال؟ وفي أي دور؟', [deck(18)], kb),
  oneTurn('faq', 'ar')('gulf-cash', 'أقدر أدفع كاش بالريال ولا لازم دولار؟', ['خدمة الضيوف'], kb),
  oneTurn('faq', 'ar')(
    'gulf-cancel-petra',
    'لو كنسلت رحلة البتراء قبلها بيوم، ترجع لي فلوسي؟',
    [hours(24)],
    kb,
  ),
  oneTurn('faq', 'ar')('gulf-night-doctor', 'فيه دكتور بالليل لو صار شي طارئ؟', [num(7777)], kb),
  oneTurn('faq', 'ar')(
    'msa-ladies-spa',
    'هل يوجد في السبا قسم خاص بالسيدات؟',
    [any('للسيدات', 'السيدات')],
    kb,
  ),
  oneTurn('venues', 'ar')('gulf-excursion-desk', 'وين مكتب الرحلات البرية؟', [deck(3)], {
    sources: ['venue'],
  }),
  oneTurn('venues', 'ar')('gulf-theatre', 'المسرح في أي دور؟', [deck(7)], { sources: ['venue'] }),
  oneTurn('itinerary', 'ar')('msa-aqaba-arrive', 'متى تصل السفينة إلى العقبة؟', [time('07:00')], {
    sources: ['port'],
  }),
  oneTurn('itinerary', 'ar')('gulf-sharm-leave', 'لين متى بنقعد في شرم الشيخ؟', [time('19:00')], {
    sources: ['port'],
  }),
  oneTurn('comparisons', 'ar')(
    'gulf-cheapest-spa',
    'وش أرخص شي في السبا؟',
    [any('الجناح الحراري', 'Thermal Suite'), usd(60)],
    { sources: ['spa'] },
  ),
  oneTurn('venues', 'ar')('gulf-balloon-price', 'كم سعر رحلة المنطاد في العلا؟', [usd(1250)], {
    sources: ['excursion'],
  }),
  dialogue('followups', 'ar', 'gulf-seafood', [
    { say: 'وش المطعم اللي يقدم أكل بحري؟', expect: [any('سوق السمك', 'The Fish Market')] },
    { say: 'متى يفتح؟', expect: [time('12:00')] },
    { say: 'وفي أي دور؟', expect: [deck(5)] },
  ]),
  dialogue('followups', 'ar', 'msa-petra', [
    { say: 'حدثني عن جولة البتراء الكبرى', expect: [usd(289)] },
    { say: 'كم مدتها؟', expect: [hours(11)] },
    { say: 'ومتى تنطلق؟', expect: [time('07:30')] },
  ]),
  oneTurn('typos', 'ar')('no-hamza-medical', 'وين المركز الطبى', [deck(1)]),
  oneTurn('typos', 'ar')('gulf-hammam-price', 'بكم الحمام المغربى', [usd(120)]),
  oneTurn('imported', 'ar')('gulf-cake', 'ابي كيكة لزوجي بعيد ميلاده، كم تكلف؟', [usd(35)], kb),
  oneTurn('unanswerable', 'ar')('gulf-casino', 'فيه كازينو في السفينة؟', [], { unanswerable: true }),
];
