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
    // The treatment's Arabic name is 'تذكرة يومية للجناح الحراري' ('لل' joins 'ل' and 'ال').
    [any('الجناح الحراري', 'للجناح الحراري', 'Thermal Suite'), usd(60)],
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
  // The eval's staff correction answers 'Is there a casino on board?' (corrections.ts): asked in
  // Arabic it is the same question, so the correction is the answer (issue 9, points 4 and 6).
  oneTurn('corrections', 'ar')('gulf-casino', 'فيه كازينو في السفينة؟', [any('الخميس', 'thursday')], {
    sources: ['correction'],
  }),
  // A second round, written from the seed data midway through the tuning and run once before any
  // fix for them: 8 of 13 passed (Luxor read as 'the shortest', 'ابي اعرف' not read as a question,
  // Gulf 'موية' and 'ألقى/أصرف' unknown, the prayer room tied with the prayer times).
  oneTurn('faq', 'ar')('r2-shisha', 'وين أقدر أدخن الشيشة؟', [deck(16)], kb),
  oneTurn('faq', 'ar')('r2-tap-water', 'هل الموية في الغرفة مجانية؟', [any('مجان', 'مجاني')], kb),
  oneTurn('faq', 'ar')('r2-prayer-place', 'فيه مكان أصلي فيه؟', [deck(4)], kb),
  oneTurn('faq', 'ar')('r2-muster', 'هل لازم نحضر تمرين السلامة؟', [any('إلزامي', 'إلزامية')], kb),
  oneTurn('faq', 'ar')('r2-restaurants-count', 'كم عدد المطاعم في السفينة؟', [num(9)], kb),
  oneTurn('room-service', 'ar')('r2-dial', 'أبي أعرف رقم خدمة الغرف', [num(3000)]),
  oneTurn('venues', 'ar')('r2-facial-price', 'كم سعر العناية الملكية بالوجه؟', [usd(210)], {
    sources: ['spa'],
  }),
  oneTurn('venues', 'ar')('r2-layalina-opens', 'متى يفتح مطعم ليالينا؟', [time('12:00')], {
    sources: ['restaurant'],
  }),
  oneTurn('venues', 'ar')('r2-italian-deck', 'المطعم الإيطالي وين مكانه؟', [deck(6)]),
  oneTurn('venues', 'ar')('r2-exchange', 'وين ألقى صراف أو مكان أصرف فيه فلوس؟', [
    any(deck(3), 'خدمة الضيوف'),
  ]),
  oneTurn('itinerary', 'ar')('r2-safaga-arrive', 'متى نوصل سفاجا؟', [time('07:00')], { sources: ['port'] }),
  oneTurn('comparisons', 'ar')('r2-luxor-hours', 'كم ساعة رحلة الأقصر؟', [hours(12)], {
    sources: ['excursion'],
  }),
  oneTurn('comparisons', 'ar')('r2-priciest', 'وش أغلى رحلة برية؟', [usd(1250)]),
];
