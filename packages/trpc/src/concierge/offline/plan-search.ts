import type { SourceKind } from '@marsa/db/constants';
import type { SoldRecord } from '../../domains/bookings/sold-party.ts';
import { refersBack } from '../../domains/learnings/corrections.ts';
import { conceptsOf, foldText, lexicon, lookupForm, wordsOf } from '../../domains/search/lexicon.ts';
import type { SearchHitInfo, SearchToolResult, ToolName, ToolResults } from '../tools/types.ts';
import {
  carriesFact,
  coversRestOfQuestion,
  coversSubject,
  judgesAnswers,
  mayFallBack,
  nameRank,
  namesSubject,
  statesClockHours,
  subjectKeys,
  titleHoldsSubject,
} from './answer-coverage.ts';
import { composeActivityDetail } from './compose-activities.ts';
import { composeExcursionDetail } from './compose-excursions.ts';
import { composeUnknown, composeVenue } from './compose-general.ts';
import { composePort } from './compose-itinerary.ts';
import { composeRestaurantDetail } from './compose-restaurants.ts';
import {
  composeHitAnswer,
  composeHitDetail,
  composeOfferNotRunning,
  composePromotionDetail,
} from './compose-search.ts';
import { composeSpaDetail } from './compose-spa.ts';
import type { Conversation } from './conversation.ts';
import { describeExcursion } from './describe.ts';
import { entityForField, recordHasField } from './entity-field.ts';
import type { Intent } from './intents.ts';
import { normalize } from './language.ts';
import { isMinorBeside } from './minor-ideas.ts';
import { namedTogether } from './named-together.ts';
import { asksOpeningHours, asksOpenOrClose } from './opening-question.ts';
import { partyTotal } from './party-price.ts';
import { placeHoursLine, venueOfSameName } from './place-hours.ts';
import { placeOverTopic } from './place-over-topic.ts';
import { answer, call, type Plan, type PlannedCall, type Step } from './plan-types.ts';
import { ASKS_PERMISSION } from './policy-question.ts';
import { type QuestionFrame, questionFrame } from './question-frame.ts';
import { composeAllAboard, isAllAboardQuestion } from './reason.ts';
import { composeVenuesOfKind, venuesOfSameKind } from './same-kind-venues.ts';
import { say, staffOffer } from './say.ts';
import { missesAskedThing, unheardThing } from './unheard-idea.ts';

type Results = Partial<ToolResults>;

/** Intents that ask about something (rather than do something): retrieval answers them. */
export const QUESTION_INTENTS: ReadonlySet<Intent | null> = new Set([
  null,
  'venue',
  'restaurants',
  'spa',
  'activities',
  'excursions',
  'itinerary',
  'promotions',
]);
/** Intents whose answer is a list of their kind unless the question asks something more specific. */
const LIST_INTENTS: ReadonlySet<Intent | null> = new Set([
  'restaurants',
  'spa',
  'activities',
  'excursions',
  'itinerary',
  'promotions',
]);

/** The kind of record each list intent lists. */
const LIST_KIND: Partial<Record<string, SourceKind>> = {
  restaurants: 'restaurant',
  spa: 'spa',
  activities: 'activity',
  excursions: 'excursion',
  itinerary: 'port',
  promotions: 'promotion',
};

/** The lexicon's idea of price ('how much', 'cost', 'fee', 'سعر'): a question about it needs a record with it. */
const PRICE_IDEA = `g:${lexicon.phrases.get('price')}`;

/** Below this share of the question covered, a hit does not answer it. */
export const ANSWER_COVERAGE = 0.5;
/** A place the question names still answers only this much of it ('the weather in Aqaba' is not about Aqaba's port call). */
const NAMED_COVERAGE = 0.45;
/** An entity the question does not name must cover this much to be the answer. */
const ENTITY_COVERAGE = 0.6;
/** Below this share of what the best topic covers, the list of the question's kind is not its answer. */
const LIST_SHARE_OF_TOPIC = 0.5;

/** The list tool that holds each kind's full record (free times, prices, hours). */
export function detailCall(kind: SourceKind, date: string): PlannedCall | undefined {
  switch (kind) {
    case 'restaurant':
      return { toolName: 'restaurants', input: { date } };
    case 'spa':
      return { toolName: 'spaServices', input: { date } };
    case 'activity':
      return { toolName: 'activities', input: { date } };
    case 'excursion':
      return { toolName: 'shoreExcursions', input: {} };
    case 'port':
      return { toolName: 'itinerary', input: {} };
    case 'venue':
      return { toolName: 'venues', input: {} };
    case 'promotion':
      return { toolName: 'promotions', input: {} };
    default:
      return undefined;
  }
}

export type SearchDecision =
  | { kind: 'answer'; hit: SearchHitInfo }
  | { kind: 'entity'; hit: SearchHitInfo }
  | { kind: 'intent' }
  | { kind: 'unknown' };

