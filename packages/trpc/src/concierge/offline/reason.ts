import { ALL_ABOARD_MINUTES_BEFORE_DEPARTURE } from '@marsa/db/constants';
import { formatDate } from '@marsa/i18n';
import type {
  ExcursionInfo,
  ItineraryResult,
  PortInfo,
  RestaurantInfo,
  SpaServiceInfo,
} from '../tools/types.ts';
import { isCruiseLengthQuestion } from './cruise-length.ts';
import { addDays } from './dates.ts';
import { callsOn } from './day-asked.ts';
import { asksFitForYoungChild } from './kid-fit.ts';
import { normalize, phrases } from './language.ts';
import { priceBasis } from './party-price.ts';
import { clock, inVoice, joinList, nameShown, place, priceBoth, say, term, type Voice } from './say.ts';

/** Answers that reason over the data: the cheapest, the longest, the latest open, all-aboard, sea days, overnights, totals. */

export type Superlative =
  | 'cheapest'
  | 'priciest'
  | 'longest'
  | 'shortest'
  | 'open_late'
  | 'closes_first'
  | 'earliest'
  | 'best_rated'
  | 'biggest'
  | 'smallest'
  | 'easiest'
  | 'hardest';

const EASIEST = phrases([
  'easiest',
  'least challenging',
  'least difficult',
  'least strenuous',
  'less strenuous',
  'less challenging',
  'gentlest',
  'اسهل',
  'الاسهل',
  'اخف مجهود',
  'اقل مجهود',
  'اقل صعوبه',
]);

