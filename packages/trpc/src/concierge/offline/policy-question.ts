import { conceptKey, conceptsOf, foldText, lexicon, wordsOf } from '../../domains/search/lexicon.ts';
import type { SearchHitInfo, SearchToolResult, ToolResults } from '../tools/types.ts';
import { composeHitAnswer } from './compose-search.ts';
import { asksChoiceForYoungChild } from './kid-fit.ts';
import { normalize } from './language.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { withoutPoliteOpening } from './polite-opening.ts';

/**
 * 'Can I ...?', 'is it ok to ...', 'مسموح ...', 'ينفع ...', 'فيني ...': whether something is allowed.
 * The cue opens the question or a clause of it ('we dock in Safaga, can my brother come aboard?').
 */
export const ASKS_PERMISSION =
  /(^|[,.;!?؟،]\s*)(can|could|may)\b|\b(can|could|may) (i|we|he|she|they|my|our|someone|somebody|kids|children)\b|(^|[^a-z])(am i|are we|are they|is it|would it be|will it be|is that) (allowed|permitted|ok|okay|fine|alright|possible)\b|(^|\s)(اقدر|نقدر|يقدر|يقدرون|تقدر|ممكن|مسموح|يسمح|ينفع|يصير|يمكن|يمكنهم|يمكنني|فيني|فينا|بقدر|بنقدر|بيصير|بينفع)(\s|$)/;

/** 'my 14 year old', 'our son is 2', 'عمرها ١٤', 'عنده سنة ونص': the age of a child the question is about. */
const CHILD_AGE =
  /\b(?:1[0-7]|[1-9])\s*(?:-|\s)?(?:years?|yrs?|yo|year-old|months?)\b|\b(?:is|aged|age)\s+(?:1[0-7]|[1-9])\b|(?:عمره|عمرها|عنده|عندها|عمر)\s+(?:1[0-7]|[1-9])(?!\d)|سنتين|سنه ونص|(?:عمره|عمرها|عنده|عندها)\s+سنه/;

/** An age limit an answer states: 'aged 3 to 12', 'under 16', '16 or older', 'ages 10+', 'دون الثالثة', 'سن 16'. */
const STATES_AGE_LIMIT =
  /\b(?:aged?|ages)\s+\d|\bunder\s+\d|\d+\s+(?:or older|and (?:up|over|older))|\d+\+|(?:سن|عمر)\s+\d|دون\s+(?:سن|ال)|فاكثر|عن\s+\d+\s+عاما/;

/** The question's ideas (not weak), as the search keys them ('g:<group>' or 'w:<word>'). */
function ideasOf(text: string): string[] {
  return conceptsOf(wordsOf(foldText(text)))
    .filter((concept) => !concept.weak)
    .map(conceptKey);
}

const isTopic = (hit: SearchHitInfo) => hit.kind === 'knowledge' || hit.kind === 'correction';
const holds = (hit: SearchHitInfo, key: string) => !hit.missing.includes(key);

/** The ideas of a topic's own question (its title, in either language). */
const titleIdeas = (hit: SearchHitInfo) => new Set(ideasOf(`${hit.title} ${hit.titleAr ?? ''}`));

/**
 * 'Can my cousin in Aqaba come aboard?', 'can I get aerial shots of the water park with my
 * quadcopter?': the ship's topic whose own question holds an idea of the guest's that no place,
 * port, excursion or offer among the hits holds as well (visitors, drones, pets, alcohol, shells). The
 * place shares a word with the question, but it is where the guest is, not what they ask about.
 * Of several, the one whose idea fewest hits hold (the rarer, the more it is the question's own).
 */
export function policyOverPlace(search: SearchToolResult, question: string): SearchHitInfo | undefined {
  // 'ممكن اغسل هدومي بنفسي؟': a topic that holds every idea of the question already answers it.
  if (search.hits.some((hit) => isTopic(hit) && hit.missing.length === 0)) return undefined;
  const keys = ideasOf(search.normalised ?? question);
  const places = search.hits.filter((hit) => !isTopic(hit));
  const holders = (key: string) => search.hits.filter((hit) => holds(hit, key)).length;
  // A place the question names only shares a word with it: there, a place it does not name holds
  // the idea as well only when it covers the question better than the topic does. With no place
  // named, any place that holds the idea holds it as well (a launderette has irons).
  const named = places.some((place) => place.named);
  const ownIdea = (topic: SearchHitInfo, key: string) =>
    places.every((place) => !holds(place, key) || (named && !place.named && place.coverage < topic.coverage));
  const scored = search.hits
    .filter((hit) => isTopic(hit) && hit.coverage >= POLICY_COVERAGE)
    .map((hit) => {
      const title = titleIdeas(hit);
      // An idea of the lexicon ('visitors', 'drone'), not a plain word of the title ('own').
      const own = keys.filter(
        (key) => key.startsWith('g:') && title.has(key) && holds(hit, key) && ownIdea(hit, key),
      );
      return { hit, rarest: Math.min(...own.map(holders)), own: own.length };
    })
    .filter((entry) => entry.own > 0);
  scored.sort((a, b) => a.rarest - b.rarest || b.own - a.own || b.hit.coverage - a.hit.coverage);
  return scored[0]?.hit;
}