/**
 * What the search's top hits say about the question: a knowledge topic that answers it, a named
 * (or well-covered) place or offer to describe, the topic's own list (the intent's answer), or
 * nothing the ship knows.
 */
/** 'Show me the spa treatments', 'list the restaurants', 'what excursions are there?': the list itself. */
const ASKS_FOR_LIST =
  /^(?:please\s+)?(?:(?:can|could) you\s+)?(?:show|list|see|display)\b|\b(?:are there|are available|do you have)\b|^(?:اعرض|أرني|ارني|قائمة)|^(?:هل\s+)?(?:عندكم|عندكو|لديكم)\s+\S+(?:\s+\S+)?\s*[?؟]?\s*$/i;

export function decideFromSearch(
  intent: Intent | null,
  search: SearchToolResult,
  question = '',
): SearchDecision {
  // 'Is there parking at the Jeddah port?': a thing no record holds is not answered by the nearest record.
  if (unheardThing(search)) return { kind: 'unknown' };
  const asked = search.normalised ?? question;
  const hoursAsked = asksOpeningHours(normalize(question));
  // A named place that holds little of what is asked about it, or a record without the thing asked
  // about (the Sharm port call for the weather in Sharm), gives way to the next hit.
  const top = search.hits.find(
    (hit) =>
      (!hit.named || hit.kind === 'knowledge' || coversRestOfQuestion(hit, asked)) &&
      !missesAskedThing(hit, search) &&
      !(hoursAsked && givesWayOnHours(hit, search)),
  );
  const fallback: SearchDecision =
    intent === null || asksForUnheardThing(search) ? { kind: 'unknown' } : { kind: 'intent' };
  if (!top || top.coverage < (top.named ? NAMED_COVERAGE : ANSWER_COVERAGE)) return fallback;
  // 'How much does it cost to see the doctor?': a record without a price does not answer a price question.
  if (top.missing.includes(PRICE_IDEA)) return fallback;
  // 'Where can I get a fresh juice by the pool?': the place, not the policy that mentions juices.
  const place = placeOverTopic(top, search.hits, question);
  if (place) return { kind: 'entity', hit: place };
  if (top.kind === 'knowledge' || top.kind === 'correction') {
    // 'What restaurants are there?' wants the list; 'Is the spa open on sea days?' wants the FAQ.
    if (
      LIST_INTENTS.has(intent) &&
      !isListIdeaMinor(intent, search) &&
      ((top.matched < 2 && !listMisses(intent, search, top)) || ASKS_FOR_LIST.test(question.trim()))
    )
      return { kind: 'intent' };
    return { kind: 'answer', hit: top };
  }
  // 'What excursions are there in Sharm?' names the port they leave from and asks for the list.
  const listKind = LIST_KIND[intent ?? ''];
  const placeOfList = top.kind === 'port' || top.kind === 'venue';
  if (top.named && placeOfList && listKind && top.kind !== listKind) return { kind: 'intent' };
  if (top.named) return { kind: 'entity', hit: top };
  // 'Any deals on internet packages?': the offer on that thing (running or not), not every offer.
  if (
    top.kind === 'promotion' &&
    intent === 'promotions' &&
    top.matched >= 2 &&
    top.coverage >= ENTITY_COVERAGE
  )
    return { kind: 'entity', hit: top };
  // 'Where do we meet for the excursions?': the desk the question describes, not the excursions' list.
  if (top.kind === 'venue' && top.coverage >= ENTITY_COVERAGE && questionFrame(question).asks === 'place')
    return { kind: 'entity', hit: top };
  // 'المسرح في أي دور؟' (which floor is the theatre on?): the place the question describes.
  if ((intent === null || intent === 'venue') && top.coverage >= ENTITY_COVERAGE)
    return { kind: 'entity', hit: top };
  return fallback;
}

const isTopic = (hit: SearchHitInfo) => hit.kind === 'knowledge' || hit.kind === 'correction';
const topicStatesHours = (hit: SearchHitInfo) => statesClockHours(`${hit.text}\n${hit.textAr ?? ''}`);

/**
 * 'مواعيد السبا؟' (the spa's hours, asked): a topic that only speaks of hours ('cancel up to 12 hours
 * before') gives way to one as close to the question that states the hours the place keeps.
 */
function givesWayOnHours(hit: SearchHitInfo, search: SearchToolResult): boolean {
  if (!isTopic(hit) || topicStatesHours(hit)) return false;
  return search.hits.some(
    (other) => other !== hit && isTopic(other) && other.coverage >= hit.coverage && topicStatesHours(other),
  );
}

/** The lexicon idea each list intent is named by ('dinner' for the restaurants, 'stops' for the itinerary). */
const LIST_IDEA: Partial<Record<string, number | undefined>> = {
  restaurants: lexicon.phrases.get('restaurant'),
  spa: lexicon.phrases.get('spa'),
  activities: lexicon.phrases.get('activity'),
  excursions: lexicon.phrases.get('excursion'),
  itinerary: lexicon.phrases.get('port'),
  promotions: lexicon.phrases.get('offer'),
};