const SUPERLATIVES: [Superlative, (t: string) => boolean][] = [
  [
    'cheapest',
    phrases([
      'cheapest',
      'cheaper',
      'less expensive',
      'more affordable',
      'least expensive',
      'lowest price',
      'lowest cost',
      'costs the least',
      'cost the least',
      'costs least',
      'least costly',
      'most affordable',
      'budget',
      'ارخص',
      'الارخص',
      'اقل سعر',
      'اقل تكلفه',
      // 'ما أقل خدمة سعرًا في السبا؟': the thing between 'least' and its price.
      /(^|\s)(ال)?اقل( \S+)? (سعرا|تكلفه|ثمنا)(\s|$|[?؟])/,
    ]),
  ],
  [
    'priciest',
    phrases([
      'most expensive',
      'more expensive',
      'priciest',
      'pricier',
      'highest price',
      'most luxurious',
      'costs the most',
      'cost the most',
      'most costly',
      'يكلف اكثر',
      'الاكثر تكلفه',
      'اغلى',
      'الاغلى',
      'اعلى سعر',
      // 'والغالية كم سعرها؟' after the cheaper one: the dearest of the list (never 'يا الغالي').
      'the expensive one',
      'the pricey one',
      /^و?(ال)?غالي(ه)? (كم|بكم|بكام|قديش|سعرها|سعره)/,
    ]),
  ],
  [
    'longest',
    phrases(['longest', 'takes longer', 'takes the longest', 'most time', 'اطول', 'الاطول', 'اكثر وقت']),
  ],
  [
    'shortest',
    phrases([
      'shortest',
      'shorter',
      'quickest',
      'quicker',
      'fastest',
      'least time',
      // 'الأقصر' is also Luxor ('رحلة الأقصر'): shortest only before a noun or asked as 'which/what'.
      /(^|\s)(ال)?اقصر (رحله|جوله|علاج|نشاط|مده|وقت|واحد|وحده)/,
      // 'أقصر جلسات السبا': the city is always 'الأقصر'; a bare 'أقصر' before a word is the adjective.
      /(^|\s)اقصر [^\s?؟]/,
      /(^|\s)(ما|ماهو|ماهي|اي|ايهما|ايها|ايش|وش|مين) (هو |هي )?(ال)?اقصر([?؟\s]|$)/,
      // 'أي رحلة أقصر', 'الرحلة الأقصر' (not 'رحلة الأقصر', the Luxor trip).
      /(^|\s)(رحله|جوله|علاج|نشاط) اقصر([?؟\s]|$)|(^|\s)(الرحله|الجوله|العلاج|النشاط) الاقصر([?؟\s]|$)/,
      'اسرع',
    ]),
  ],
  [
    'open_late',
    phrases([
      'open late',
      'open the latest',
      'open latest',
      'closes last',
      'closes latest',
      // Between two places: 'which closes later, the spa or the gym?'
      'closes later',
      'close later',
      'shuts later',
      'shut later',
      'stays open later',
      'stay open later',
      'open later',
      'open longer',
      'stays open longer',
      'latest',
      'late night',
      'starts the latest',
      'starts latest',
      'latest start',
      'يفتح لوقت متاخر',
      'حتى وقت متاخر',
      'الى وقت متاخر',
      'اخر مطعم',
      // 'أي رحلة تطلع متأخر أكثر شي؟', 'ما الرحلة التي تنطلق في أكثر موعد متأخر؟': the last to set off.
      /(^|\s)(بت|بي|ت|ي)(طلع|خرج|تحرك|مشي|نطلق|غادر|بدا) (في )?(ال)?(متاخر|اخر|الاخير|اخير)(\s|$|[?؟])/,
      /(اكثر|اخر) (موعد|وقت) متاخر|(موعد|وقت) (ال)?(اكثر )?تاخرا/,
      /(^|\s)(ال)?اخر (رحله|جوله) (اللي |التي )?(بت|بي|ت|ي)?(طلع|نطلق|غادر|بدا|خرج)/,
      // 'آخر نشاط بالليل' (the last activity at night): the latest of a list by time.
      /(^|\s)(ال)?اخر (نشاط|فعاليه|عرض)/,
      // 'Late' alone is not 'the latest': 'if I cancel late, do I pay?' compares nothing.
      /(يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يفتح|تفتح|مفتوح|مفتوحه|يظل|يبقي) (لين |حتي |الي )?(وقت )?متاخر/,
      // 'أي المطاعم تسكر آخر شي بالليل؟', 'مين يقفل الأخير؟': closing last.
      /(يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يسكّر) (ال)?اخر(\s|$|[?؟])|(يغلق|تغلق|يقفل|تقفل|يسكر|تسكر) (في )?(ال)?اخير/,
    ]),
  ],
  // 'which restaurant shuts first?', 'أي مطعم يسكر بدري؟', 'ما المطعم الذي يغلق أبكر؟': closing earliest
  // (before 'earliest', which is opening earliest).
  [
    'closes_first',
    phrases([
      /(^|[^a-z])(closes|close|closing|shuts|shut|shutting) (the )?(first|earliest|earlier|soonest|sooner)([^a-z]|$)|(^|[^a-z])first to (close|shut)([^a-z]|$)|(^|[^a-z])earliest (closing|to close)([^a-z]|$)/,
      /(^|\s)(بي|بت|ب)?(يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يسكّر|سكر|قفل) (ال)?(اول|ابكر|بدري|مبكر|مبكرا|قبل)(\s|$|[?؟])/,
      /(الاغلاق|يغلق|تغلق|يقفل|تقفل|يسكر|تسكر) (ال)?(ابكر|الاول)|اقفال(ه)? (ال)?ابكر/,
    ]),
  ],
  [
    'earliest',
    phrases([
      'earliest',
      'opens first',
      // Between two places: 'which opens earlier, the gym or the pool?'
      'opens earlier',
      'open earlier',
      'opening earlier',
      'starts earlier',
      'start earlier',
      'first to open',
      'leaves first',
      'اول ما يفتح',
      'الابكر',
      'ابكر',
      // 'Early' alone is not 'the earliest' ('the early booking offer').
      /(يفتح|تفتح|يبدا|تبدا|يغادر|تغادر|ينطلق|تنطلق) (من )?(بدري|مبكر|مبكرا)/,
      // 'أول نشاط يبدأ الصبح' (the first activity in the morning): the first of a list by time.
      /(^|\s)(ال)?اول (نشاط|فعاليه|عرض|علاج|موعد) (يبدا|تبدا|في الصباح|الصبح|الصباح|صباحا)/,
      /(^|[^a-z])(starts|begins|opens) (the )?earliest|first (thing )?in the morning/,
      // 'أي رحلة بتطلع بدري أكتر وحدة؟', 'وش الرحلة اللي تطلع أول وحدة؟': a tour that sets off first.
      /(^|\s)(بت|بي|ت|ي)(طلع|خرج|تحرك|مشي|غادر|نطلق) (ال)?(بدري|مبكر|مبكرا|اول|اولا|ابكر)(\s|$|[?؟])/,
      // 'أول رحلة بتطلع الساعة كام؟': the first tour to set off.
      /(^|\s)(ال)?اول (رحله|جوله) (اللي |التي )?(بت|بي|ت|ي)?(طلع|نطلق|غادر|بدا|خرج)/,
    ]),
  ],
  [
    'easiest',
    // 'Which tour is best for little kids?': over excursions, the easiest fits a young child.
    (t) => asksFitForYoungChild(t) || EASIEST(t),
  ],
  [
    'hardest',
    phrases([
      'hardest',
      'most challenging',
      'most difficult',
      'most strenuous',
      'most demanding',
      'toughest',
      'اصعب',
      'الاصعب',
      'اكثر صعوبه',
      'اكثر تحدي',
    ]),
  ],
  [
    'best_rated',
    phrases([
      'highest rated',
      'highest-rated',
      'best rated',
      'best-rated',
      'top rated',
      'top-rated',
      'best reviewed',
      'اعلى تقييم',
      'الاعلى تقييما',
      'افضل تقييم',
    ]),
  ],
  [
    'biggest',
    phrases([
      'most seats',
      'most tables',
      'seats the most',
      'biggest',
      'largest',
      'most capacity',
      'highest capacity',
      'اكبر',
      'الاكبر',
      'اكثر مقاعد',
    ]),
  ],
  [
    'smallest',
    phrases([
      'smallest',
      'fewest seats',
      'fewest people',
      'fewest guests',
      'seats the fewest',
      'least seats',
      'most intimate',
      // 'أصغر' is also 'younger' ('طفل أصغر من ٣ سنين'): smallest only beside a place.
      /(^|\s)(ال)?اصغر (مطعم|مطاعم|مكان|قاعه|مقهي|كافيه)|(مطعم|المطعم|مكان|المكان) (ال)?اصغر/,
      'اقل مقاعد',
      'اقل عدد مقاعد',
    ]),
  ],
];