/** A topic must cover this much of the question to answer it over a place. */
const POLICY_COVERAGE = 0.2;

/** The lexicon groups that only say how old someone is (the child's age makes them). */
const AGE_GROUPS = new Set(
  ['age', 'teen'].map((word) => lexicon.phrases.get(word)).filter((group) => group !== undefined),
);
const KIDS_GROUP = lexicon.phrases.get('kid');

/**
 * 'بنتي عمرها ١٤ سنه تقدر تدخل السبا؟', 'our son is 2, can he go to the kids club?': the topic about
 * the place or activity asked about that states its age limit (the spa's 16, the kids club's
 * 'under 3 with a parent'), not the list of what there is for that age.
 */
export function ageRuleTopic(search: SearchToolResult, question: string): SearchHitInfo | undefined {
  const concepts = conceptsOf(wordsOf(foldText(search.normalised ?? question)));
  // The ideas some record holds, but the age itself ('14', 'teen', 'how old').
  const keys = concepts
    .filter((concept) => !concept.weak && (concept.group === undefined || !AGE_GROUPS.has(concept.group)))
    .map(conceptKey)
    .filter((key) => search.hits.some((hit) => holds(hit, key) && hit.matched > 0));
  const aboutPlace = keys.filter((key) => key !== `g:${KIDS_GROUP}`);
  // 'Our son is 2, can he go to the kids club?': the child is the place's idea too.
  const place = aboutPlace.length
    ? aboutPlace
    : concepts.filter((concept) => concept.group === KIDS_GROUP).map(conceptKey);
  if (!place.length) return undefined;
  const inTitle = (hit: SearchHitInfo) => {
    const title = titleIdeas(hit);
    return place.filter((key) => title.has(key)).length;
  };
  const held = (hit: SearchHitInfo) => place.filter((key) => holds(hit, key)).length;
  return search.hits
    .filter(
      (hit) =>
        isTopic(hit) && held(hit) > 0 && STATES_AGE_LIMIT.test(normalize(`${hit.text} ${hit.textAr ?? ''}`)),
    )
    .sort((a, b) => inTitle(b) - inTitle(a) || held(b) - held(a) || b.coverage - a.coverage)[0];
}

const AGE_LIMIT = 20;

/** What the question asks: whether something is allowed, or whether a child of an age may. */
function policyAsked(text: string): 'age' | 'permission' | undefined {
  // 'ممكن اعرف كم سعر…؟' asks leave to ask, not whether something is allowed.
  const t = withoutPoliteOpening(normalize(text));
  // 'My son is 5: the glass boat or the dive, which suits him?' asks to choose, not whether he may.
  if (asksChoiceForYoungChild(t)) return undefined;
  if (CHILD_AGE.test(t) && (ASKS_PERMISSION.test(t) || /[?؟]\s*$/.test(t))) return 'age';
  return ASKS_PERMISSION.test(t) && !ASKS_WHERE_OR_WHEN.test(t) ? 'permission' : undefined;
}

/** 'Where can I wash my clothes?', 'when can we get off?': where or when, not whether. */
const ASKS_WHERE_OR_WHEN =
  /^(?:where|when|what|which|how|who)\b|(?:^|\s)(?:وين|فين|اين|متي|امتي|ايمتي|ايش|شو|وش)(?:\s|$)/;

/**
 * A question about a rule of the ship (visitors, drones, pets, ages…) answered by the ship's topic
 * on that rule, before a port call, a place, a list or a menu item that shares a word with it.
 * Undefined when it asks no such thing or no topic answers it (the usual flow answers).
 */
export function planPolicyQuestion(
  step: Step,
  results: Partial<ToolResults>,
  query: string,
): Plan | undefined {
  if (step.focus.text !== step.focus.latest) return undefined;
  const asked = policyAsked(step.focus.latest);
  if (!asked) return undefined;
  const search = results.search;
  // A child's age looks deeper: the place's own rule may rank below what there is for that age.
  if (!search)
    return call({ toolName: 'search', input: { query, ...(asked === 'age' ? { limit: AGE_LIMIT } : {}) } });
  const topic =
    asked === 'age' ? ageRuleTopic(search, step.focus.latest) : policyOverPlace(search, step.focus.latest);
  return topic ? answer(composeHitAnswer(step.voice, topic, step.focus.latest)) : undefined;
}
