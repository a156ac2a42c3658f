import { any, deck, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const venEn = oneTurn('venues', 'en');
const venAr = oneTurn('venues', 'ar');
const itiEn = oneTurn('itinerary', 'en');
const itiAr = oneTurn('itinerary', 'ar');
const cmpEn = oneTurn('comparisons', 'en');
const cmpAr = oneTurn('comparisons', 'ar');

const dontKnow = /don'?t have information|لا (?:تتوفر|تتوافر|املك)|ليس لدي معلومات|لا اعرف|مش عارف/;
const SUITE_LOUNGE = any('Royal Suites Lounge', 'صالة الاجنحة الملكيه');
const JUICE_BAR = any('Juice & Mocktail Bar', 'Juice', 'العصائر');
const EXCHANGE = any('Currency Exchange', 'صرف العملات');
const CLOSED_IN_PORT = any(
  /closed (?:in|while (?:we are |the ship is )?in) port|except while (?:the ship is|we are) in port/,
  /مغلق|مقفول|تغلق|يغلق|مسكر/,
);
const IRTH = any('Irth', 'إرث');
const BALLOON = any('Balloon', 'منطاد');
const GLASS_BOAT = any('Glass-Boat', 'Glass Boat', 'القارب الزجاجي');
const BEACH_CLUB = any('Ras Al Baridi', 'راس البريدي');
const KIDS_ZONE = any('Kids Zone', 'نادي الاطفال');
const WATER_PARK = any('Water Park', 'الحديقه المائيه');
const VR_ZONE = any('VR Zone', 'الواقع الافتراضي');

/**
 * Places, excursions and the itinerary, round 8 (issue 9): the place a guest means by what it serves
 * or who it is for (the suite lounge, juice by the pool, changing money, the excursions desk), a
 * shop's 'closed in port', a port named in the question over today's port (AlUla's all-aboard, the
 * last morning in Jeddah), superlatives over a list (earliest excursion, highest-rated restaurant,
 * best for a small child by difficulty and age) and two named things asked together.
 */
export const places10Cases: Case[] = [
  // ── 1. A place by what it serves or who it is for ──
  venEn('r8-plc-suite-lounge', 'we booked a suite, do suite guests get their own lounge? where is it?', [
    SUITE_LOUNGE,
    deck(15),
  ]),
  venEn('r8-plc-suite-lounge-2', 'is there a private lounge for suite passengers', [SUITE_LOUNGE]),
  venAr('r8-plc-suite-lounge-gulf', 'احنا بجناح، في صالة خاصة لنا؟ وين مكانها؟', [SUITE_LOUNGE, deck(15)]),
  venAr('r8-plc-suite-lounge-egy', 'إحنا حاجزين سويت، فيه لاونج مخصوص لينا؟', [SUITE_LOUNGE]),
  venEn('r8-plc-juice-pool', 'where can I grab a fresh juice near the pool? what deck', [
    JUICE_BAR,
    deck(16),
  ]),
  venAr('r8-plc-juice-pool-lev', 'في محل عصير قريب من البركة؟ بأي طابق؟', [JUICE_BAR, deck(16)]),
  venAr('r8-plc-juice-pool-egy', 'عايز عصير فريش جنب حمام السباحة، ألاقيه فين؟', [JUICE_BAR, deck(16)]),
  venEn(
    'r8-plc-exchange-hours',
    'I need to swap dollars for Egyptian pounds, where and what are the afternoon hours?',
    [EXCHANGE, deck(3), time('15:00'), time('19:00')],
  ),
  venAr('r8-plc-exchange-gulf', 'وين أصرف فلوس؟ ومتى يفتح العصر؟', [EXCHANGE, time('15:00')]),
  venAr('r8-plc-exchange-msa', 'أين يمكنني تبديل العملة، وما ساعات العمل بعد الظهر؟', [
    EXCHANGE,
    time('15:00'),
    time('19:00'),
  ]),
  venEn('r8-plc-excursion-desk-hours', 'what hours is the shore excursion desk staffed?', [
    time('08:00'),
    time('20:00'),
  ]),
  venAr('r8-plc-excursion-desk-egy', 'مكتب الرحلات بيفتح الساعة كام وبيقفل إمتى؟', [
    time('08:00'),
    time('20:00'),
  ]),
  venAr('r8-plc-excursion-desk-gulf', 'متى يفتح مكتب الرحلات البرية؟', [time('08:00')]),
  venEn('r8-plc-souq-in-port', 'can I shop at the souq on board while we are docked in Aqaba?', [
    CLOSED_IN_PORT,
  ]),
  venAr('r8-plc-souq-in-port-egy', 'السوق اللي في المركب هيكون فاتح وإحنا راسيين في شرم؟', [CLOSED_IN_PORT]),
  venEn('r8-plc-stargazing-close', 'how late does the stargazing deck stay open?', [time('23:30')]),
  venAr('r8-plc-stargazing-close-lev', 'لأيمتى بضل سطح النجوم مفتوح بالليل؟', [time('23:30')]),
  // ── 2. A port named in the question beats today's port ──
  itiEn(
    'r8-plc-alula-all-aboard',
    'when do we need to be back on the ship at the AlUla stop?',
    [time('20:30')],
    {
      forbid: [time('21:30')],
    },
  ),
  itiAr('r8-plc-alula-all-aboard-gulf', 'في العلا، متى لازم نرجع للسفينة قبل ما تمشي؟', [time('20:30')], {
    forbid: [time('21:30')],
  }),
  itiEn(
    'r8-plc-last-day',
    'on the final morning what time do we dock in Jeddah and when does disembarkation start?',
    [time('07:00'), time('08:00')],
  ),
  itiAr('r8-plc-last-day-egy', 'آخر يوم هنوصل جدة الساعة كام ونقدر ننزل إمتى؟', [
    time('07:00'),
    time('08:00'),
  ]),
  venEn('r8-plc-petra-time-price', 'petra trip what time does it leave and how much', [
    time('07:30'),
    usd(289),
  ]),
  venAr('r8-plc-petra-time-price-lev', 'رحلة البترا أيمتى بتطلع وقديش سعرها؟', [time('07:30'), usd(289)]),
  // ── 3. Superlatives over a list ──
  cmpEn('r8-plc-top-rated', 'which restaurant on board is rated best?', [IRTH], { forbid: [dontKnow] }),
  cmpAr('r8-plc-top-rated-gulf', 'وش أعلى مطعم تقييم بالسفينة؟', [IRTH], { forbid: [dontKnow] }),
  cmpEn('r8-plc-earliest-excursion', 'which excursion has the earliest start?', [BALLOON, time('03:30')]),
  cmpAr('r8-plc-earliest-excursion-egy', 'أنهي رحلة بتبدأ بدري عن الباقي؟', [BALLOON, time('03:30')]),
  cmpAr('r8-plc-earliest-excursion-msa', 'ما هي الرحلة التي تنطلق في أبكر موعد؟', [BALLOON]),
  cmpEn(
    'r8-plc-sharm-five-year-old',
    'my son is 5 — glass boat in Naama Bay or the Ras Mohammed diving, which suits him?',
    [GLASS_BOAT],
  ),
  cmpAr('r8-plc-sharm-kids-gulf', 'عندي بنت عمرها ٤ سنين، أيهم أنسب: القارب الزجاجي ولا غوص رأس محمد؟', [
    GLASS_BOAT,
  ]),
  cmpEn('r8-plc-yanbu-small-kids', 'in Yanbu which tour is best for little kids?', [BEACH_CLUB]),
  cmpAr('r8-plc-yanbu-small-kids-egy', 'في ينبع، إيه أحسن رحلة للعيال الصغيرين؟', [BEACH_CLUB]),
  venEn(
    'r8-plc-five-year-old',
    "what's the best thing on the ship for a 5 year old?",
    [[KIDS_ZONE, WATER_PARK]],
    {
      forbid: [dontKnow],
    },
  ),
  venAr('r8-plc-five-year-old-lev', 'شو في عالسفينة بيناسب ولد عمره خمس سنين؟', [[KIDS_ZONE, WATER_PARK]], {
    forbid: [dontKnow],
  }),
  venEn('r8-plc-eleven-year-old', 'anything on board for an 11 year old boy?', [[KIDS_ZONE, VR_ZONE]], {
    forbid: [dontKnow],
  }),
  venAr(
    'r8-plc-eleven-year-old-msa',
    'ابنتي في الحادية عشرة من عمرها، ما الأنشطة المناسبة لها على السفينة؟',
    [[KIDS_ZONE, VR_ZONE]],
    {
      forbid: [dontKnow],
    },
  ),
  // ── 4. Two named things in one question ──
  venEn('r8-plc-two-prices', 'price of the Hurghada marina bazaar tour and the Soma Bay spa day?', [
    usd(29),
    usd(120),
  ]),
  venAr('r8-plc-two-prices-egy', 'بكام رحلة بازار الغردقة وبكام يوم السبا في سوما باي؟', [usd(29), usd(120)]),
  venEn('r8-plc-two-times', 'what time do the Petra tour and the Wadi Rum jeep trip leave?', [
    time('07:30'),
    time('08:30'),
  ]),
];