export function superlativeIn(normalized: string): Superlative | undefined {
  return SUPERLATIVES.find(([, test]) => test(normalized))?.[0];
}

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** Closing after midnight ('01:00' for a place opening at '18:00') counts as late, not early. */
const closingMinutes = (open: string, close: string) =>
  toMinutes(close) <= toMinutes(open) ? toMinutes(close) + 24 * 60 : toMinutes(close);

/** '4 hours', '3.5 hours', '90 minutes', 'Full day (8 hours)' → minutes; else departure to return. */
export function excursionMinutes(e: ExcursionInfo): number {
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h\b|ساع)/i.exec(e.duration);
  if (hours?.[1]) return Math.round(Number(hours[1]) * 60);
  const minutes = /(\d+)\s*(?:minutes?|mins?|دقيق)/i.exec(e.duration);
  if (minutes?.[1]) return Number(minutes[1]);
  return closingMinutes(e.departureTime, e.returnTime) - toMinutes(e.departureTime);
}

/** An excursion's difficulty as a rank (easy 1, moderate 2, challenging 3); null when the record's word is another. */
const DIFFICULTY_RANK: Record<string, number> = {
  easy: 1,
  moderate: 2,
  challenging: 3,
  hard: 3,
  difficult: 3,
};
export const difficultyRank = (e: ExcursionInfo): number | null =>
  DIFFICULTY_RANK[e.difficulty.trim().toLowerCase()] ?? null;

/** The items that share the best value, by the measure (higher is better when `highest`). */
export function best<T>(items: T[], measure: (item: T) => number | null, highest: boolean): T[] {
  const scored = items
    .map((item) => ({ item, value: measure(item) }))
    .filter((entry): entry is { item: T; value: number } => entry.value !== null);
  if (scored.length === 0) return [];
  const top = highest ? Math.max(...scored.map((e) => e.value)) : Math.min(...scored.map((e) => e.value));
  return scored.filter((e) => e.value === top).map((e) => e.item);
}

/** 'The cheapest treatment is X: $120.00 (SAR 450.00).' over spa treatments, or undefined when the question is none of those. */
export function spaSuperlative(
  voice: Voice,
  kind: Superlative,
  services: SpaServiceInfo[],
): string | undefined {
  if (
    kind === 'best_rated' ||
    kind === 'biggest' ||
    kind === 'smallest' ||
    kind === 'easiest' ||
    kind === 'hardest'
  )
    return undefined;
  const measure =
    kind === 'cheapest' || kind === 'priciest'
      ? (s: SpaServiceInfo) => s.priceUSD
      : kind === 'longest' || kind === 'shortest'
        ? (s: SpaServiceInfo) => s.duration
        : kind === 'open_late'
          ? (s: SpaServiceInfo) => toMinutes(s.endTime)
          : (s: SpaServiceInfo) => toMinutes(s.startTime);
  const winners = best(services, measure, kind === 'priciest' || kind === 'longest' || kind === 'open_late');
  if (winners.length === 0) return undefined;
  const names = joinList(
    voice,
    winners.map((s) => nameShown(voice, s.name, s.nameAr)),
  );
  // Each winner with its own facts: two treatments tied on duration may differ in price.
  const factsOf = (service: SpaServiceInfo) => {
    const price =
      service.priceUSD === null ? '' : `${say(voice, ', ', '، ')}${priceBoth(voice, service.priceUSD)}`;
    return `${service.duration} ${say(voice, 'minutes', 'دقيقة')}${price}`;
  };
  const facts = winners.map((service) => factsOf(service));
  const sameFacts = facts.every((fact) => fact === facts[0]);
  const label: Record<Superlative, [string, string]> = {
    cheapest: ['The most affordable treatment', 'أرخص علاج'],
    priciest: ['The most expensive treatment', 'أغلى علاج'],
    longest: ['The longest treatment', 'أطول علاج'],
    shortest: ['The shortest treatment', 'أقصر علاج'],
    open_late: ['The latest appointments are for', 'آخر المواعيد متاحة لـ'],
    closes_first: ['', ''],
    earliest: ['The earliest appointments are for', 'أبكر المواعيد متاحة لـ'],
    best_rated: ['', ''],
    biggest: ['', ''],
    smallest: ['', ''],
    easiest: ['', ''],
    hardest: ['', ''],
  };
  const head = say(voice, label[kind][0], label[kind][1]);
  if (sameFacts) return `${head}: ${names} (${facts[0]}).`;
  return [
    `${head}:`,
    ...winners.map(
      (service, index) => `• ${nameShown(voice, service.name, service.nameAr)} (${facts[index]})`,
    ),
  ].join('\n');
}

