import type { ActivityInfo, RestaurantInfo, SpaServiceInfo, ToolResults } from '../tools/types.ts';
import { describeRestaurant } from './describe.ts';
import { normalize } from './language.ts';
import { NAMED, rankEntities } from './match.ts';
import { choosesAmongShown, showsList } from './picks.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { bullet, clock, clocksIn, inVoice, place, say, term, usd, type Voice } from './say.ts';

/**
 * A request for a suggestion (issue 9), in English or Arabic: 'it's our anniversary, what do you
 * suggest?', 'what's good for the kids?', 'بكرة ذكرى زواجنا، وش تقترح؟', 'شو بتقترح مطعم للعيلة؟'.
 * The occasion or the company picks a theme (one table of words per language), the theme scores the
 * ship's own restaurants, treatments and activities, and the reply is a short list of them with
 * their facts; it never books anything (a booking needs its own request).
 */

/** 'dining': where to eat, with no occasion named ('وين تنصحنا نتعشى؟'): the best-rated places. */
export type Theme = 'occasion' | 'kids' | 'teens' | 'relax' | 'evening' | 'dining';

/** Words that ask for a suggestion rather than a fact or an action. */
const ASKS_SUGGESTION =
  /(?:^|[^a-z])(?:suggest|suggestions?|recommend|recommendations?|ideas?|tips|what(?:'s| is|s) good (?:for|to)|what would you (?:do|pick|choose|go for)|where should (?:we|i) (?:go|eat|have|take)|what (?:should|can|could) (?:we|i|they|he|she) do|something (?:special|nice|romantic)|(?:somewhere|some place|someplace|a place) (?:romantic|special|nice|quiet))(?:[^a-z]|$)/;
/**
 * 'What's the best thing on board for a 5 year old?', 'شو في بيناسب ولد عمره خمس سنين؟': what suits
 * someone asks for a suggestion too, unless it is about the excursions (their own lists compare them).
 */
const ASKS_WHAT_SUITS =
  /(?:^|[^a-z])(?:best (?:thing|things|stuff|activity|activities|place|option)|what (?:would |will )?suits?|suitable for|good (?:thing|things|stuff) for)(?:[^a-z]|$)|(?:^|\s)(?:ب|بي|ي|ت|بت)?(?:يناسب|تناسب|ناسب)(?:ه|ها|هم)?(?:\s|$)|(?:احسن|افضل) (?:حاجه|شي|شيء|اشي)/;
const ABOUT_EXCURSIONS = /(?:^|[^a-z])(?:excursions?|tours?|trips?)(?:[^a-z]|$)|رحله|رحلات|جوله|جولات/;
/** Questions about a rule that merely use the word ('do you recommend booking ahead?'). */
const ABOUT_A_RULE =
  /(?:^|[^a-z])(?:book(?:ing)?|reserv(?:e|ation)|in advance|ahead|seasick|sick|medicine|doctor|wear|dress|tip(?:ping)?s? (?:the )?(?:staff|crew|waiters?)|gratuit)/;

const THEMES_EN: [Theme, RegExp][] = [
  [
    'occasion',
    /(?:^|[^a-z])(?:anniversary|romantic|romance|honeymoon|birthday|celebrat\w*|special (?:occasion|night|dinner|evening|day)|(?:something|somewhere|some place|a place) special|date night|propos(?:e|al)|valentine|engagement|wedding)(?:[^a-z]|$)/,
  ],
  [
    'teens',
    /(?:^|[^a-z])(?:teens?|teenagers?|teenage|adolescents?|1[3-7] ?(?:year|yr)s? old|(?:is|are|aged) 1[3-7])(?:[^a-z0-9]|$)/,
  ],
  [
    'kids',
    /(?:^|[^a-z])(?:kids?|children|child|little ones?|toddlers?|family|families|son|daughter|boys?|girls?|(?:[1-9]|1[0-2])[ -]?(?:years?|yrs?)[ -]old)(?:[^a-z]|$)/,
  ],
  [
    'relax',
    /(?:^|[^a-z])(?:relax\w*|unwind|chill(?: out)?|de-?stress|pamper\w*|calm|quiet|peaceful|recharge)(?:[^a-z]|$)/,
  ],
  ['evening', /(?:^|[^a-z])(?:tonight|this evening|in the evening|at night|after dinner)(?:[^a-z]|$)/],
];

const DINING_EN = /(?:^|[^a-z])(?:dinner|lunch|eat|meal|food|restaurants?|dining|table)(?:[^a-z]|$)/;

/** Asking for a suggestion in any Arabic dialect ('تنصحني', 'تقترح', 'ترشح لنا', 'وش رايك', 'افضل مطعم'). */
const ASKS_SUGGESTION_AR =
  /(?:^|\s)(?:ت|بت|ا|ن)?(?:نصح|قترح|رشح)(?:ني|نا|لي|لنا|ي|و|ون|وا)?(?=\s|$|[?؟.,!،])|اقتراح|نصيحه|(?:وش|ايش|شو|ايه|ما) (?:رايك|تنصح|تقترح)|(?:احسن|افضل|اجمل|احلي) مطعم/;
/** The Arabic themes, normalized spelling ('ذكري', 'عيله'): a special night, the family, calm, teenagers. */
const THEMES_AR: [Theme, RegExp][] = [
  ['occasion', /رومانس|ذكري|عيد زواج|عيد ميلاد|مناسبه|مميز|شيك|فخم|راقي|هادي|احتفال|نحتفل|خطوبه|شهر العسل/],
  ['teens', /مراهق|(?:عمره|عمرها) 1[3-7](?!\d)/],
  [
    'kids',
    /عيله|عائله|اسره|اطفال|طفل|ولاد|اولاد|عيال|صغار|بزران|بزارين|(?:^|\s)(?:ل)?(?:ولد|بنت|ابني|ابنتي|بنتي|ولدي) (?:عمره|عمرها)/,
  ],
  ['relax', /استرخ|اريح اعصاب|ارتاح|نرتاح/],
];
/** The meal or the place to eat it ('عشا', 'نتعشى', 'مطعم', 'ناكل'). */
const DINING_AR = /مطعم|مطاعم|عشا|عشاء|نتعشي|اتعشي|غدا|غداء|نتغدي|اتغدي|فطور|افطار|ناكل|اكل|اكله|وجبه|سهره/;

/** Whether the (normalized) message asks where to eat or what to eat. */
const asksDining = (t: string) => DINING_EN.test(t) || DINING_AR.test(t);

/** The theme of a request for a suggestion, or undefined when the message asks for none. */
export function suggestionTheme(text: string): Theme | undefined {
  const t = normalize(text);
  const suits = ASKS_WHAT_SUITS.test(t) && !ABOUT_EXCURSIONS.test(t);
  const isArabic = /[\u0600-\u06FF]/.test(t);
  const english = (ASKS_SUGGESTION.test(t) || (suits && !isArabic)) && !ABOUT_A_RULE.test(t);
  const arabic = ASKS_SUGGESTION_AR.test(t) || (suits && isArabic);
  if (!english && !arabic) return undefined;
  const themed = (english ? THEMES_EN : THEMES_AR).find(([, pattern]) => pattern.test(t))?.[0];
  // An Arabic request for where to eat needs no occasion: the best-rated places answer it.
  return themed ?? (arabic && DINING_AR.test(t) ? 'dining' : undefined);
}

const LIMIT = 3;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const best = <T>(items: T[], score: (item: T) => number, limit = LIMIT) =>
  items
    .map((item) => ({ item, score: score(item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.item);

const ROMANTIC =
  /intimate|tasting|chef|ceremony|private|sunset|candle|romantic|elegant|fine|balcony|rose|for two|couples?/g;
const FAMILY = /kids|children|family|young|play|games?|splash|slides?|soft-play|treasure/g;
const CALM = /relax|calm|ease|tension|steam|heat|warm|sauna|hydrotherapy|massage|soothing|quiet|loungers?/g;

/** The lower and upper age an age group admits ('Ages 3–12' → 3, 12; 'All ages' → 0, 99). */
function ages(group: string | null): [number, number] {
  const g = (group ?? '').toLowerCase();
  if (/^adults?|adults? only/.test(g)) return [Number(/(\d{1,2})\s*\+/.exec(g)?.[1] ?? 18), 99];
  const range = /(\d{1,2})\s*[–-]\s*(\d{1,2})/.exec(g);
  if (range) return [Number(range[1]), Number(range[2])];
  const plus = /(\d{1,2})\s*\+/.exec(g);
  if (plus) return [Number(plus[1]), 99];
  return [0, 99];
}

function scoreRestaurant(theme: Theme, r: RestaurantInfo): number {
  const text = `${r.description} ${r.specialFeature ?? ''} ${r.cuisine}`.toLowerCase();
  if (theme === 'occasion')
    return (/elegant/i.test(r.dressCode ?? '') ? 3 : 0) + count(text, ROMANTIC) + r.rating / 5;
  if (theme === 'kids' || theme === 'teens')
    return (/casual/i.test(r.dressCode ?? '') ? 2 : 0) + count(text, FAMILY) + r.rating / 5;
  if (theme === 'evening') return r.closingTime >= '21:00' ? 1 + r.rating / 5 : 0;
  if (theme === 'dining') return r.rating / 5;
  return count(text, CALM) + r.rating / 5;
}

/** The latest clock time a schedule starts something at ('Nightly 20:30' → '20:30'; not the end of 'Daily 09:00–22:00'). */
const latestStart = (schedule: string) =>
  [...schedule.matchAll(/(?<![–-]\s?)\b(\d{2}):(\d{2})\b/g)]
    .map((m) => m[0])
    .sort()
    .at(-1) ?? '';

function scoreSpa(theme: Theme, s: SpaServiceInfo): number {
  const text = `${s.name} ${s.description} ${s.features.join(' ')}`.toLowerCase();
  if (theme === 'occasion') return count(text, /couples?|for two|side-by-side/g);
  if (theme === 'relax') return count(text, CALM);
  return 0;
}

function scoreActivity(theme: Theme, a: ActivityInfo): number {
  const [low, high] = ages(a.ageGroup);
  const text = `${a.name} ${a.description} ${a.category}`.toLowerCase();
  if (theme === 'kids') {
    if (low > 8) return 0;
    return (high <= 12 ? 4 : 0) + count(text, FAMILY) + (/adventure|entertainment/.test(a.category) ? 1 : 0);
  }
  if (theme === 'teens') {
    if (high <= 12 || low > 13) return 0;
    return (low >= 8 ? 4 : 0) + (/adventure|entertainment/.test(a.category) ? 2 : 0) + count(text, FAMILY);
  }
  if (theme === 'evening')
    return latestStart(a.schedule) >= '18:00' && low < 16 ? 2 + (a.category === 'entertainment' ? 1 : 0) : 0;
  if (theme === 'relax')
    return a.category === 'relaxation' && low <= 16 ? 2 + count(text, CALM) : count(text, /relax|calm/g);
  return 0;
}

const restaurantLine = (voice: Voice, r: RestaurantInfo) =>
  say(
    voice,
    `**${r.name}**: ${r.cuisine}, ${r.location}, open ${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}${r.specialFeature ? `. ${r.specialFeature}` : ''}`,
    `**${inVoice(voice, r.name, r.nameAr)}**: ${term(voice, r.cuisine)}، ${place(voice, r.location)}، مفتوح ${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}`,
  );
const spaLine = (voice: Voice, s: SpaServiceInfo) => {
  const price = s.priceUSD === null ? '' : `, ${usd(voice, s.priceUSD)}`;
  return say(
    voice,
    `**${s.name}** (spa): ${s.duration} minutes${price}`,
    `**${inVoice(voice, s.name, s.nameAr)}** (السبا): ${s.duration} دقيقة${price}`,
  );
};
const activityLine = (voice: Voice, a: ActivityInfo) =>
  say(
    voice,
    `**${a.name}**: ${a.location}, ${clocksIn(voice, a.schedule)}${a.ageGroup ? `, ${a.ageGroup}` : ''}`,
    `**${inVoice(voice, a.name, a.nameAr)}**: ${place(voice, a.location)}${a.ageGroup ? `، ${term(voice, a.ageGroup)}` : ''}`,
  );

const HEADING: Record<Theme, [string, string]> = {
  occasion: ['For a special occasion, I would suggest:', 'لمناسبة خاصة، أقترح:'],
  kids: ['For the children, I would suggest:', 'للأطفال، أقترح:'],
  teens: ['For teenagers, I would suggest:', 'للمراهقين، أقترح:'],
  relax: ['To relax, I would suggest:', 'للاسترخاء، أقترح:'],
  evening: ['For this evening, I would suggest:', 'لهذا المساء، أقترح:'],
  dining: ['I would suggest:', 'أقترح عليك:'],
};

/** The suggestion for a themed request, once the restaurants, spa and activities are looked up. */
export function planSuggestion(step: Step, results: Partial<ToolResults>): Plan | undefined {
  const { voice, date, focus } = step;
  const theme = suggestionTheme(focus.latest);
  if (!theme) return undefined;
  // 'أيا وحدة منهن بتناسب الولاد الزغار؟' after a port's tours picks one of them (plan-answer.ts).
  const shown = step.conversation.turns.at(-2);
  if (shown?.role === 'assistant' && showsList(shown.text) && choosesAmongShown(normalize(focus.latest)))
    return undefined;
  if (!results.restaurants || !results.spaServices || !results.activities) {
    return call(
      { toolName: 'restaurants', input: { date } },
      { toolName: 'spaServices', input: { date } },
      { toolName: 'activities', input: { date } },
    );
  }
  const dining = asksDining(normalize(focus.latest));
  const all = results.restaurants.restaurants;
  // 'what do you suggest at Layalina?' is about one place: the usual answer serves it.
  const named = dining ? rankEntities(focus.latest, all, describeRestaurant)[0] : undefined;
  if (named && named.score >= NAMED) return undefined;
  // A cuisine or kind the guest named ('بحري', 'لبناني') narrows a plain request for where to eat.
  const described = theme === 'dining' ? rankEntities(focus.latest, all, describeRestaurant) : [];
  const pool = described.length > 0 ? described.map((entry) => entry.item) : all;
  const restaurants =
    dining || theme === 'occasion' || theme === 'evening'
      ? best(pool, (r) => scoreRestaurant(theme, r), dining ? LIMIT : 2)
      : [];
  const spa = dining ? [] : best(results.spaServices.services, (s) => scoreSpa(theme, s), 2);
  const activities = dining ? [] : best(results.activities.activities, (a) => scoreActivity(theme, a));
  const lines = [
    ...restaurants.map((r) => restaurantLine(voice, r)),
    ...spa.map((s) => spaLine(voice, s)),
    ...activities.map((a) => activityLine(voice, a)),
  ];
  if (lines.length === 0) return undefined;
  const [en, ar] = HEADING[theme];
  return answer(
    [
      say(voice, en, ar),
      ...lines.map(bullet),
      '',
      say(
        voice,
        'Would you like details on one of them, or shall I book one? Tell me which, the time and how many guests.',
        'هل تودّ تفاصيل أحدها أو أن أحجز لك؟ أخبرني بالاسم والوقت وعدد الضيوف.',
      ),
    ].join('\n'),
  );
}
