import type { RestaurantInfo, ToolResults } from '../tools/types.ts';
import { describeRestaurant } from './describe.ts';
import { normalize } from './language.ts';
import { NAMED, rankEntities } from './match.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { bullet, clock, inVoice, place, say, term, type Voice } from './say.ts';

/**
 * 'بكرة ذكرى زواجنا، وش تقترح؟', 'وين تنصحني نتعشى؟', 'شو بتقترح مطعم للعيلة؟': an Arabic guest
 * asking for a suggestion of where to eat (issue 9). Answered with a short list of the ship's own
 * restaurants that fit the occasion, never with a booking. Arabic triggers only: English
 * recommendation wording lives with the English reading.
 */

/** Asking for a suggestion, in any dialect ('تنصحني', 'تقترح', 'ترشح لنا', 'وش رايك', 'افضل مطعم'). */
const SUGGEST =
  /(?:^|\s)(?:ت|بت|ا|ن)?(?:نصح|قترح|رشح)(?:ني|نا|لي|لنا|ي|و|ون|وا)?(?=\s|$|[?؟.,!،])|اقتراح|نصيحه|(?:وش|ايش|شو|ايه|ما) (?:رايك|تنصح|تقترح)|(?:احسن|افضل|اجمل|احلي) مطعم/;
/** The meal or the place to eat it ('عشا', 'نتعشى', 'مطعم', 'ناكل'). */
const DINING = /مطعم|مطاعم|عشا|عشاء|نتعشي|اتعشي|غدا|غداء|نتغدي|اتغدي|فطور|افطار|ناكل|اكل|اكله|وجبه|سهره/;

type Occasion = 'special' | 'family' | 'any';

/** A special night ('ذكرى زواجنا', 'رومانسي', 'عيد ميلاد', 'شيك') or a family meal ('للعيلة مع الولاد'). */
function occasionOf(t: string): Occasion {
  if (/رومانس|ذكري|عيد زواج|عيد ميلاد|مناسبه|مميز|شيك|فخم|راقي|هادي|احتفال|نحتفل|خطوبه|شهر العسل/.test(t))
    return 'special';
  if (/عيله|عائله|اسره|اطفال|ولاد|اولاد|عيال|صغار|بزران|بزارين/.test(t)) return 'family';
  return 'any';
}

/** Whether the message asks where to eat rather than for a booking or about one place. */
export function asksDiningSuggestionAr(text: string): boolean {
  const t = normalize(text);
  return SUGGEST.test(t) && DINING.test(t);
}

const SHOWN = 3;

/** How well a restaurant fits the occasion, from its own record: dress code, style, family words, rating. */
function fitScore(r: RestaurantInfo, occasion: Occasion): number {
  const about = normalize(`${r.cuisine} ${r.description} ${r.specialFeature ?? ''} ${r.dressCode ?? ''}`);
  if (occasion === 'special') return (/fine dining|elegant|tasting/.test(about) ? 10 : 0) + r.rating;
  if (occasion === 'family') return (about.match(/kids|family|children/g)?.length ?? 0) * 10 + r.rating;
  return r.rating;
}

function line(voice: Voice, r: RestaurantInfo): string {
  const hours = `${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}`;
  // The feature has no Arabic text of its own: an Arabic reply keeps to the fields it can say.
  const feature = r.specialFeature && voice.lang === 'en' ? `; ${r.specialFeature}` : '';
  return say(
    voice,
    `${r.name}: ${r.cuisine}, ${r.location}, ${hours}, rated ${r.rating}/5${feature}`,
    `${inVoice(voice, r.name, r.nameAr)}: ${term(voice, r.cuisine)}، ${place(voice, r.location)}، ${hours}، التقييم ${r.rating}/5`,
  );
}

/** The few restaurants that fit, best first, as a short list with an offer to book (nothing is booked). */
export function composeDiningSuggestion(voice: Voice, restaurants: RestaurantInfo[], text: string): string {
  const occasion = occasionOf(normalize(text));
  // A cuisine or kind the guest named ('بحري', 'لبناني') narrows the list first.
  const described = rankEntities(text, restaurants, describeRestaurant).map((entry) => entry.item);
  const pool = occasion === 'any' && described.length > 0 ? described : restaurants;
  const picks = [...pool].sort((a, b) => fitScore(b, occasion) - fitScore(a, occasion)).slice(0, SHOWN);
  const heading = {
    special: say(voice, 'For a special evening I would suggest:', 'لأمسية مميزة أقترح عليك:'),
    family: say(voice, 'For a family meal I would suggest:', 'لوجبة عائلية أقترح عليك:'),
    any: say(voice, 'I would suggest:', 'أقترح عليك:'),
  }[occasion];
  return [
    heading,
    ...picks.map((r) => bullet(line(voice, r))),
    say(
      voice,
      'Would you like me to book one of them? Tell me which, the time and how many guests.',
      'هل تودّ أن أحجز لك في أحدها؟ أخبرني بالمطعم والوقت وعدد الضيوف.',
    ),
  ].join('\n');
}

/** A suggestion of where to eat: the restaurants are looked up, then a short fitting list; never a booking. */
export function planDiningSuggestionAr(step: Step, results: Partial<ToolResults>): Plan | undefined {
  const { focus } = step;
  if (focus.lang !== 'ar' || focus.text !== focus.latest || !asksDiningSuggestionAr(focus.latest))
    return undefined;
  const restaurants = results.restaurants?.restaurants;
  if (!restaurants) return call({ toolName: 'restaurants', input: { date: step.date } });
  // 'وش تنصحني آكل في ليالينا؟' is about one place: the usual answer serves it.
  const named = rankEntities(focus.latest, restaurants, describeRestaurant)[0];
  if (named && named.score >= NAMED) return undefined;
  return answer(composeDiningSuggestion(step.voice, restaurants, focus.latest));
}