/** The best excursion by the measure asked; `among` says of which kind ('of the family excursions'). */
export function excursionSuperlative(
  voice: Voice,
  kind: Superlative,
  excursions: ExcursionInfo[],
  among?: [en: string, ar: string],
): string | undefined {
  if (kind === 'best_rated' || kind === 'biggest' || kind === 'smallest') return undefined;
  const measure =
    kind === 'cheapest' || kind === 'priciest'
      ? (e: ExcursionInfo) => e.priceUSD
      : kind === 'longest' || kind === 'shortest'
        ? excursionMinutes
        : kind === 'easiest' || kind === 'hardest'
          ? difficultyRank
          : (e: ExcursionInfo) => toMinutes(e.departureTime);
  const winners = best(
    excursions,
    measure,
    kind === 'priciest' || kind === 'longest' || kind === 'open_late' || kind === 'hardest',
  );
  if (winners.length === 0) return undefined;
  const names = joinList(
    voice,
    winners.map((e) => nameShown(voice, e.title, e.titleAr)),
  );
  const first = winners[0] as ExcursionInfo;
  const label: Record<Superlative, [string, string]> = {
    cheapest: ['The most affordable shore excursion', 'أرخص رحلة برية'],
    priciest: ['The most expensive shore excursion', 'أغلى رحلة برية'],
    longest: ['The longest shore excursion', 'أطول رحلة برية'],
    shortest: ['The shortest shore excursion', 'أقصر رحلة برية'],
    open_late: ['The latest departure', 'آخر موعد مغادرة'],
    closes_first: ['', ''],
    earliest: ['The earliest departure', 'أبكر موعد مغادرة'],
    best_rated: ['', ''],
    biggest: ['', ''],
    smallest: ['', ''],
    easiest: ['The easiest shore excursion', 'أسهل رحلة برية'],
    hardest: ['The most challenging shore excursion', 'أصعب رحلة برية'],
  };
  // The difficulty leads when it is what was compared.
  const byDifficulty = kind === 'easiest' || kind === 'hardest';
  const factsOf = (e: ExcursionInfo) =>
    say(
      voice,
      `${byDifficulty ? `${e.difficulty}, ` : ''}${e.duration}, departs ${clock(voice, e.departureTime)}, ${priceBoth(voice, e.priceUSD)} ${priceBasis(voice, e)}`,
      `${byDifficulty ? `${term(voice, e.difficulty)}، ` : ''}${term(voice, e.duration)}، المغادرة ${clock(voice, e.departureTime)}، ${priceBoth(voice, e.priceUSD)} ${priceBasis(voice, e)}`,
    );
  const head = `${say(voice, label[kind][0], label[kind][1])}${among ? ` ${say(voice, ...among)}` : ''}`;
  // Each winner with its own facts: two tours tied on difficulty differ in length and price.
  if (winners.length === 1) return `${head}: ${names} (${factsOf(first)}).`;
  return [
    `${head}:`,
    ...winners.map((e) => `• ${nameShown(voice, e.title, e.titleAr)} (${factsOf(e)})`),
  ].join('\n');
}

export function restaurantSuperlative(
  voice: Voice,
  kind: Superlative,
  restaurants: RestaurantInfo[],
): string | undefined {
  // The restaurants with the best value of a measure, and their names as one list.
  const leaders = (measure: (r: RestaurantInfo) => number | null, highest = true) => {
    const top = best(restaurants, measure, highest);
    const names = joinList(
      voice,
      top.map((r) => nameShown(voice, r.name, r.nameAr)),
    );
    return { first: top[0], names };
  };
  if (kind === 'best_rated') {
    const { first, names } = leaders((r) => r.rating);
    if (!first) return undefined;
    return say(
      voice,
      `The highest rated: ${names}, ${first.rating}/5 (${first.cuisine}, ${first.location}).`,
      `الأعلى تقييمًا: ${names}، ${first.rating}/5 (${term(voice, first.cuisine)}، ${place(voice, first.location)}).`,
    );
  }
  if (kind === 'biggest') {
    const { first, names } = leaders((r) => r.capacity ?? null);
    if (!first) return undefined;
    return say(
      voice,
      `The most seats: ${names}, with ${first.capacity} seats (${first.location}).`,
      `الأكثر مقاعد: ${names}، ${first.capacity} مقعدًا (${place(voice, first.location)}).`,
    );
  }
  if (kind === 'smallest') {
    const { first, names } = leaders((r) => r.capacity ?? null, false);
    if (!first) return undefined;
    return say(
      voice,
      `The fewest seats: ${names}, with ${first.capacity} seats (${first.location}).`,
      `الأقل مقاعد: ${names}، ${first.capacity} مقعدًا (${place(voice, first.location)}).`,
    );
  }
  if (kind === 'closes_first') {
    const { first, names } = leaders((r) => closingMinutes(r.openingTime, r.closingTime), false);
    if (!first) return undefined;
    return say(
      voice,
      `Closes the earliest: ${names}, at ${clock(voice, first.closingTime)}.`,
      `الأبكر إغلاقًا: ${names}، الساعة ${clock(voice, first.closingTime)}.`,
    );
  }
  if (kind !== 'open_late' && kind !== 'earliest') return undefined;
  const winners =
    kind === 'open_late'
      ? best(restaurants, (r) => closingMinutes(r.openingTime, r.closingTime), true)
      : best(restaurants, (r) => toMinutes(r.openingTime), false);
  if (winners.length === 0) return undefined;
  const names = joinList(
    voice,
    winners.map((r) => nameShown(voice, r.name, r.nameAr)),
  );
  const first = winners[0] as RestaurantInfo;
  return kind === 'open_late'
    ? say(
        voice,
        `Open the latest: ${names}, until ${clock(voice, first.closingTime)}.`,
        `الأطول سهرًا: ${names}، حتى ${clock(voice, first.closingTime)}.`,
      )
    : say(
        voice,
        `Opens the earliest: ${names}, from ${clock(voice, first.openingTime)}.`,
        `الأبكر افتتاحًا: ${names}، من ${clock(voice, first.openingTime)}.`,
      );
}

