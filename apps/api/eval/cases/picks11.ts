import { any, type Fact, minutes, time, usd } from '../facts.ts';
import type { Lang } from '../guest-session.ts';
import type { Case, Category } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `picks11-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `picks11-${id}`, turns);
const oneOf =
  (category: Category, lang: Lang) =>
  (id: string, say: string, expect: Fact[], forbid?: Fact[]): Case =>
    oneTurn(category, lang)(`picks11-${id}`, say, expect, forbid ? { forbid } : {});
const cmpEn = oneOf('comparisons', 'en');
const cmpAr = oneOf('comparisons', 'ar');
const itiEn = oneOf('itinerary', 'en');
const itiAr = oneOf('itinerary', 'ar');

const GLASS_BOAT = any('Glass-Boat', 'القارب الزجاجي', 'خليج نعمة');
const BEACH_CLUB = any('Ras Al Baridi', 'رأس البريدي');
const SNORKEL = any('Snorkel Safari', 'الغطس السطحي');
const ELEPHANT_ROCK = any('Elephant Rock', 'جبل الفيل');
const BALLOON = any('Balloon', 'منطاد');
const HEGRA = any('Hegra', 'الحِجر', 'الحجر');
const WADI_RUM = any('Wadi Rum', 'وادي رم');
const PETRA = any('Petra', 'البتراء');
const LUXOR = any('Luxor', 'الأقصر');
const HURGHADA = any('Hurghada', 'الغردقة');
const SOMA_BAY = any('Soma Bay', 'سوما باي');
const EASY_SAFAGA = any(HURGHADA, SOMA_BAY);
const THERMAL = any('Thermal Suite', 'الجناح الحراري');
const CORNICHE = any('Corniche', 'الكورنيش', 'كورنيش');
const PROMOTION_ONLY = any('Catch of the Day', 'was $');
const NO_SEA_DAY = any(
  /no (?:full |whole )?(?:sea days?|days? (?:fully |entirely )?at sea)|every day|each day|\bnone\b/,
  'لا توجد أيام بحرية',
  'كل يوم',
  'ما في',
  'مفيش',
);

/**
 * Round 9 (issue 9, branch picks11): picking from a list by an attribute and itinerary reasoning —
 * which of a port's tours suits small children (a family tour first, else the easiest), the
 * cheapest tour 'on offer' or of the family ones, the earliest or latest departure in any dialect,
 * a winner named so the guest sees its name, the port after a named one, a night in port, no sea
 * day, a deck's activities and the tours a port's destination ('AlUla') is reached by.
 */
export const picks11Cases: Case[] = [
  // ── Which of a port's tours suits small children ──
  followEn('yanbu-little-ones', [
    { say: 'what tours are there in yanbu?', expect: [BEACH_CLUB, SNORKEL] },
    { say: 'which one would work best for our little ones?', expect: [BEACH_CLUB], forbid: [SNORKEL] },
  ]),
  followAr('aqaba-kids-egyptian', [
    { say: 'إيه الرحلات اللي في العقبة؟', expect: [PETRA, WADI_RUM] },
    { say: 'طب انهي واحدة فيهم تنفع للعيال الصغيرين؟', expect: [WADI_RUM], forbid: [PETRA] },
  ]),
  followAr('wajh-kids-gulf', [
    { say: 'وش الرحلات اللي في الوجه؟', expect: [ELEPHANT_ROCK, HEGRA] },
    { say: 'أي وحدة فيهم زينة للبزارين؟', expect: [ELEPHANT_ROCK], forbid: [HEGRA] },
  ]),
  followAr('safaga-kids-levantine', [
    { say: 'شو في رحلات بسفاجا؟', expect: [LUXOR, HURGHADA] },
    { say: 'أيا وحدة منهن بتناسب الولاد الزغار؟', expect: [EASY_SAFAGA], forbid: [LUXOR] },
  ]),
  followEn('sharm-suit-them', [
    { say: 'We have two kids with us, aged 5 and 7.', expect: [] },
    {
      say: 'Is there an excursion in Sharm that would suit them?',
      expect: [GLASS_BOAT],
      forbid: [PETRA, LUXOR],
    },
  ]),
  followAr('aqaba-suit-them-msa', [
    { say: 'نسافر مع طفلين صغيرين، ماذا يوجد لهما على متن السفينة؟', expect: [] },
    { say: 'هل توجد رحلة في العقبة تناسبهما؟', expect: [WADI_RUM], forbid: [LUXOR, GLASS_BOAT] },
  ]),
  cmpEn(
    'yanbu-tour-for-toddler',
    'is there a tour in Yanbu good for a 4 year old?',
    [BEACH_CLUB],
    [LUXOR, PETRA],
  ),

  cmpEn('cheapest-for-kids', 'cheapest tour for the kids?', [GLASS_BOAT, usd(55)], [HURGHADA]),
  cmpAr('yanbu-trip-for-kids-gulf', 'فيه رحلة للعيال في ينبع؟', [BEACH_CLUB], [SNORKEL]),

  // ── The cheapest tour 'on offer', and the cheapest of the family ones ──
  cmpEn(
    'cheapest-tour-on-offer',
    'which shore excursion on offer costs the least?',
    [HURGHADA, usd(29)],
    [PROMOTION_ONLY],
  ),
  cmpEn('lowest-priced-excursion-offered', "What's the lowest priced excursion you have on offer?", [
    HURGHADA,
    usd(29),
  ]),
  cmpEn('cheapest-family-tour', "what's the cheapest family excursion?", [GLASS_BOAT, usd(55)], [HURGHADA]),
  cmpEn('priciest-family-tour', 'of the family-friendly tours, which one costs the most?', [
    ELEPHANT_ROCK,
    usd(165),
  ]),
  cmpAr('cheapest-family-egyptian', 'إيه أرخص رحلة عائلية عندكم؟', [GLASS_BOAT, usd(55)], [HURGHADA]),
  cmpAr('cheapest-family-levantine', 'شو أرخص رحلة للعيلة؟', [GLASS_BOAT, usd(55)], [HURGHADA]),

  // ── The earliest and the latest departure, in every dialect ──
  cmpAr('earliest-egyptian', 'أنهي رحلة بتبدأ بدري خالص؟', [BALLOON, time('03:30')]),
  cmpAr('earliest-levantine', 'أي رحلة بتطلع أبكر شي؟', [BALLOON, time('03:30')]),
  cmpAr('earliest-gulf', 'وش الرحلة اللي تطلع أول وحدة الصبح؟', [BALLOON, time('03:30')]),
  cmpAr('latest-gulf', 'أي رحلة تطلع متأخر أكثر شي؟', [CORNICHE, time('14:30')]),
  cmpAr('latest-msa', 'ما الرحلة التي تنطلق في أكثر موعد متأخر؟', [CORNICHE, time('14:30')]),
  cmpEn('earliest-start-en', 'which tour has the earliest start?', [BALLOON, time('03:30')]),
  cmpAr('first-to-leave-egyptian', 'أول رحلة بتطلع الساعة كام؟', [BALLOON, time('03:30')]),

  // ── A winner named as its own words ──
  cmpAr('cheapest-spa-levantine', 'شو أرخص علاج بالسبا؟', [THERMAL, usd(60)]),
  cmpAr('longest-spa-egyptian', 'إيه أطول جلسة في السبا؟', [THERMAL, minutes(180)]),
  cmpAr('cheapest-spa-msa', 'ما أقل خدمة سعرًا في السبا؟', [THERMAL, usd(60)]),

  // ── The port after a named one ──
  itiAr('after-aqaba-msa', 'ما هي الوجهة التي نبحر إليها بعد العقبة؟', [any('Safaga', 'سفاجا')]),
  itiAr('after-yanbu-msa', 'ما هو الميناء الذي نصل إليه بعد ينبع؟', [any('Al Wajh', 'الوجه')]),
  itiAr('after-wajh-egyptian', 'المينا اللي بعد الوجه إيه؟', [any('Sharm', 'شرم')]),
  itiEn('after-sharm-en', 'Which port are we heading to once we leave Sharm?', [any('Aqaba', 'العقبة')]),
  itiAr('after-aqaba-gulf', 'بعد العقبة وين؟', [any('Safaga', 'سفاجا')]),
  itiAr('next-after-yanbu-gulf', 'وش الميناء الجاي بعد ينبع؟', [any('Al Wajh', 'الوجه')]),

  // ── A night in port; no sea day ──
  itiEn('night-in-port', 'Are we ever docked overnight at any of the ports?', [any('Al Wajh', 'AlUla')]),
  itiEn('sleep-in-port', 'Is there a night where the ship stays in port?', [any('Al Wajh', 'AlUla')]),
  itiAr('night-in-port-egyptian', 'فيه ليلة هنفضل فيها راسيين في المينا؟', [any('الوجه', 'العلا')]),
  itiEn('sleep-in-port-any', 'Do we sleep in port anywhere?', [any('Al Wajh', 'AlUla')]),
  itiEn('no-port-day', 'Will there be a day with no port stop at all?', [NO_SEA_DAY]),
  itiAr('full-sea-day-levantine', 'في يوم كامل بالبحر؟', [NO_SEA_DAY]),
  itiEn('just-sailing-day', 'Do we get a full day of just sailing?', [NO_SEA_DAY]),
  itiAr('no-port-day-gulf', 'فيه يوم ما نوقف فيه بأي ميناء؟', [NO_SEA_DAY]),

  // ── A deck's activities ──
  followEn('deck-19-activities', [
    { say: 'what activities are on deck 19?', expect: [any('Sunset Yoga'), any('Hydroponic Garden')] },
  ]),
  followEn('deck-18-what-to-do', [
    { say: 'what can we do on deck 18?', expect: [any('Water Park'), any('VR Zone')] },
  ]),
  followAr('deck-18-activities-gulf', [
    {
      say: 'وش الأنشطة اللي في الدور ١٨؟',
      expect: [any('الحديقة المائية', 'Water Park'), any('الواقع الافتراضي', 'VR')],
    },
  ]),
  followAr('deck-7-activities-egyptian', [
    {
      say: 'إيه الأنشطة اللي في الدور السابع؟',
      expect: [any('أساطير البحر الأحمر', 'Legends Show', 'Marine Life', 'الحياة البحرية')],
    },
  ]),

  // ── The tours a port's destination is reached by ──
  followAr('alula-tours-gulf', [
    { say: 'متى نوصل الوجه؟', expect: [time('07:00')] },
    { say: 'وش الرحلات اللي تروح العلا؟', expect: [ELEPHANT_ROCK, BALLOON, HEGRA] },
  ]),
  followEn('alula-tours-en', [
    { say: 'where do we stop the day after tomorrow?', expect: [any('Al Wajh', 'AlUla')] },
    { say: 'any tours out to AlUla?', expect: [ELEPHANT_ROCK, BALLOON, HEGRA] },
  ]),
];
