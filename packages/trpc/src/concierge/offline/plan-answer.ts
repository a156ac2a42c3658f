import { foldText, lexicon } from '../../domains/search/lexicon.ts';
import type { ExcursionInfo, ToolResults } from '../tools/types.ts';
import { composeActivityDetail, composeActivityList } from './compose-activities.ts';
import { composeExcursionDetail, composeExcursionList } from './compose-excursions.ts';
import { composeKnowledge, composeUnknown, composeVenue } from './compose-general.ts';
import { composeItinerary, composePort, composePortTimes } from './compose-itinerary.ts';
import { composePromotions } from './compose-promotions.ts';
import { composeRestaurantDetail, composeRestaurantList } from './compose-restaurants.ts';
import { composeSpaDetail, composeSpaList } from './compose-spa.ts';
import { composeCruiseLength, isCruiseLengthQuestion } from './cruise-length.ts';
import {
  describeActivity,
  describeExcursion,
  describePort,
  describeRestaurant,
  describeSpa,
  describeVenue,
} from './describe.ts';
import { excursionsOfKindAsked } from './excursion-kind.ts';
import { asksFitForChildrenSpokenOf, asksFitForYoungChild } from './kid-fit.ts';
import { normalize } from './language.ts';
import {
  alternativesNamed,
  DESCRIBED,
  type Describable,
  NAMED,
  namedOne,
  rankEntities,
  topTied,
} from './match.ts';
import { namedTogether } from './named-together.ts';
import { partyTotal } from './party-price.ts';
import type { Step } from './plan-types.ts';
import { portOfDayNamed, portShownBefore } from './port-in-context.ts';
import { composePortsInCountry, countryAsked } from './ports-by-country.ts';
import {
  asksArrival,
  composeAllAboard,
  composeEndOfCruise,
  composeNextPort,
  composeOvernights,
  composePortBefore,
  composeSeaDays,
  excursionSuperlative,
  isAllAboardQuestion,
  isArrivalQuestion,
  isEndOfCruiseQuestion,
  isNextPortQuestion,
  isOvernightQuestion,
  isPortBeforeQuestion,
  isSeaDayQuestion,
  portInQuestion,
  restaurantSuperlative,
  spaSuperlative,
  superlativeIn,
  wordsAfterAfter,
} from './reason.ts';
import { activitySuperlative, portSuperlative, promotionSuperlative } from './reason-lists.ts';
import { composeForYoungChildren, excursionsForYoungChildren, FOR_YOUNG_CHILDREN } from './young-children.ts';

type Results = Partial<ToolResults>;

/**
 * The list a 'which one…' question compares: the ones it names ('which is longer, Petra or Wadi
 * Rum?'), else what was just shown, else what the guest described, else all.
 */
function compared<T>(
  step: Step,
  items: T[],
  nameOf: (item: T) => string,
  described: T[],
  describe?: (item: T) => Describable,
): T[] {
  const named = describe
    ? rankEntities(step.focus.latest, items, describe)
        .filter((entry) => entry.score >= NAMED)
        .map((entry) => entry.item)
    : [];
  if (named.length > 1) return named;
  const shown = step.focus.shown;
  if (shown?.length) {
    const listed = items.filter((item) => shown.includes(nameOf(item)));
    if (listed.length) return listed;
  }
  return described.length > 1 ? described : items;
}

export function answerRestaurants(step: Step, result: ToolResults['restaurants']): string {
  const superlative = superlativeIn(normalize(step.focus.latest));
  if (superlative) {
    const named = alternativesNamed(step.focus.latest, result.restaurants, describeRestaurant);
    const list = compared(step, result.restaurants, (r) => r.name, named, describeRestaurant);
    const reasoned = restaurantSuperlative(step.voice, superlative, list);
    if (reasoned) return reasoned;
  }
  const ranked = rankEntities(step.focus.text, result.restaurants, describeRestaurant);
  const named = namedOne(ranked);
  if (named) return composeRestaurantDetail(step.voice, named, result.date);
  const described = topTied(ranked, DESCRIBED);
  if (described.length === 1 && described[0])
    return composeRestaurantDetail(step.voice, described[0], result.date);
  return composeRestaurantList(step.voice, result, described);
}