/**
 * 'Someone to watch our toddler while we go to dinner?': the word that names the list (dinner) is
 * a minor idea of the question, beside the one it asks about (babysitting), so the list is no answer.
 */
function isListIdeaMinor(intent: Intent | null, search: SearchToolResult): boolean {
  const group = LIST_IDEA[intent ?? ''];
  if (group === undefined) return false;
  const idea = conceptsOf(wordsOf(foldText(search.normalised ?? search.query))).find(
    (concept) => concept.group === group,
  );
  if (!idea?.weak) return false;
  // Weak beside another idea (a role), not a word that is weak anywhere ('الرحله', the cruise).
  return !lexicon.weak.has(idea.words) && !lexicon.weak.has(lookupForm(idea.words));
}

/**
 * 'Could I order a bottle of wine with dinner tonight?': the topic (the ship is alcohol-free) covers
 * the question and the list the side word names (restaurants) covers under half as much of it.
 */
function listMisses(intent: Intent | null, search: SearchToolResult, topic: SearchHitInfo): boolean {
  // A topic that holds every idea of the question ('what restaurants are there?') leaves it to the list.
  if (topic.missing.length === 0) return false;
  const listKind = LIST_KIND[intent ?? ''];
  const best = Math.max(0, ...search.hits.filter((hit) => hit.kind === listKind).map((hit) => hit.coverage));
  return best < topic.coverage * LIST_SHARE_OF_TOPIC;
}

/**
 * The question's first idea, its subject as guests put it first, is a thing the ship's vocabulary
 * knows and none of the hits holds ('فيه حلاق؟ ابي احلق قبل العشا', is there a barber … before
 * dinner): the ship does not have it, and the list of what a side word names (restaurants) is no answer.
 */
function asksForUnheardThing(search: SearchToolResult): boolean {
  const first = conceptsOf(wordsOf(foldText(search.normalised ?? search.query))).find(
    (concept) => !concept.weak,
  );
  if (first?.group === undefined || search.ideas < 2 || !search.hits.length) return false;
  const key = `g:${first.group}`;
  return search.hits.every((hit) => hit.missing.includes(key));
}

/** The port among equally named ones (Jeddah at both ends) the guest most likely means: the next one. */
function pickPort(results: Results, hit: SearchHitInfo, today: string) {
  const ports = results.itinerary?.ports ?? [];
  const same = ports.filter((port) => port.portName === ports.find((p) => p.id === hit.id)?.portName);
  return same.find((port) => port.departureDate >= today) ?? same[0];
}

/** A price question for a party ('for 4 of us') also gets the party's total, as the record is priced. */
function withPartyTotal(
  step: Step,
  text: string,
  record: SoldRecord & { priceUSD: number | null },
  unit: 'guest' | 'participant',
): string {
  const total = partyTotal(step.voice, record.priceUSD, step.focus.details.partySize, unit, record);
  return total ? `${text}\n${total}` : text;
}

/** The full answer about one record, from its list tool's result (or the hit itself when the list has it no more). */
export function describeHit(step: Step, hit: SearchHitInfo, results: Results): string {
  const { voice } = step;
  const byId = <T extends { id: number }>(items: T[] | undefined) =>
    items?.find((item) => item.id === hit.id);
  switch (hit.kind) {
    case 'restaurant': {
      const item = byId(results.restaurants?.restaurants);
      if (item && results.restaurants) return composeRestaurantDetail(voice, item, results.restaurants.date);
      break;
    }
    case 'spa': {
      const item = byId(results.spaServices?.services);
      if (item && results.spaServices)
        return withPartyTotal(step, composeSpaDetail(voice, item, results.spaServices.date), item, 'guest');
      break;
    }
    case 'activity': {
      const item = byId(results.activities?.activities);
      if (item && results.activities) return composeActivityDetail(voice, item, results.activities.date);
      break;
    }
    case 'excursion': {
      const item = byId(results.shoreExcursions?.excursions);
      const together = namedTogether(
        step.focus.latest,
        results.shoreExcursions?.excursions ?? [],
        describeExcursion,
      );
      if (item && together.length >= 2 && together.includes(item))
        return together.map((e) => composeExcursionDetail(voice, e)).join('\n\n');
      if (item) return withPartyTotal(step, composeExcursionDetail(voice, item), item, 'participant');
      break;
    }
    case 'port': {
      const port = pickPort(results, hit, step.conversation.today);
      // 'When must we be on board in Sharm?': the call and its all-aboard time.
      if (port && isAllAboardQuestion(normalize(step.focus.latest)))
        return `${composePort(voice, port)}\n${composeAllAboard(voice, port)}`;
      if (port) return composePort(voice, port);
      break;
    }
    case 'venue': {
      const item = byId(results.venues?.venues);
      // 'Is there a launderette I can use?': every launderette, when the question names none of them.
      const kind = venuesOfSameKind(hit, results.search?.hits ?? [], results.venues?.venues ?? []);
      if (kind.length > 1) return composeVenuesOfKind(voice, kind);
      if (item) return composeVenue(voice, item);
      break;
    }
    case 'promotion': {
      const item = byId(results.promotions?.promotions);
      if (item) return composePromotionDetail(voice, item);
      // An offer the live list no longer (or not yet) shows: say so before its text.
      if (results.promotions) return composeOfferNotRunning(voice, hit);
      break;
    }
    default:
      break;
  }
  return composeHitDetail(voice, hit);
}