/** All aboard: ALL_ABOARD_MINUTES_BEFORE_DEPARTURE before the ship leaves the port. */
export function allAboardTime(port: PortInfo): string {
  const minutes = toMinutes(port.departureTime) - ALL_ABOARD_MINUTES_BEFORE_DEPARTURE;
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
}

export const isAllAboardQuestion = phrases([
  'all aboard',
  'be on board',
  'be onboard',
  'be aboard',
  'be back on the ship',
  'نكون على السفينه',
  'اكون على السفينه',
  'نكون في السفينه',
  'اكون في السفينه',
  'نكون على متن',
  'اكون على متن',
  'all-aboard',
  'back on board',
  'back onboard',
  'back to the ship',
  'be back',
  'return to the ship',
  'get back on',
  'last boarding',
  'last tender',
  'the ship leave',
  'ship leaves',
  'the ship depart',
  'do we sail',
  'sail away',
  'عوده الى السفينه',
  'رجوع الى السفينه',
  'عوده للسفينه',
  'اخر موعد للعوده',
  'اعود الى السفينه',
  'ارجع للسفينه',
  'موعد الصعود',
  'تغادر السفينه',
  'تبحر السفينه',
  'متى نبحر',
  // Dialects: 'لازم نرجع المركب', 'نكون عالسفينه', 'السفينه تطلع من العقبه', 'ايمتى يمشي المركب'
  // ('نركب السفينه', 'نطلع السفينه' board it at embarkation: not all-aboard).
  /(^|\s)(لازم |اخر موعد )?(نرجع|نعود|ارجع|اعود|نكون|نتواجد)( الي| علي| في)?( ظهر| متن)? (ال|لل|ل|ع|عال|بال)?(سفينه|مركب|باخره)/,
  /(^|\s)و?(ال)?(سفينه|مركب|باخره) (بت|بي|ب|ح|هت|هي)?(طلع|تطلع|يطلع|تمشي|يمشي|تتحرك|يتحرك|تغادر|يغادر|تبحر|يبحر|تقلع|يقلع|تقوم|يقوم|تنطلق|ينطلق)(\s|$)/,
  /(^|\s)(بت|بي|ب)?(تطلع|يطلع|تمشي|يمشي|تتحرك|يتحرك|تغادر|يغادر|تبحر|يبحر|تقلع|يقلع|تقوم|يقوم|تنطلق|ينطلق) (ال)?(سفينه|مركب|باخره)(\s|$)/,
  /(^|\s)(متي|امتي|ايمتي|الساعه كم|كم الساعه) (نبحر|نمشي|نتحرك|نطلع|نغادر)(\s|$)/,
  // 'لازم نكون راجعين عالباخره', 'لازم نكون رجعين للمركب': back on board.
  /(^|\s)(راجعين|رجعين|راجعين) (الي |علي )?(ال|لل|ل|ع|عال|بال)?(سفينه|مركب|باخره)/,
  // 'نتحرك من جده الساعه كام', 'نمشي من العقبه امتى': we leave a port.
  /(^|\s)(نبحر|نمشي|نتحرك|نغادر|نقلع) من /,
  // The return deadline as a noun: 'اخر موعد للرجوع للسفينه', 'وقت العوده الى المركب'.
  /(^|\s)(موعد|وقت|ساعه) (ال|لل|ل)?(رجوع|رجعه|عوده|صعود)( الي| علي)?( ظهر| متن)? (ال|لل|ل|ع|عال)?(سفينه|مركب|باخره)/,
  // 'اخر وقت نطلع فيه على المركب', 'اخر موعد نرجع': the latest time to be back on board.
  /(^|\s)اخر (موعد|وقت|ساعه)( [^\s]+){0,2} (نطلع|نرجع|نعود|نركب|نصعد|نكون|اطلع|ارجع|اعود|اركب|اكون|للرجوع|للعوده|للصعود)(\s|$)/,
]);
/** The question also asks when the ship gets in ('when do we get into Sharm and when do we sail?'). */
export const isArrivalQuestion = phrases([
  /\b(arrive|arrives|arriving|arrival|reach|dock|docks|docking)\b/,
  /\b(get|getting|pull|pulling) (in|into|to)\b/,
  'نصل',
  'نوصل',
  'وصول',
  'توصل السفينه',
  'تصل السفينه',
]);
export const isSeaDayQuestion = phrases([
  // 'Is there any day we don't stop at a port?', 'a full day of just sailing?': a day with no call.
  /(^|[^a-z])days?([^a-z][^.?!]*)?[^a-z](no|without|don'?t|do not|won'?t|will not|never|not)[^a-z]([^.?!]*[^a-z])?(ports?|stops?|docks?|docking|calls?)([^a-z]|$)/,
  /(^|[^a-z])(full |whole |entire )?days? (of |at )?(just |only |pure )?(sailing|cruising)([^a-z]|$)/,
  // 'فيه يوم ما نوقف فيه بأي ميناء؟', 'في يوم مش هننزل فيه؟': a day the ship calls nowhere.
  /(^|\s)(يوم|ايام)( \S+){0,3} (ما|مش|مو|لا|بدون|بلا|من غير) (\S*(وقف|رسو|رسي|نزل)|(اي )?(ميناء|مينا))/,
  'كامله في البحر',
  /(^|\s)(يوم|ايام) (كامل|كامله|بحاله) (في |بال|ب)?(ال)?بحر/,
  /(^|\s)(يوم|ايام)( \S+){0,3} كل(ه|ها)? (في |بال|ب)(ال)?بحر/,
  'بدون ميناء',
  'بلا ميناء',
  'sea day',
  'sea days',
  'days at sea',
  'day at sea',
  'ايام بحريه',
  'يوم بحري',
  'في عرض البحر',
  'ايام في البحر',
  // 'كم يوم بنكون في البحر؟', 'كم يوم في البحر': days counted at sea, in any dialect.
  /(^|\s)(كم|قديش|قد ايه) (يوم|ايام)( \S+)? (في |في ال|بال|ب)بحر(\s|$|[؟?.!،])/,
  /(^|\s)(كم|قديش|قد ايه) (يوم|ايام) (بحري|بحريه)(\s|$|[؟?.!،])/,
]);
export const isOvernightQuestion = phrases([
  // 'Do we spend a night docked anywhere?', 'a night where the ship stays in port?'
  /(^|[^a-z])(a|any|one|the|spend|stay|sleep)( whole| full| entire)? nights?[^a-z]([^.?!]*[^a-z])?(docked|in port|in a port|in the port|alongside|in harbou?r)([^a-z]|$)/,
  /(^|[^a-z])(docked|in port|alongside) (for|over) (a|the|one) night([^a-z]|$)/,
  // 'فيه ليلة هنفضل فيها راسيين في المينا؟': a night moored.
  /(^|\s)(ال)?ليله( \S+){0,4} (راسي|راسيه|راسيين|راسين|بالميناء|بالمينا|في الميناء|في المينا)(\s|$|[?؟])/,
  'نبات',
  'تبيت',
  'يبيت',
  /(^|\s)(ن|هن|بن|رح ن)قضي ليله/,
  /(^|[^a-z])sleep (docked |moored )?in (a |any |the )?port([^a-z]|$)/,
  'overnight',
  'stay the night',
  'spend the night',
  'stay two days',
  'مبيت',
  'نبيت',
  'نقضي الليله',
  'ليلتين',
  'ليله كامله',
]);