export function answerSpa(step: Step, result: ToolResults['spaServices']): string {
  const ranked = rankEntities(step.focus.text, result.services, describeSpa);
  const superlative = superlativeIn(normalize(step.focus.latest));
  if (superlative) {
    const named = alternativesNamed(step.focus.latest, result.services, describeSpa);
    const list = compared(step, result.services, (s) => s.name, named, describeSpa);
    const reasoned = spaSuperlative(step.voice, superlative, list);
    if (reasoned) return reasoned;
  }
  const one = namedOne(ranked);
  if (!one) return composeSpaList(step.voice, result, topTied(ranked, DESCRIBED));
  const total = partyTotal(step.voice, one.priceUSD, step.focus.details.partySize, 'guest', one);
  return [composeSpaDetail(step.voice, one, result.date), total].filter(Boolean).join('\n');
}

export function answerActivities(step: Step, result: ToolResults['activities']): string {
  const superlative = superlativeIn(normalize(step.focus.latest));
  if (superlative) {
    const list = compared(step, result.activities, (a) => a.name, []);
    const reasoned = activitySuperlative(step.voice, superlative, list);
    if (reasoned) return reasoned;
  }
  const one = namedOne(rankEntities(step.focus.text, result.activities, describeActivity));
  return one ? composeActivityDetail(step.voice, one, result.date) : composeActivityList(step.voice, result);
}

/** The excursions of the port the question names ('in Yanbu', 'in Sharm', 'في شرم'), by a word of its name. */
/** An Arabic word without the 'and', preposition and article joined to it ('وبالعقبة' → 'عقبه', 'للعلا' → 'علا'). */
const withoutProclitics = (word: string) =>
  word.replace(/^(?:و|ف)?(?:(?:ب|ل|ك)?ال|لل|ب|ل|ك)?(?=\p{L}{3})/u, '');

function excursionsAtNamedPort(t: string, excursions: ExcursionInfo[]): ExcursionInfo[] {
  // Arabic joins prepositions and 'and' to the port's name: 'بشرم', 'لجدة', 'وبينبع' name the port too.
  const asked = new Set(t.split(/[^\p{L}\p{N}]+/u).flatMap((word) => [word, withoutProclitics(word)]));
  const portWords = (e: ExcursionInfo) =>
    normalize(`${e.portName ?? ''} ${e.portNameAr ?? ''}`)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !lexicon.stopwords.has(foldText(word)))
      .flatMap((word) => [word, withoutProclitics(word)]);
  return excursions.filter((e) => portWords(e).some((word) => asked.has(word)));
}

/**
 * The excursions of the port the guest names, or of the port 'there' points at ('what's the
 * cheapest tour there?' after Aqaba's day: Aqaba's, never the whole cruise's).
 */
function excursionsAtAskedPort(step: Step, excursions: ExcursionInfo[]): ExcursionInfo[] {
  const named = excursionsAtNamedPort(normalize(step.focus.latest), excursions);
  const { referent } = step.focus;
  if (named.length > 0 || referent?.kind !== 'port') return named;
  return excursionsAtNamedPort(normalize(referent.name), excursions);
}

/** The question uses a word of the excursion's own name besides its port's ('the Yanbu snorkel trip'). */
function namesBeyondPort(t: string, e: ExcursionInfo): boolean {
  const port = new Set(normalize(`${e.portName ?? ''} ${e.portNameAr ?? ''}`).split(/[^\p{L}\p{N}]+/u));
  const words = new Set(t.split(/[^\p{L}\p{N}]+/u));
  return normalize(`${e.title} ${e.titleAr ?? ''}`)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.length > 3 && !port.has(word) && words.has(word));
}

/** The excursions a 'which one…' question weighs: named, shown or at the port asked. */
function comparedExcursions(step: Step, excursions: ExcursionInfo[]): ExcursionInfo[] {
  const atPort = excursionsAtAskedPort(step, excursions);
  const named = alternativesNamed(step.focus.latest, excursions, describeExcursion);
  return compared(step, excursions, (e) => e.title, named.length > 1 ? named : atPort, describeExcursion);
}