/**
 * What to search for: the guest's words; a question that leans on the one before ('and what time
 * does it close?') is searched together with that one, which names what 'it' is.
 */
/** A clock time the guest states ('does the Petra tour leave at 7:30?') is checked against the record, not searched for. */
const STATED_TIME =
  /(?<![\d:.])\d{1,2}[:.]\d{2}(?:\s*(?:a\.?m\.?|p\.?m\.?|صباحا|مساء|ص|م)(?![\p{L}]))?|(?<![\d:.])\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?)(?![\p{L}])/giu;
/** 'In riyals', 'بالريال': the currency a price is asked in (every price shows USD and SAR), not a topic. */
const IN_CURRENCY =
  /\b(?:in|into) (?:saudi )?(?:riyals?|sar|dollars?|usd)\b|بال(?:ريال|دولار)(?:\s+السعودي)?/gi;
const ASKS_PRICE = /how much|\bcosts?\b|\bprice|كم|بكم|سعر|تكلف|يكلف/i;
const withoutCurrency = (text: string) => (ASKS_PRICE.test(text) ? text.replace(IN_CURRENCY, ' ') : text);

export const searchQuery = (step: Step): string => searchQueryOf(step.focus.latest, step.conversation);

/** What the ship's search is asked for the guest's latest message (searchQuery), from the message and the dialogue. */
export function searchQueryOf(message: string, conversation: Conversation): string {
  const latest = withoutCurrency(message.replace(STATED_TIME, ' ').replace(/\s+/g, ' ').trim() || message);
  if (!refersBack(latest)) return latest;
  const users = conversation.turns.filter((turn) => turn.role === 'user');
  const previous = users.at(-2)?.text;
  return previous ? `${previous}\n${latest}` : latest;
}

/**
 * A question's plan by retrieval (issue 9): first the ship's search on the guest's words; then,
 * when the best hit is a place or offer, its list tool for the full record; then the answer from
 * the top hit. Returns undefined when the topic's own list answers better (the intent's lookups).
 */
export function planBySearch(step: Step, results: Results): Plan | undefined {
  const search = results.search;
  if (!search) {
    // A framed question looks deeper: its answer may rank below records that share its cue words.
    const limit = judgesAnswers(questionFrame(step.focus.latest)) ? FRAMED_LIMIT : undefined;
    return call({ toolName: 'search', input: { query: searchQuery(step), ...(limit ? { limit } : {}) } });
  }
  // 'The dress code at The Fish Market': the named record's own field, before a general FAQ.
  const owner = entityForField(step.focus.latest, search.hits);
  if (owner) {
    // 'What time does the stargazing deck close?': the deck's own hours too, not only its sessions.
    // 'Where is the stargazing deck, and until when is it open?': the deck asked, and its hours too.
    const asksHours = owner.field === 'hours' || asksOpenOrClose(normalize(step.focus.latest));
    const place = asksHours ? venueOfSameName(owner.hit, search.hits) : undefined;
    const needed = [detailCall(owner.hit.kind, step.date), place && detailCall('venue', step.date)].filter(
      (planned): planned is PlannedCall =>
        planned !== undefined &&
        !(planned.toolName in results) &&
        !step.conversation.failed.includes(planned.toolName as ToolName),
    );
    if (needed.length) return call(...needed);
    if (recordHasField(owner.hit, owner.field, results))
      return answer(withPlaceHours(step, owner.hit, results, describeHit(step, owner.hit, results)));
  }
  // 'Is there parking at the Jeddah port?': a thing no record holds, whatever else the records share.
  if (unheardThing(search)) return answer(composeUnknown(step.voice));
  const frame = frameOf(step, search);
  // 'How many restaurants are there?': the list answers with its count, unless one record is named.
  if (asksCountOfList(step.focus.intent, frame, search)) return undefined;
  if (judgesAnswers(frame)) {
    const framed = planByFrame(step, results, search, frame);
    if (framed) return framed;
    // 'When does the pool shut down for the night?': words no record knows leave the subject, and a
    // record whose name is about the rest (the Lido Pool) answers when it carries the asked fact.
    const known = knownSubject(frame, search);
    const fallback = known && planByFrame(step, results, search, known, true);
    if (fallback) return fallback;
    // A loosely read subject the ship's records hold still has the search's answer; one they do not, none.
    const loose =
      frame.loose === true &&
      search.hits.some((hit) => coversSubject(frame, hit) && !missesNamedPort(hit, search));
    // A soft (dialect) frame leaves the answer to the search, unless its whole subject is a thing no
    // record mentions at all ('بكم تاكسي من الميناء؟').
    const unheard =
      frame.soft === true &&
      subjectKeys(frame).length > 0 &&
      subjectKeys(frame).every((key) => search.hits.every((hit) => hit.missing.includes(key)));
    if (!mayFallBack(frame) && !loose && (!frame.soft || unheard)) return answer(composeUnknown(step.voice));
  }
  const decision = decideFromSearch(step.focus.intent, search, step.focus.latest);
  switch (decision.kind) {
    case 'unknown':
      return answer(composeUnknown(step.voice));
    case 'intent':
      return undefined;
    case 'answer': {
      // 'Where can I change money and when is it open?': the topic names the place; its hours say when.
      const place = placeNamedByTopic(step, decision.hit, search);
      if (place && !('venues' in results) && !step.conversation.failed.includes('venues'))
        return call({ toolName: 'venues', input: {} });
      const text = composeHitAnswer(step.voice, decision.hit, step.focus.latest);
      const venue = place && results.venues?.venues.find((item) => item.id === place.id);
      const line = venue ? placeHoursLine(step.voice, venue, text) : undefined;
      return answer(withPriceUnknown(step, decision.hit, line ? `${text}\n${line}` : text));
    }
    case 'entity': {
      // 'Where is the stargazing deck, and until when is it open?': the deck venue's hours too.
      const place = asksOpenOrClose(normalize(step.focus.latest))
        ? venueOfSameName(decision.hit, search.hits)
        : undefined;
      const needed = [
        detailCall(decision.hit.kind, step.date),
        place && detailCall('venue', step.date),
      ].filter(
        (planned): planned is PlannedCall =>
          planned !== undefined &&
          !(planned.toolName in results) &&
          !step.conversation.failed.includes(planned.toolName as ToolName),
      );
      if (needed.length) return call(...needed);
      const described = describeHit(step, decision.hit, results);
      return answer(place ? withPlaceHours(step, decision.hit, results, described) : described);
    }
  }
}

