import { any, deck, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const none = oneTurn('unanswerable', 'en');
const noneAr = oneTurn('unanswerable', 'ar');
const faq = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const venue = oneTurn('venues', 'en');
const venueAr = oneTurn('venues', 'ar');
const trip = oneTurn('itinerary', 'en');

/** The data cannot answer; these would be made up (a number is caught by the judge on its own). */
const unknown = (...invented: (string | RegExp)[]) => ({ unanswerable: true as const, invented });

/**
 * Questions the ship's data cannot answer though a record shares their words, round 4 (issue 9,
 * branch unanswerable): the thing or attribute asked about (parking, a heated pool, a library, a
 * hairdryer's brand, tomorrow's wind) is in no record, while the port, the pool or the cabin it is
 * asked of is. The reply says it does not know and offers staff instead of the nearest record.
 * Controls ask near words the data does answer (the ATM at the Currency Exchange, irons, the pool's
 * deck and lifeguards). Cases that fail stay in the set.
 */
export const unanswerableR4Cases: Case[] = [
  // English: a record holds the place, none the thing asked of it.
  none(
    'r4-parking-jeddah',
    'can I leave my car at the Jeddah port while we cruise? how much is parking?',
    [],
    unknown(/\bvalet\b/, 'free parking'),
  ),
  none(
    'r4-lido-heated',
    'is the Lido pool heated or is it cold first thing in the morning?',
    [],
    unknown(/heated to/, /°/),
  ),
  none(
    'r4-hairdryer-brand',
    'what brand is the hairdryer in the cabins? trying to decide if I pack mine',
    [],
    unknown('Dyson', 'Philips', 'Remington'),
  ),
  none(
    'r4-library',
    'is there a library on the ship where I can borrow a book?',
    [],
    unknown(/library (?:is )?on deck/),
  ),
  none(
    'r4-forecast-wind',
    "what's the forecast for our sea day? will it be windy?",
    [],
    unknown(/knots/, /°/, /sunny|calm seas/),
  ),
  none('r4-helipad', 'does the ship have a helipad?', [], unknown(/helipad (?:is )?on deck/)),
  none(
    'r4-tailor',
    'is there a tailor on board who could take up my trousers?',
    [],
    unknown(/tailor (?:is )?on deck/),
  ),
  none('r4-bathtub', 'do the balcony cabins have a bathtub or just a shower?', [], unknown('Serenity Suite')),
  none('r4-safe-code', 'how do I set my own code on the cabin safe?', [], unknown(/4.digit|default code/)),
  none(
    'r4-port-wheelchair-taxi',
    'is there a wheelchair taxi waiting at the port in Aqaba?',
    [],
    unknown(/taxi rank/),
  ),
  none('r4-snorkel-depth', 'how deep is the water at the Ras Mohammed snorkel spot?', [], unknown(/metres?/)),
  none('r4-parking-short', 'is there parking at Jeddah port?', [], unknown(/\bvalet\b/, 'free parking')),
  none('r4-waterpark-heated', 'is the water park heated?', [], unknown(/heated to/, /°/)),
  none(
    'r4-weather-sharm',
    "what's the weather going to be like in Sharm when we get there?",
    [],
    unknown(/°/, /sunny/),
  ),
  none(
    'r4-atm-ashore',
    "where's the nearest ATM when we dock in Aqaba?",
    [],
    unknown(/atm (?:is )?(?:at|in) the (?:port|terminal)/),
  ),
  none(
    'r4-theatre-cloakroom',
    'does the theatre have a cloakroom for coats?',
    [],
    unknown(/cloakroom (?:is )?on deck/),
  ),
  none(
    'r4-telescope-kind',
    'what kind of telescopes do you have on the stargazing deck?',
    [],
    unknown('Celestron', 'Meade'),
  ),
  none(
    'r4-band-name',
    "what's the name of the piano player in the Nakheel Lounge?",
    [],
    unknown(/pianist [A-Z]/),
  ),
  none('r4-jacuzzi-temp', 'what temperature are the whirlpools kept at?', [], unknown(/°/, /degrees/)),
  // Arabic, several dialects.
  noneAr(
    'r4-parking-gulf',
    'ابي اخلي سيارتي عند ميناء جدة طول الرحلة، فيه مواقف؟ وبكم؟',
    [],
    unknown('مواقف مجانية', /ريال (?:في|لل)يوم/),
  ),
  noneAr('r4-pool-warm-egy', 'هي مية البيسين سخنة ولا ساقعة الصبح؟', [], unknown('مدفأ', /درجه/)),
  noneAr(
    'r4-hairdryer-brand-lev',
    'شو نوع السشوار اللي بالغرفة؟ بدي اعرف اذا بجيب تبعي',
    [],
    unknown('دايسون', 'فيليبس', 'Dyson', 'Philips'),
  ),
  noneAr('r4-library-msa', 'هل توجد مكتبة على متن السفينة لاستعارة الكتب؟', [], unknown(/مكتبه في الطابق/)),
  noneAr('r4-forecast-gulf', 'وش توقعات الجو بكرة؟ فيه رياح قوية؟', [], {
    ...unknown(/عقده/, /درجه/),
    forbid: ['الحمام'],
  }),
  noneAr('r4-helipad-msa', 'هل يوجد مهبط للطائرات المروحية على السفينة؟', [], unknown(/مهبط .*الطابق/)),
  noneAr('r4-tailor-egy', 'في خياط على المركب يقصرلي البنطلون؟', [], unknown(/خياط .*الطابق/)),
  noneAr('r4-bathtub-lev', 'في بانيو بالكابينة ولا بس دوش؟', [], unknown('جناح الصفاء', 'Serenity Suite')),
  noneAr('r4-safe-code-gulf', 'كيف اغير رقم الخزنة اللي بالغرفة؟', [], unknown(/رمز افتراضي/)),
  noneAr('r4-parking-short-gulf', 'فيه باركنق بميناء جدة؟', [], unknown('مواقف مجانية')),
  noneAr('r4-pool-heated-lev', 'المسبح مدفّى؟', [], unknown('مدفأ', /درجه/)),
  noneAr('r4-library-lev-short', 'في مكتبة عالسفينة؟', [], unknown(/مكتبه في الطابق/)),
  noneAr('r4-atm-sharm-egy', 'فين أقرب مكنة ATM في شرم؟', [], unknown(/في الميناء/)),
  noneAr('r4-weather-sharm-gulf', 'كيف الجو بشرم بكرة؟ حار؟', [], unknown(/درجه/)),
  noneAr('r4-atm-fee-msa', 'كم رسوم السحب من الصراف الآلي على السفينة؟', [], unknown(/رسوم السحب/)),

  // Controls: near wording the data does answer.
  faq('r4-atm', 'is there an ATM on board? I need some cash', [any('Currency Exchange', 'ATM')]),
  faqAr('r4-atm-egy', 'فيه ماكينة صراف آلي على المركب؟', [any('صرف العملات', 'ATM', deck(3))]),
  faq('r4-iron', 'can I use my own iron in the cabin?', [
    /irons? (?:are |is )?not (?:be )?allowed|launderette/,
  ]),
  venue('r4-where-pool', 'where is the pool?', [deck(16), 'Lido']),
  venueAr('r4-where-pool-gulf', 'وين المسبح؟', [deck(16), 'ليدو']),
  faq('r4-lifeguards', 'is there a lifeguard at the pool?', [/lifeguard/]),
  venue('r4-pharmacy', 'is there a pharmacy on board?', [any('Medical Centre', 'Pharmacy')]),
  faqAr('r4-prayer-lev', 'في مكان للصلاة عالباخرة؟', [any('المصلى', deck(4))]),
  // No password: the answer is how to sign in.
  faq('r4-wifi-password', "what's the wifi password?", ['cabin number']),
  faqAr('r4-wifi-password-gulf', 'ايش باسورد الواي فاي؟', ['رقم مقصورتك']),
  venue('r4-gym-open', 'what time does the gym open?', [time('06:00')]),
  trip('r4-embark-time', 'what time does embarkation start in Jeddah?', [time('12:00')]),
];

/** The set played by `pnpm eval --cases apps/api/eval/cases/unanswerable-r4.ts`. */
export const cases = unanswerableR4Cases;