/** The port the question is about: the one named, else today's, else the next one. */
export function portInQuestion(result: ItineraryResult, named: PortInfo | undefined): PortInfo | undefined {
  return (
    named ?? callsOn(result.ports, result.today)[0] ?? result.ports.find((p) => p.arrivalDate >= result.today)
  );
}

export function composeAllAboard(voice: Voice, port: PortInfo): string {
  const name = inVoice(voice, port.portName, port.portNameAr);
  const leave = clock(voice, port.departureTime);
  const aboard = clock(voice, allAboardTime(port));
  return say(
    voice,
    `In ${name} the ship leaves ${formatDate(port.departureDate, 'en')} at ${leave}. All aboard is ${ALL_ABOARD_MINUTES_BEFORE_DEPARTURE} minutes before departure: please be back on board by ${aboard}.`,
    `في ${name} تغادر السفينة ${formatDate(port.departureDate, 'ar')} الساعة ${leave}. يجب العودة إلى السفينة قبل المغادرة بـ${ALL_ABOARD_MINUTES_BEFORE_DEPARTURE} دقيقة: أي بحلول الساعة ${aboard}.`,
  );
}

/** Days between embarkation and the last port with no port call. */
export function composeSeaDays(voice: Voice, result: ItineraryResult): string {
  const ports = result.ports;
  const first = ports[0];
  const last = ports.at(-1);
  if (!first || !last)
    return say(voice, 'The itinerary has not been published yet.', 'لم يُنشر خط سير الرحلة بعد.');
  const seaDays: string[] = [];
  for (let day = first.arrivalDate; day <= last.departureDate; day = addDays(day, 1)) {
    if (callsOn(ports, day).length === 0) seaDays.push(day);
  }
  if (seaDays.length === 0) {
    return say(
      voice,
      `There are no full sea days on this cruise: we are in port every day from ${formatDate(first.arrivalDate, 'en')} to ${formatDate(last.departureDate, 'en')}, sailing between ports at night.`,
      `لا توجد أيام بحرية كاملة في هذه الرحلة: نرسو في ميناء كل يوم من ${formatDate(first.arrivalDate, 'ar')} إلى ${formatDate(last.departureDate, 'ar')}، ونبحر بين الموانئ ليلًا.`,
    );
  }
  const days = seaDays.map((day) => formatDate(day, voice.lang));
  return say(
    voice,
    `Sea days (no port call): ${joinList(voice, days)}.`,
    `الأيام البحرية (من دون ميناء): ${joinList(voice, days)}.`,
  );
}