/**
 * The deck venue a topic's answer names ('The Currency Exchange on Deck 3 sells…'), when the guest
 * asks when something opens or closes and the answer states no time of day.
 */
function placeNamedByTopic(
  step: Step,
  hit: SearchHitInfo,
  search: SearchToolResult,
): SearchHitInfo | undefined {
  if (hit.kind !== 'knowledge' && hit.kind !== 'correction') return undefined;
  if (!asksOpenOrClose(normalize(step.focus.latest))) return undefined;
  const source = `${hit.text} ${hit.textAr ?? ''}`;
  if (/\d{1,2}[:.]\d{2}/.test(source)) return undefined;
  return search.hits.find((other) => other.kind === 'venue' && source.includes(other.title));
}

/** A service's description with the hours of the deck venue of its name under its first line, when they say more. */
function withPlaceHours(step: Step, hit: SearchHitInfo, results: Results, text: string): string {
  const same = venueOfSameName(hit, results.search?.hits ?? []);
  const venue = same && results.venues?.venues.find((item) => item.id === same.id);
  const line = venue ? placeHoursLine(step.voice, venue, text) : undefined;
  if (!line) return text;
  const [first, ...rest] = text.split('\n');
  return [first, line, ...rest].join('\n');
}

/** An amount of money or a share of one ('$20', 'USD 20', '20 دولارًا', '50%'). */
const STATES_AMOUNT =
  /(?:\$|usd|sar|us\$)\s?\d|\d(?:[\d.,]*)\s?(?:\$|usd|sar|dollars?|riyals?|%|دولار|ريال)/i;

/**
 * 'How much is a shisha on board?' answered by the smoking rules: the rules may be given, but the
 * price they do not state is said to be unknown, with staff offered (never a silent non-answer).
 */
