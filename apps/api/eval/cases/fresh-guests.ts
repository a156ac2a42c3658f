import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const unknown = { unanswerable: true } as const;

/**
 * Fresh guest turns (issue 9): the lead's 16 questions over HTTP against the demo ship, and others
 * like them, written from the seed data before the concierge was tuned for them, to measure how far
 * the eval's other cases generalise. They stay in the set when they fail.
 */
export const freshGuestCases: Case[] = [
  oneTurn('venues', 'en')(
    'fresh-late-coffee',
    'is there somewhere I can get a coffee late at night?',
    [any('Nakheel Lounge', /room service/, /24 hours/)],
    { forbid: ['Cinema Under the Stars'] },
  ),
  oneTurn('venues', 'en')('fresh-how-many-restaurants', 'how many restaurants are there?', [num(9)]),
  oneTurn('venues', 'en')('fresh-buffet-breakfast', 'what time is breakfast served at the buffet?', [
    'Amwaj Buffet',
    time('06:30'),
  ]),
  oneTurn('unanswerable', 'en')('fresh-football', 'who won the football last night?', [], unknown),
  oneTurn('unanswerable', 'en')(
    'fresh-sharm-snorkel',
    'how much does the snorkelling trip cost in sharm?',
    [],
    { ...unknown, forbid: [usd(185)] },
  ),
  oneTurn('faq', 'en')('fresh-tipping', 'am I supposed to tip the staff?', ['included']),
  oneTurn('venues', 'en')('fresh-yoga', 'do you have yoga classes?', [time('17:30')]),
  oneTurn('faq', 'en')('fresh-tap-water', 'is it ok to drink the water from the tap?', [
    any('desalinated', 'drinking standards'),
  ]),
  oneTurn('faq', 'en')('fresh-own-wine', 'can I bring my own bottle of wine on board?', [
    any('alcohol-free', /not (?:be )?(?:allowed|permitted)|may not/),
  ]),
  oneTurn('venues', 'en')('fresh-fish-market-dress', 'is there a dress code at The Fish Market?', [
    /smart casual/,
  ]),
  oneTurn('venues', 'en')('fresh-pool-close', 'what time does the pool close?', [time('20:00')]),
  oneTurn('faq', 'en')('fresh-lost-sunglasses', 'I left my sunglasses somewhere, who do I ask?', [
    any('Guest Services', /dial 0/),
  ]),
  oneTurn('venues', 'en')('fresh-tavola-dinner', 'from what time can we have dinner at La Tavola?', [
    time('17:30'),
  ]),
  oneTurn('comparisons', 'en')('fresh-aqaba-count', 'how many tours are there in Aqaba?', [
    any(num(2), /\btwo\b/),
  ]),
  // The eval imports a drones topic before its turns (imported.ts): here the ship knows the answer.
  oneTurn('faq', 'en')('fresh-drone', 'can I fly my drone from the top deck?', [
    any('Security', /may not be flown/),
  ]),

  oneTurn('venues', 'ar')('fresh-gym', 'وين النادي الرياضي؟', [deck(17)]),
  oneTurn('faq', 'ar')('fresh-smoking', 'وين أقدر أدخن؟', [deck(16)]),
  oneTurn('faq', 'ar')('fresh-jordan-visa', 'هل أحتاج تأشيرة لدخول الأردن؟', [
    any('فريق الرحلات الشاطئيه', 'خدمه الضيوف'),
  ]),
  oneTurn('venues', 'ar')('fresh-buffet-breakfast', 'متى يبدأ الفطور في البوفيه؟', [time('06:30')]),
  oneTurn('venues', 'ar')('fresh-sharm-dive', 'كم سعر الغوص في شرم الشيخ؟', [usd(185)]),
  oneTurn('venues', 'ar')('fresh-how-many-restaurants', 'كم مطعم في السفينة؟', [num(9)]),
  oneTurn('venues', 'ar')(
    'fresh-late-coffee',
    'أبي قهوة متأخر بالليل، وين ألقى؟',
    [any('Nakheel Lounge', 'النخيل', 'خدمه الغرف', /24 ساعه/)],
    { forbid: ['السينما تحت النجوم'] },
  ),
  oneTurn('unanswerable', 'ar')('fresh-football', 'مين فاز بمباراة الكورة أمس؟', [], unknown),
  oneTurn('unanswerable', 'ar')('fresh-sharm-snorkel', 'بكم رحلة السنوركل في شرم؟', [], {
    ...unknown,
    forbid: [usd(185)],
  }),
  oneTurn('faq', 'ar')('fresh-tap-water', 'هل ماء الحنفية صالح للشرب؟', [any('محلاه', 'معايير مياه الشرب')]),
  oneTurn('venues', 'ar')('fresh-fish-market-dress', 'وش اللبس المطلوب في مطعم ذا فيش ماركت؟', [
    any(/smart casual/, 'انيق غير رسمي', 'كاجوال انيق', 'شبه رسمي'),
  ]),
  oneTurn('venues', 'ar')('fresh-pool-close', 'متى يسكر المسبح؟', [time('20:00')]),
  oneTurn('venues', 'ar')('fresh-yoga', 'فيه يوغا على السفينة؟', [time('17:30')]),
  oneTurn('faq', 'ar')('fresh-tipping', 'لازم أعطي الطاقم بقشيش؟', [any('مشموله', 'لا ينتظر')]),
  oneTurn('venues', 'ar')('fresh-massage-price', 'بكم المساج عندكم؟', [usd(180)]),
];