/** Ports where the ship stays overnight (it leaves on a later day than it arrives). */
export function composeOvernights(voice: Voice, result: ItineraryResult): string {
  const overnight = result.ports.filter((p) => p.departureDate > p.arrivalDate);
  if (overnight.length === 0)
    return say(
      voice,
      'The ship does not stay overnight in any port on this cruise.',
      'لا تبيت السفينة في أي ميناء في هذه الرحلة.',
    );
  const lines = overnight.map((p) =>
    say(
      voice,
      `${inVoice(voice, p.portName, p.portNameAr)}: arrive ${formatDate(p.arrivalDate, 'en')} at ${clock(voice, p.arrivalTime)}, leave ${formatDate(p.departureDate, 'en')} at ${clock(voice, p.departureTime)}`,
      `${inVoice(voice, p.portName, p.portNameAr)}: الوصول ${formatDate(p.arrivalDate, 'ar')} الساعة ${clock(voice, p.arrivalTime)}، والمغادرة ${formatDate(p.departureDate, 'ar')} الساعة ${clock(voice, p.departureTime)}`,
    ),
  );
  return [say(voice, 'We stay overnight in:', 'نبيت في:'), ...lines.map((line) => `• ${line}`)].join('\n');
}

export const isNextPortQuestion = phrases([
  /(^|[^a-z])(after|next|following)([^a-z].*)?(?<![a-z])(port|stop|go|sail|head|visit)(s|es|ing|ed)?(?![a-z])|(port|stop) (comes )?after|where do we go after|where next|what comes after/,
  'نروح بعد',
  'نذهب بعد',
  'نتجه بعد',
  'الميناء التالي',
  'المحطه التاليه',
  'الميناء القادم',
  /(ال)?(ميناء|مينا|محطه|وقفه) (ال)?(جاي|جايه|الجاي|الجايه)(\s|$|[?؟])/,
  // 'بعد العقبة وين؟', 'وبعد شرم على فين؟': after a port, where to.
  /(^|\s)و?بعد \S+( \S+)? (علي )?(وين|فين|لوين|لفين|الي اين)(\s|$|[?؟])/,
  // 'ايش الميناء اللي بعد شرم؟', 'وين بنروح بعد العقبه؟'
  /(ميناء|مينا|محطه|وجهه) (اللي |الي |الذي |التي )?(بعد|بعده)(\s|$)/,
  // 'وش أول ميناء نوقف فيه بعد جدة؟', 'ما الوجهة التي نبحر إليها بعد العقبة؟': a port, a few words, then 'after'.
  /(^|\s)(ال)?(ميناء|مينا|محطه|وجهه)( \S+){1,3} بعد(\s|$)/,
  // 'Which port are we heading to once we leave Sharm?'
  /(^|[^a-z])(port|stop|where)([^a-z].*)?[^a-z](once|when|after) we (leave|depart|sail from|are done)([^a-z]|$)/,
  // 'هنروح فين بعد شرم؟', 'رح نروح لوين بعد العقبه؟': the going verb in any dialect's future.
  /(^|\s)((رح |راح )?[بهح]?ن(روح|تجه|سافر|بحر)|رايحين) (علي )?(وين |فين |لوين |لفين |اين )?بعد(\s|$)/,
]);
export const isEndOfCruiseQuestion = phrases([
  'end of the cruise',
  'end of the trip',
  'get back to jeddah',
  // 'when do we dock back in Jeddah?', 'what time are we back into Jeddah on the last day?'
  /(^|[^a-z])(back|return|returning) (in|into|to|at) jeddah([^a-z]|$)/,
  'نهايه الرحله',
  // 'يوم الرجعه نوصل جده الساعه كم؟': the day the cruise comes home.
  /(^|\s)(يوم |وقت )?(ال)?(رجعه|رجوع|عوده) (ل|الي |ع)?(جده)/,
  /(^|\s)يوم (ال)?(رجعه|رجوع|عوده)(\s|$)/,
  /(^|\s)(نرجع|نعود|نوصل) (ل|الي |ع)?جده/,
]);

/** 'Which port is before Aqaba?', 'ايش اخر ميناء قبل ما نرجع جده؟': the call before another. */
export const isPortBeforeQuestion = phrases([
  /(^|[^a-z])(port|stop) (just |right )?before([^a-z]|$)|(^|[^a-z])before (we )?(get back|return|arrive back|head back)([^a-z]|$)/,
  /(ميناء|مينا|محطه) (ال)?قبل(\s|$)/,
  // 'ما الميناء الذي يسبق سفاجا؟', 'وش المحطه اللي قبل العقبه؟'
  /(ميناء|مينا|محطه)( \S+){0,2} (يسبق|تسبق|قبل)(\s|$)(?!(ال)?(ساعه|كم|بكم|الموعد|موعد))/,
  /قبل (ما )?(نرجع|نعود|نوصل|الرجوع|العوده|الرجعه)(\s|$)/,
]);

/**
 * The port call before the one the question names; with words of coming back ('before we return
 * to Jeddah', 'قبل ما نرجع جده') the named port is its last call, else its first. No port named:
 * the call before the end of the cruise.
 */