export function withPriceUnknown(step: Step, hit: SearchHitInfo, text: string): string {
  const asked = withoutCurrency(step.focus.latest);
  if (!ASKS_PRICE.test(normalize(asked)) || questionFrame(asked).asks === 'charge') return text;
  const source = `${hit.text} ${hit.textAr ?? ''}`;
  if (STATES_AMOUNT.test(source) || isPriceMinor(asked)) return text;
  return `${text}\n${say(
    step.voice,
    `I don't have the price of that, though. ${staffOffer(step.voice)}`,
    `لكن لا تتوفر لدي معلومات عن سعره. ${staffOffer(step.voice)}`,
  )}`;
}

/** 'How much do people usually leave for the steward?': the amount is a minor idea beside a gratuity, not a price asked. */
const isPriceMinor = (question: string) =>
  conceptsOf(wordsOf(foldText(question))).some(
    (concept) => concept.weak && `g:${concept.group}` === PRICE_IDEA,
  );

/** A 'how many' question about a list topic that names none of the list's own records. */
function asksCountOfList(intent: Intent | null, frame: QuestionFrame, search: SearchToolResult): boolean {
  const listKind = LIST_KIND[intent ?? ''];
  if (frame.asks !== 'count' || !listKind) return false;
  return !search.hits.some((hit) => hit.named && hit.kind === listKind);
}

/**
 * An excursion away from the port the question names ('the snorkelling trip in Sharm' is not
 * Yanbu's): the question shares a word with a port's name that the excursion's record lacks.
 */
function missesNamedPort(hit: SearchHitInfo, search: SearchToolResult): boolean {
  if (hit.kind !== 'excursion') return false;
  const asked = new Set(wordsOf(foldText(search.normalised ?? search.query)));
  return search.hits.some(
    (port) =>
      port.kind === 'port' &&
      wordsOf(foldText(`${port.title} ${port.titleAr ?? ''}`)).some(
        (word) =>
          word.length > 2 &&
          asked.has(word) &&
          !port.missing.includes(`w:${word}`) &&
          hit.missing.includes(`w:${word}`),
      ),
  );
}

/** A hit the question could be answered from, by how much of it the hit covers (as decideFromSearch judges the top one). */
function isCandidate(hit: SearchHitInfo): boolean {
  if (hit.coverage < (hit.named ? NAMED_COVERAGE : ANSWER_COVERAGE)) return false;
  if (hit.missing.includes(PRICE_IDEA)) return false;
  if (isTopic(hit)) return true;
  return hit.named || hit.coverage >= ENTITY_COVERAGE;
}

/**
 * A question that asks for a kind of fact about a subject ('how much is the hammam?', 'what time
 * does the hair salon open?'): the first hit, best first, that is about the subject and whose
 * answer carries that kind of fact; none, and the concierge says it does not know and offers staff.
 */
/** Below this share of the question, even a hit about its subject is not its answer. */
const SUBJECT_COVERAGE = 0.3;

/**
 * A hit that may answer a framed question: about its subject (or named by it) and covering enough
 * of it; the rest of the question is the kind of fact, which the answer itself must carry.
 */
function isFrameCandidate(hit: SearchHitInfo, frame: QuestionFrame): boolean {
  if (!coversSubject(frame, hit)) return false;
  if (frame.subject.length === 0) return isCandidate(hit);
  // 'Is the wifi free?' is answered by 'basic Wi-Fi is included' (the answer must still say so).
  const needsPrice = frame.asks !== 'charge';
  if ((needsPrice && hit.missing.includes(PRICE_IDEA)) || hit.coverage < SUBJECT_COVERAGE) return false;
  if (isTopic(hit)) return true;
  return hit.named || namesSubject(frame, hit) || hit.coverage >= ENTITY_COVERAGE;
}

const FRAMED_LIMIT = 20;
/** A framed candidate must cover at least this share of what the best candidate covers. */
const LEAST_SHARE_OF_BEST = 0.5;

/**
 * The frame of the guest's latest words (spell-mended by the search when it searched them alone).
 * 'How much is it?' after 'what's the Family Fun Pass?' is about what the earlier question named.
 */
function frameOf(step: Step, search: SearchToolResult): QuestionFrame {
  const latest = withoutCurrency(step.focus.latest);
  const asked = search.normalised && search.query === latest ? search.normalised : latest;
  const frame = questionFrame(asked);
  // 'Any tips for the steward? How much do people usually leave?': the cue asks about a minor idea
  // of the question (the amount of a gratuity), so the question is not framed by it.
  if (frame.asks && frame.subject.length > 0 && isMinorBeside(frame.subject, asked))
    return { asks: null, subject: [] };
  if (frame.subject.length > 0 || search.query === latest) return frame;
  const earlier = search.query.slice(0, search.query.lastIndexOf('\n'));
  const before = questionFrame(earlier);
  return { ...frame, subject: before.subject.length ? before.subject : contentWords(earlier) };
}

/** The content words of a question (no stop or weak words), as a subject. */
const contentWords = (text: string) =>
  conceptsOf(wordsOf(foldText(text)))
    .filter((concept) => !concept.weak)
    .flatMap((concept) => concept.words.split(' '));

/**
 * The frame without the subject's words that no record among the hits contains and the lexicon
 * does not know (a verb or turn of phrase the ship has never seen); undefined when there are none,
 * or when nothing known is left.
 */
export function knownSubject(frame: QuestionFrame, search: SearchToolResult): QuestionFrame | undefined {
  const ideas = conceptsOf(frame.subject).filter((concept) => !concept.weak);
  const unknown = ideas.filter(
    (concept) =>
      concept.group === undefined && search.hits.every((hit) => hit.missing.includes(`w:${concept.words}`)),
  );
  if (unknown.length === 0 || unknown.length === ideas.length) return undefined;
  const dropped = new Set(unknown.flatMap((concept) => concept.words.split(' ')));
  return { ...frame, subject: frame.subject.filter((word) => !dropped.has(word)) };
}

/**
 * The framed candidates in the order they are tried. 'Should we tip the steward, or is service
 * included?': a record that covers under half of what the best one covers is about a word of the
 * question ('laundry service'), not about the question, so it comes after every record that covers
 * more, whatever its rank. It is still tried last: in a message that asks one thing and says
 * another ('يوم الركوب الغرفة متى تجهز؟ ابي انزل الشنط', when is the cabin ready… I want to bring
 * the bags down), the record that holds the asked fact may cover only the question's half.
 */
export function byShareThenRank(
  fitting: readonly SearchHitInfo[],
  byRank: (a: SearchHitInfo, b: SearchHitInfo) => number,
): SearchHitInfo[] {
  const best = Math.max(0, ...fitting.map((hit) => hit.coverage));
  const fair = (hit: SearchHitInfo) => hit.named || hit.coverage >= best * LEAST_SHARE_OF_BEST;
  return [...fitting].sort((a, b) => Number(fair(b)) - Number(fair(a)) || byRank(a, b) || 0);
}

/** A deck named in a topic's answer ('on Deck 4', 'في الطابق 4'). */
const NAMES_DECK = /\bdecks?\s?\d|طابق|طوابق|سطح \d|دور \d/i;

/**
 * Whether a hit is the kind of answer a question about a place on board wants. 'Where's the front
 * desk?': a place (Guest Services) or a topic that names a deck, not a topic that mentions the
 * crew. 'When does the souq open?': something on board that opens and closes (Souq Al Marsa),
 * not the Jeddah souq tour, a port call or an offer; 'when does the Wadi Rum tour leave' is not about opening.
 */
function fitsPlaceQuestion(frame: QuestionFrame, hit: SearchHitInfo, opensOrCloses: boolean): boolean {
  if (frame.asks === 'place')
    return (
      hit.kind === 'venue' ||
      hit.kind === 'restaurant' ||
      (isTopic(hit) && NAMES_DECK.test(`${hit.text} ${hit.textAr ?? ''}`))
    );
  if (frame.asks === 'time' && opensOrCloses)
    return hit.kind !== 'excursion' && hit.kind !== 'port' && hit.kind !== 'promotion';
  return false;
}

function planByFrame(
  step: Step,
  results: Results,
  search: SearchToolResult,
  frame: QuestionFrame,
  /** Only records whose name (a topic's question) is about the subject: the fallback's subject lost words. */
  namedOnly = false,
): Plan | undefined {
  // A record named by the subject's own words comes before one whose name (a topic's question) is
  // about it in other words, and that before one that only mentions it; for 'is the wifi free?'
  // an offer on it (a bundle at half price) comes after the ship's answer.
  // With no subject ('when do we have to get off the ship on the last day?'), the question's ideas.
  const about = frame.subject.length
    ? frame
    : { ...frame, subject: contentWords(search.normalised ?? search.query) };
  const opensOrCloses = asksOpenOrClose(normalize(step.focus.latest));
  const rank = (hit: SearchHitInfo) =>
    4 * Number(namesSubject(frame, hit)) +
    2 * Number(titleHoldsSubject(about, hit)) +
    Number(fitsPlaceQuestion(frame, hit, opensOrCloses)) +
    // 'وين ألاقي عصير جنب المسبح؟': the place itself before a topic that only names its deck.
    0.5 * Number(frame.asks === 'place' && (hit.kind === 'venue' || hit.kind === 'restaurant')) -
    Number(frame.asks === 'charge' && hit.kind === 'promotion');
  const fitting = search.hits
    .filter((hit) => isFrameCandidate(hit, frame) && !missesNamedPort(hit, search))
    .filter((hit) => !namedOnly || namesSubject(frame, hit) || titleHoldsSubject(frame, hit));
  const candidates = byShareThenRank(
    fitting,
    (a, b) => rank(b) - rank(a) || nameRank(frame, a) - nameRank(frame, b),
  );
  // 'Until what time is the stargazing deck open?': a session's deck venue of the same name has the hours.
  const withHours = frame.asks === 'time' && opensOrCloses;
  // 'What time does the spa open?': a topic answers with the hours the place keeps, not with a policy
  // of the same place that only speaks of hours ('cancel up to 12 hours before').
  const keepsHours = frame.asks === 'time' && asksOpeningHours(normalize(step.focus.latest));
  const places = withHours ? candidates.filter((hit) => venueOfSameName(hit, search.hits)) : [];
  // The full records of the places and offers among them, looked up together (one step).
  const needed = [...candidates.map((hit) => hit.kind), ...(places.length ? ['venue' as const] : [])]
    .map((kind) => detailCall(kind, step.date))
    .filter(
      (planned, index, all): planned is PlannedCall =>
        planned !== undefined &&
        all.findIndex((other) => other?.toolName === planned.toolName) === index &&
        !(planned.toolName in results) &&
        !step.conversation.failed.includes(planned.toolName as ToolName),
    );
  if (needed.length) return call(...needed);
  for (const hit of candidates) {
    if (isTopic(hit)) {
      const text = composeHitAnswer(step.voice, hit, step.focus.latest);
      const source = step.voice.lang === 'ar' && hit.textAr?.trim() ? hit.textAr : hit.text;
      if (carriesFact(frame, source, false) && (!keepsHours || statesClockHours(source))) return answer(text);
      continue;
    }
    // The full record of a place or offer the question names is all about it: the fact may sit on any line.
    const described = describeHit(step, hit, results);
    const text = places.includes(hit) ? withPlaceHours(step, hit, results, described) : described;
    if (carriesFact(frame, text, hit.named || namesSubject(frame, hit))) return answer(text);
  }
  return undefined;
}

/**
 * A question on a topic the dialogue answers from its list (a port, the itinerary) that the
 * ship's knowledge answers better ('can I take photos in the port?'): the knowledge topic when
 * the search's best hit is one that answers it; undefined (the topic's own answer) otherwise.
 */
export function planKnowledgeFirst(step: Step, results: Results): Plan | undefined {
  const search = results.search;
  if (!search) return call({ toolName: 'search', input: { query: searchQuery(step) } });
  const decision = decideFromSearch(step.focus.intent, search, step.focus.latest);
  const topic = decision.kind === 'answer' && decision.hit.kind === 'knowledge';
  if (topic) return answer(composeHitAnswer(step.voice, decision.hit, step.focus.latest));
  const rule = ASKS_PERMISSION.test(normalize(step.focus.latest)) ? ruleInAnyPort(search) : undefined;
  return rule ? answer(composeHitAnswer(step.voice, rule, step.focus.latest)) : undefined;
}

/**
 * 'My family lives in Yanbu: can they visit me on the ship while it is in port?': a rule of the
 * ship that covers the whole question but the port's name holds in that port too; the port named
 * does not make it a question about the port call.
 */
function ruleInAnyPort(search: SearchToolResult): SearchHitInfo | undefined {
  const portWords = new Set(
    search.hits
      .filter((hit) => hit.kind === 'port' && hit.named)
      .flatMap((hit) => wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`))),
  );
  if (portWords.size === 0) return undefined;
  return search.hits.find(
    (hit) =>
      hit.kind === 'knowledge' &&
      hit.coverage >= NAMED_COVERAGE &&
      hit.missing.length > 0 &&
      hit.missing.every((key) => key.startsWith('w:') && portWords.has(key.slice(2))),
  );
}

