import { any, deck, minutes, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const itiEn = oneTurn('itinerary', 'en');
const itiAr = oneTurn('itinerary', 'ar');
const cmpEn = oneTurn('comparisons', 'en');
const cmpAr = oneTurn('comparisons', 'ar');
const venEn = oneTurn('venues', 'en');
const venAr = oneTurn('venues', 'ar');

const dontKnow = /don'?t have information|لا (?:تتوفر|تتوافر|املك)|ليس لدي معلومات|لا اعرف|مش عارف/;
const SAFAGA = any('Safaga', 'سفاجا');
const YANBU = any('Yanbu', 'ينبع');
const AQABA = any('Aqaba', 'العقبه');
const SHARM = any('Sharm', 'شرم');
const WAJH = any('Wajh', 'الوجه');
/** The restaurants that close at 23:00, the latest of the nine. */
const LATEST = [any('Irth', 'إرث'), any('Space Diner', 'سبيس داينر'), any('Layalina', 'ليالينا')];

/**
 * Itinerary and list reasoning, round 7 (issue 9, point 5), written from the seed before the fixes:
 * the port before or after another in sailing order (the last port before Jeddah again, the first
 * after Jeddah), a port's span (arrival and departure), superlatives over a list (shortest spa
 * treatment, smallest/biggest restaurant by seats, the restaurant that closes latest) — an Arabic
 * superlative before a noun ('أقصر جلسات') is the adjective, not the place Luxor ('الأقصر') — and
 * places found by what they sell or serve (watches and jewellery, juice by the pool).
 */
export const itineraryR7Cases: Case[] = [
  // ── 1. Port order ──
  itiEn('itinerary-r7-last-before-jeddah', "what's the last port before we head back to Jeddah?", [SAFAGA], {
    forbid: [dontKnow],
  }),
  itiEn('itinerary-r7-after-sharm', 'which port comes after Sharm?', [AQABA], {
    forbid: [dontKnow, /\bsafaga\b/],
  }),
  itiEn('itinerary-r7-before-aqaba', 'where do we stop right before Aqaba?', [SHARM], { forbid: [dontKnow] }),
  itiEn('itinerary-r7-after-yanbu-typo', 'whats the next stop after yanbu', [WAJH], { forbid: [dontKnow] }),
  itiAr('itinerary-r7-first-after-jeddah-gulf', 'وش أول ميناء نوقف فيه بعد جدة؟', [YANBU], {
    forbid: [dontKnow],
  }),
  itiAr('itinerary-r7-after-aqaba-gulf', 'وين بنروح بعد العقبة؟', [SAFAGA], { forbid: [dontKnow] }),
  itiAr('itinerary-r7-after-sharm-egy', 'هنروح فين بعد شرم الشيخ؟', [AQABA], { forbid: [dontKnow] }),
  itiAr('itinerary-r7-before-safaga-msa', 'ما الميناء الذي يسبق سفاجا؟', [AQABA], { forbid: [dontKnow] }),
  itiAr('itinerary-r7-last-port-lev', 'شو آخر ميناء منوقف فيه قبل ما نرجع على جدة؟', [SAFAGA], {
    forbid: [dontKnow],
  }),
  // ── 2. A port's span: arrival and departure ──
  itiAr(
    'itinerary-r7-sharm-span-lev',
    'قديش بتضل السفينة بشرم الشيخ؟ من أيمتى لأيمتى؟',
    [time('09:00'), time('19:00')],
    {
      forbid: [dontKnow],
    },
  ),
  itiEn(
    'itinerary-r7-aqaba-span',
    'how long are we docked in Aqaba, from what time till when?',
    [time('07:00'), time('20:00')],
    {
      forbid: [dontKnow],
    },
  ),
  itiAr(
    'itinerary-r7-yanbu-span-egy',
    'المركب هيفضل في ينبع من امتى لامتى؟',
    [time('08:00'), time('18:00')],
    {
      forbid: [dontKnow],
    },
  ),
  itiEn('itinerary-r7-safaga-span', 'what hours are we in safaga', [time('07:00'), time('19:00')], {
    forbid: [dontKnow],
  }),
  // ── 3. Superlatives over a list ──
  cmpAr('itinerary-r7-shortest-spa-sessions', 'أقصر جلسات السبا مدتها كم؟', [minutes(60)], {
    sources: ['spa'],
    forbid: [/luxor|الاقصر|karnak|الكرنك/, dontKnow],
  }),
  cmpAr(
    'itinerary-r7-shortest-spa-tie',
    'وش أقصر علاج بالسبا؟',
    [any('Hammam', 'الحمام'), any('Desert Rose', 'وردة الصحراء')],
    {
      sources: ['spa'],
      forbid: [/luxor|الاقصر/],
    },
  ),
  cmpEn('itinerary-r7-shortest-spa-en', 'which spa treatment is the quickest?', [minutes(60)], {
    sources: ['spa'],
  }),
  cmpAr('itinerary-r7-smallest-restaurant', 'أصغر مطعم في السفينة؟', [any('Irth', 'إرث'), /\b64\b/], {
    forbid: [dontKnow],
  }),
  cmpEn(
    'itinerary-r7-fewest-seats',
    'which restaurant seats the fewest people',
    [any('Irth', 'إرث'), /\b64\b/],
    {
      forbid: [dontKnow],
    },
  ),
  cmpEn(
    'itinerary-r7-biggest-restaurant',
    'the biggest restaurant?',
    [any('Amwaj Buffet', 'بوفيه أمواج'), /\b520\b/],
    {
      forbid: [dontKnow],
    },
  ),
  cmpAr(
    'itinerary-r7-biggest-restaurant-egy',
    'ايه أكبر مطعم في المركب؟',
    [any('Amwaj Buffet', 'بوفيه أمواج'), /\b520\b/],
    {
      forbid: [dontKnow],
    },
  ),
  cmpAr('itinerary-r7-closes-latest-lev', 'أي المطاعم تسكر آخر شي بالليل؟', [time('23:00'), ...LATEST], {
    forbid: [dontKnow, /dress|لباس|اللبس/],
  }),
  cmpEn(
    'itinerary-r7-closes-latest-en',
    'which restaurant stays open the latest?',
    [time('23:00'), ...LATEST],
    {
      forbid: [dontKnow],
    },
  ),
  // ── 4. Places by what they sell or serve ──
  venAr(
    'itinerary-r7-watches-jewellery-egy',
    'فين المحلات اللي بتبيع ساعات ومجوهرات؟',
    [any('Marsa Boutiques', 'متاجر مرسى'), deck(4)],
    {
      forbid: [dontKnow],
    },
  ),
  venEn(
    'itinerary-r7-buy-watch',
    'where can I buy a watch or some jewelry on board?',
    [any('Marsa Boutiques'), deck(4)],
    {
      forbid: [dontKnow],
    },
  ),
  venEn(
    'itinerary-r7-juice-bar-hours',
    'what are the hours of the juice bar by the pool',
    [time('09:00'), time('23:00')],
    {
      forbid: [dontKnow],
    },
  ),
  venAr(
    'itinerary-r7-juice-gulf',
    'وين اقدر اشرب عصير فريش جنب المسبح؟',
    [any('Juice', 'العصائر'), deck(16)],
    {
      forbid: [dontKnow],
    },
  ),
  venAr(
    'itinerary-r7-sunglasses-lev',
    'بدي اشتري نظارة شمس، وين في محل؟',
    [any('Marsa Boutiques', 'متاجر مرسى'), deck(4)],
    {
      forbid: [dontKnow],
    },
  ),
];