/** 'which of those suits small kids?', 'is there a tour in Sharm that would suit them?' (the kids spoken of before). */
function asksForYoungChildren(step: Step): boolean {
  const t = normalize(step.focus.latest);
  const earlier = step.conversation.turns
    .slice(0, -1)
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.text);
  return asksFitForYoungChild(t) || asksFitForChildrenSpokenOf(t, earlier);
}

export function answerExcursions(step: Step, result: ToolResults['shoreExcursions']): string {
  const ranked = rankEntities(step.focus.text, result.excursions, describeExcursion);
  const atPortOrKind = ranked.filter((entry) => entry.score >= DESCRIBED).map((entry) => entry.item);
  const superlative = superlativeIn(normalize(step.focus.latest));
  if (asksForYoungChildren(step)) {
    const pool = comparedExcursions(step, result.excursions);
    // 'the cheapest tour for the kids': the cheapest of those that suit them.
    const reasoned =
      superlative && superlative !== 'easiest'
        ? excursionSuperlative(step.voice, superlative, excursionsForYoungChildren(pool), FOR_YOUNG_CHILDREN)
        : composeForYoungChildren(step.voice, pool);
    if (reasoned) return reasoned;
  }
  if (superlative) {
    const pool = comparedExcursions(step, result.excursions);
    // 'the cheapest family excursion': the best of the kind named.
    const ofKind = excursionsOfKindAsked(normalize(step.focus.latest), pool);
    const reasoned = excursionSuperlative(step.voice, superlative, ofKind?.excursions ?? pool, ofKind?.among);
    if (reasoned) return reasoned;
  }
  const t = normalize(step.focus.latest);
  const atPort = excursionsAtAskedPort(step, result.excursions);
  const one = namedOne(ranked);
  // 'What tours can we do in Yanbu?', 'فيه رحلات للعلا؟' name the port (or the place it is the
  // gateway to), not one of its excursions: all of them.
  const namesOnlyPort = atPortOrKind.every((e) => atPort.includes(e) && !namesBeyondPort(t, e));
  if (atPort.length > 1 && (one ? atPort.includes(one) && !namesBeyondPort(t, one) : namesOnlyPort))
    return composeExcursionList(step.voice, result, atPort);
  // 'How much are the Hurghada bazaar trip and the Soma Bay spa day?': each of them.
  const together = namedTogether(step.focus.latest, result.excursions, describeExcursion);
  if (together.length >= 2) return together.map((e) => composeExcursionDetail(step.voice, e)).join('\n\n');
  if (one) {
    const total = partyTotal(step.voice, one.priceUSD, step.focus.details.partySize, 'participant', one);
    return [composeExcursionDetail(step.voice, one), total].filter(Boolean).join('\n');
  }
  // 'وش فيه رحلات بشرم': the port's own tours when nothing else of them was described.
  // 'وايش الرحلات هناك؟' after Sharm's day: the tours of the port 'there' points at.
  const atPortShown = step.focus.referent?.kind === 'port' && atPort.length > 0;
  return composeExcursionList(
    step.voice,
    result,
    atPortShown ? atPort : atPortOrKind.length ? atPortOrKind : atPort,
  );
}