export function composePortBefore(voice: Voice, result: ItineraryResult, t: string): string | undefined {
  const ports = result.ports;
  const named = ports.filter(
    (p) => t.includes(normalize(p.portName)) || (p.portNameAr ? t.includes(normalize(p.portNameAr)) : false),
  );
  const back = /(^|[^a-z])(return|back|last)([^a-z]|$)|نرجع|نعود|الرجوع|العوده|الرجعه|اخر/.test(t);
  const target = (back ? named.at(-1) : named[0]) ?? ports.at(-1);
  const before = target && ports.find((p) => p.order === target.order - 1);
  if (!target || !before) return undefined;
  return say(
    voice,
    `Before ${inVoice(voice, target.portName, target.portNameAr)} we call at ${inVoice(voice, before.portName, before.portNameAr)}, ${before.country}: arriving ${formatDate(before.arrivalDate, 'en')} at ${clock(voice, before.arrivalTime)} and leaving at ${clock(voice, before.departureTime)}.`,
    `قبل ${inVoice(voice, target.portName, target.portNameAr)} نرسو في ${inVoice(voice, before.portName, before.portNameAr)}: نصل ${formatDate(before.arrivalDate, 'ar')} الساعة ${clock(voice, before.arrivalTime)} ونغادر الساعة ${clock(voice, before.departureTime)}.`,
  );
}

/** 'When do we arrive in Yanbu and when do we leave?': the arrival asked as well as the departure. */
export const asksArrival = phrases([
  /(^|[^a-z])(arrive|arrives|arriving|arrival|get in|get there|reach|dock|docks|docking)([^a-z]|$)/,
  /(^|\s)(نصل|نوصل|توصل|يوصل|نوصلها|الوصول|وصولنا|نرسو|ترسو)(\s|$)/,
]);

/** Getting off the ship for good ('what time can we start leaving the ship?', 'متى ننزل من السفينة؟'). */
export const asksGettingOff = phrases([
  /(^|[^a-z])(disembark|disembarkation|disembarking|get off|getting off|leave the ship|leaving the ship|off the ship)([^a-z]|$)/,
  /(^|\s)(ننزل|نقدر ننزل|النزول|نطلع من (ال)?(سفينه|مركب|باخره)|مغادره (ال)?(سفينه|مركب)|الخروج من (ال)?(سفينه|مركب))(\s|$)/,
]);

/** A question the itinerary answers by reasoning: sea days, overnights, the next port, the end, all-aboard. */
export const isItineraryReasoning = (normalized: string) =>
  isPortBeforeQuestion(normalized) ||
  isSeaDayQuestion(normalized) ||
  isOvernightQuestion(normalized) ||
  isNextPortQuestion(normalized) ||
  isEndOfCruiseQuestion(normalized) ||
  isCruiseLengthQuestion(normalized) ||
  isAllAboardQuestion(normalized);

/**
 * The words after the last 'after' ('once we leave', 'بعد') of a next-port question: where the port
 * it starts from is named ('ما الوجهة التي نبحر إليها بعد العقبة؟', whose 'الوجهة' also reads as Al Wajh).
 */
export function wordsAfterAfter(normalized: string): string {
  const marks = [...normalized.matchAll(/(^|[^a-z])(after|leave|leaving)([^a-z]|$)|(^|\s)بعد(\s|$)/g)];
  const last = marks.at(-1);
  return last ? normalized.slice((last.index ?? 0) + last[0].length) : '';
}

/** The port after the one named ('where do we go after Sharm?'), or the next one from today. */
export function composeNextPort(
  voice: Voice,
  result: ItineraryResult,
  after: PortInfo | undefined,
): string | undefined {
  const next = after
    ? result.ports.find((p) => p.order === after.order + 1)
    : result.ports.find((p) => p.arrivalDate > result.today);
  if (!next) return undefined;
  const name = inVoice(voice, next.portName, next.portNameAr);
  if (!after)
    return say(
      voice,
      `Our next port is ${name}, ${next.country}, arriving ${formatDate(next.arrivalDate, 'en')} at ${clock(voice, next.arrivalTime)}.`,
      `الميناء القادم ${name}، ونصل ${formatDate(next.arrivalDate, 'ar')} الساعة ${clock(voice, next.arrivalTime)}.`,
    );
  const from = inVoice(voice, after.portName, after.portNameAr);
  return say(
    voice,
    `After ${from} we sail to ${name}, ${next.country}, arriving ${formatDate(next.arrivalDate, 'en')} at ${clock(voice, next.arrivalTime)}.`,
    `بعد ${from} نبحر إلى ${name}، ونصل ${formatDate(next.arrivalDate, 'ar')} الساعة ${clock(voice, next.arrivalTime)}.`,
  );
}

/** The last call: when the cruise ends back in port. */
export function composeEndOfCruise(voice: Voice, result: ItineraryResult): string | undefined {
  const last = result.ports.at(-1);
  if (!last) return undefined;
  const name = inVoice(voice, last.portName, last.portNameAr);
  return say(
    voice,
    `The cruise ends in ${name}: we arrive ${formatDate(last.arrivalDate, 'en')} at ${clock(voice, last.arrivalTime)}.`,
    `تنتهي الرحلة في ${name}: نصل ${formatDate(last.arrivalDate, 'ar')} الساعة ${clock(voice, last.arrivalTime)}.`,
  );
}