/**
 * 'On the last day when are we back in Jeddah and when can we get off?': the ship's topic that
 * answers it: the best knowledge hit that covers the question and holds the lexicon's `idea`
 * (disembarkation), even under the port the question names; undefined when none does.
 */
export function planBestTopic(step: Step, results: Results, idea: string): Plan | undefined {
  const search = results.search;
  if (!search) return call({ toolName: 'search', input: { query: searchQuery(step) } });
  const group = lexicon.phrases.get(idea);
  const terms = group === undefined ? [idea] : (lexicon.groups[group] ?? [idea]);
  // The topic is about the idea: its title (the topic's question) names it.
  const titled = (hit: SearchHitInfo) =>
    wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`)).some((word) => terms.includes(word));
  const topic = search.hits.find(
    (hit) =>
      isTopic(hit) && hit.coverage >= ANSWER_COVERAGE && !hit.missing.includes(`g:${group}`) && titled(hit),
  );
  return topic ? answer(composeHitAnswer(step.voice, topic)) : undefined;
}

/** The knowledge topic that is about an action itself, by its title in either language. */
const ACTION_TOPICS: Partial<Record<string, RegExp>> = { room_service: /room service|خدمة الغرف/i };

/** A knowledge answer must cover this much of a question that names an action to answer it instead. */
const ACTION_QUESTION_COVERAGE = 0.6;

/**
 * A question about an action ('can I cancel an excursion and get my money back?') answered from
 * the ship's knowledge when a topic covers it well; undefined (the action's own flow) otherwise.
 */
export function planQuestionAboutAction(step: Step, results: Results): Plan | undefined {
  const search = results.search;
  if (!search) return call({ toolName: 'search', input: { query: step.focus.latest, limit: 20 } });
  // The best knowledge hit, even under a place that shares words ('room' in 'Staterooms').
  const top = search.hits.find(isTopic);
  const answers = top !== undefined && top.matched >= 2 && top.coverage >= ACTION_QUESTION_COVERAGE;
  if (answers && top) return answer(composeHitAnswer(step.voice, top));
  // 'What number do I dial for room service?': the ship's own topic about that service answers it.
  const topic = ACTION_TOPICS[step.focus.intent ?? ''];
  const own =
    topic &&
    search.hits.find((hit) => hit.kind === 'knowledge' && topic.test(`${hit.title} ${hit.titleAr ?? ''}`));
  return own ? answer(composeHitAnswer(step.voice, own)) : undefined;
}