export function answerItinerary(step: Step, result: ToolResults['itinerary']): string {
  const port = namedOne(rankEntities(step.focus.text, result.ports, describePort));
  const t = normalize(step.focus.latest);
  const country = port ? undefined : countryAsked(t, result.ports);
  if (country) return composePortsInCountry(step.voice, result, country);
  if (isPortBeforeQuestion(t)) {
    const before = composePortBefore(step.voice, result, t);
    if (before) return before;
  }
  if (isSeaDayQuestion(t)) return composeSeaDays(step.voice, result);
  if (isOvernightQuestion(t)) return composeOvernights(step.voice, result);
  // 'كم ليلة في العلا؟' names a port: its call answers, not the whole cruise.
  if (!port && isCruiseLengthQuestion(t)) {
    const length = composeCruiseLength(step.voice, result);
    if (length) return length;
  }
  if (isNextPortQuestion(t)) {
    const from = namedOne(rankEntities(wordsAfterAfter(t), result.ports, describePort)) ?? port;
    const next = composeNextPort(step.voice, result, from);
    if (next) return next;
  }
  if (isEndOfCruiseQuestion(t) && !isAllAboardQuestion(t)) {
    const end = composeEndOfCruise(step.voice, result);
    if (end) return end;
  }
  // 'Yanbu: when do we get there and when do we leave?' asks both times: the whole port call.
  if (isAllAboardQuestion(t) && !(port && asksArrival(t))) {
    // 'what time do we leave there?' after a port's day: that port, not today's.
    const asked = portInQuestion(
      result,
      port ?? portOfDayNamed(step.focus.latest, result) ?? portShownBefore(step, result),
    );
    // 'When do we get into Sharm and when do we sail again?': both ends of the call.
    if (asked && isArrivalQuestion(t))
      return `${composePortTimes(step.voice, asked)}\n${composeAllAboard(step.voice, asked)}`;
    if (asked) return composeAllAboard(step.voice, asked);
  }
  const superlative = port ? undefined : superlativeIn(t);
  const reasoned = superlative && portSuperlative(step.voice, superlative, result);
  if (reasoned) return reasoned;
  return port
    ? `${composePort(step.voice, port)}\n${composeAllAboard(step.voice, port)}`
    : composeItinerary(step.voice, result);
}

/** The offers, or the cheapest or dearest of them. */
export function answerPromotions(step: Step, result: ToolResults['promotions']): string {
  const superlative = superlativeIn(normalize(step.focus.latest));
  const reasoned = superlative && promotionSuperlative(step.voice, superlative, result.promotions);
  return reasoned || composePromotions(step.voice, result);
}

/** Where a venue is; when none is named, the list of the kind of place asked about. */
export function answerVenue(step: Step, results: Results): string {
  const ranked = rankEntities(step.focus.text, results.venues?.venues ?? [], describeVenue);
  const venue = namedOne(ranked) ?? (topTied(ranked, DESCRIBED).length === 1 ? ranked[0]?.item : undefined);
  if (venue) return composeVenue(step.voice, venue);
  if (results.restaurants) return answerRestaurants(step, results.restaurants);
  if (results.spaServices) return answerSpa(step, results.spaServices);
  if (results.activities) return answerActivities(step, results.activities);
  return composeUnknown(step.voice);
}

/**
 * A question with no topic word: a place or service the guest names (restaurant first, then spa,
 * activity, excursion, port, venue) gets its details; otherwise the best FAQ answer or a staff
 * correction; otherwise the honest 'I don't know' with the offer of staff.
 */
export function answerLookup(step: Step, results: Results): string {
  const text = step.focus.text;
  const named = <T>(items: T[] | undefined, describe: (item: T) => Describable) => {
    const ranked = rankEntities(text, items ?? [], describe);
    const item = namedOne(ranked);
    return item ? { item, score: ranked[0]?.score ?? 0 } : undefined;
  };
  const restaurant = named(results.restaurants?.restaurants, describeRestaurant);
  const spa = named(results.spaServices?.services, describeSpa);
  const activity = named(results.activities?.activities, describeActivity);
  const excursion = named(results.shoreExcursions?.excursions, describeExcursion);
  const port = named(results.itinerary?.ports, describePort);
  const venue = named(results.venues?.venues, describeVenue);
  const best = Math.max(...[restaurant, spa, activity, excursion, port, venue].map((hit) => hit?.score ?? 0));
  const knowledge = results.searchKnowledge;
  const hasKnowledge = Boolean(knowledge?.corrections.length || knowledge?.topics.length);
  if (best >= 90 || (best >= NAMED && !hasKnowledge)) {
    if (restaurant?.score === best && results.restaurants) {
      return composeRestaurantDetail(step.voice, restaurant.item, results.restaurants.date);
    }
    if (spa?.score === best && results.spaServices)
      return composeSpaDetail(step.voice, spa.item, results.spaServices.date);
    if (activity?.score === best && results.activities) {
      return composeActivityDetail(step.voice, activity.item, results.activities.date);
    }
    if (excursion?.score === best) return composeExcursionDetail(step.voice, excursion.item);
    if (port?.score === best) return composePort(step.voice, port.item);
    if (venue?.score === best) return composeVenue(step.voice, venue.item);
  }
  return composeKnowledge(step.voice, knowledge);
}
