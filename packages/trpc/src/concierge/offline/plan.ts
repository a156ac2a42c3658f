import type { SoldRecord } from '../../domains/bookings/sold-party.ts';
import { leansBack } from '../../domains/learnings/corrections.ts';
import type { ToolResults } from '../tools/types.ts';
import { topicAnswersFollowUp } from './answer-coverage.ts';
import { answerCarriedField } from './carried-field.ts';
import { planPairComparison } from './compare-pair.ts';
import { composeActivityList } from './compose-activities.ts';
import { composeMyBookings } from './compose-bookings.ts';
import { askWhatToBook, composeKnowledge, composeUnknown } from './compose-general.ts';
import { markNames } from './compose-search.ts';
import type { Conversation } from './conversation.ts';
import { answerDeal, asksDeal } from './deal-followup.ts';
import { planDeckListing } from './deck-listing.ts';
import { planDepartmentOffers } from './department-offers.ts';
import { describeActivity, describeExcursion, describeRestaurant, describeSpa } from './describe.ts';
import { pendingProposal } from './dialogue.ts';
import {
  answerField,
  type Field,
  fieldAsked,
  type Referent,
  recordOf,
  sentenceWithField,
} from './field-answer.ts';
import { type Focus, resolveFocus } from './focus.ts';
import { asksIncluded, INCLUDED_QUERY, includedSentence } from './included-fare.ts';
import { asksAbout, classifyIntent, type Intent } from './intents.ts';
import { asksFitForChildrenSpokenOf } from './kid-fit.ts';
import { normalize } from './language.ts';
import { asksRoute } from './lexicon.ts';
import { isOrdering, isRoomService } from './lexicon-requests.ts';
import { rankEntities } from './match.ts';
import { answerAboutLastOrder, answerDeliveryAfterMenu } from './order-followup.ts';
import { partyInQuestion, partyTotal } from './party-price.ts';
import { planPlaceQuestion } from './place-question.ts';
import { afterAction, planPending } from './plan-actions.ts';
import {
  answerActivities,
  answerExcursions,
  answerItinerary,
  answerLookup,
  answerPromotions,
  answerRestaurants,
  answerSpa,
  answerVenue,
} from './plan-answer.ts';
import { planExcursionBooking, planServiceBooking } from './plan-booking.ts';
import { planCancel } from './plan-cancel.ts';
import { lookups } from './plan-lookups.ts';
import { planMenuQuestion } from './plan-menu.ts';
import { planOpening } from './plan-open.ts';
import { planParts, questionParts } from './plan-parts.ts';
import {
  planBestTopic,
  planBySearch,
  planKnowledgeFirst,
  planQuestionAboutAction,
  QUESTION_INTENTS,
  searchQuery,
  searchQueryOf,
} from './plan-search.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { planUnheldDetail, withUnheldAttribute } from './plan-unheld.ts';
import { planPolicyQuestion } from './policy-question.ts';
import { planPortDay } from './port-day.ts';
import { asksPortCalls, countryAsked } from './ports-by-country.ts';
import { questionOfMessage } from './question-of-message.ts';
import { asksGettingOff, isEndOfCruiseQuestion, isItineraryReasoning, superlativeIn } from './reason.ts';
import { asksOwnField, ordinalIn, refersBack, type Shown, withReferent } from './referents.ts';
import { planSuggestion } from './suggest.ts';
import { unheldRestaurantPrice } from './unheld-price.ts';

export type { Plan } from './plan-types.ts';

/** A generic 'book' request: whichever restaurant, treatment, activity or excursion the guest named. */
function planAnyBooking(step: Step, results: Partial<ToolResults>): Plan {
  const text = step.focus.text;
  const options = [
    {
      kind: 'restaurant' as const,
      ranked: rankEntities(text, results.restaurants?.restaurants ?? [], describeRestaurant),
    },
    { kind: 'spa' as const, ranked: rankEntities(text, results.spaServices?.services ?? [], describeSpa) },
    {
      kind: 'activity' as const,
      ranked: rankEntities(text, results.activities?.activities ?? [], describeActivity),
    },
    {
      kind: 'excursion' as const,
      ranked: rankEntities(text, results.shoreExcursions?.excursions ?? [], describeExcursion),
    },
  ].sort((a, b) => (b.ranked[0]?.score ?? 0) - (a.ranked[0]?.score ?? 0));
  const best = options[0];
  if (!best || (best.ranked[0]?.score ?? 0) < 40) return answer(askWhatToBook(step.voice));
  if (best.kind === 'restaurant')
    return planServiceBooking(step, 'restaurant', results.restaurants?.restaurants ?? [], describeRestaurant);
  if (best.kind === 'spa')
    return planServiceBooking(step, 'spa', results.spaServices?.services ?? [], describeSpa);
  if (best.kind === 'activity')
    return planServiceBooking(step, 'activity', results.activities?.activities ?? [], describeActivity);
  return planExcursionBooking(step, results.shoreExcursions?.excursions ?? []);
}

/** Answers (or asks, or books) from the lookups' results. */
function afterLookups(step: Step, results: Partial<ToolResults>): Plan {
  const { voice } = step;
  switch (step.focus.intent) {
    case 'book_table':
      return planServiceBooking(
        step,
        'restaurant',
        results.restaurants?.restaurants ?? [],
        describeRestaurant,
      );
    case 'book_spa':
      return planServiceBooking(step, 'spa', results.spaServices?.services ?? [], describeSpa);
    case 'book_activity':
      return planServiceBooking(step, 'activity', results.activities?.activities ?? [], describeActivity);
    case 'book_excursion':
      return planExcursionBooking(step, results.shoreExcursions?.excursions ?? []);
    case 'book':
      return planAnyBooking(step, results);
    case 'cancel_booking':
      return results.listMyBookings
        ? planCancel(step, results.listMyBookings)
        : answer(composeUnknown(voice));
    case 'my_bookings':
      return answer(
        results.listMyBookings
          ? composeMyBookings(voice, results.listMyBookings, step.focus.details.bookingId)
          : composeUnknown(voice),
      );
    case 'restaurants':
      return answer(
        results.restaurants ? answerRestaurants(step, results.restaurants) : composeUnknown(voice),
      );
    case 'spa':
      return answer(results.spaServices ? answerSpa(step, results.spaServices) : composeUnknown(voice));
    case 'activities':
      return answer(
        results.activities
          ? answerActivities(step, results.activities)
          : composeActivityList(voice, { date: step.date, activities: [] }),
      );
    case 'excursions':
      return answer(
        results.shoreExcursions ? answerExcursions(step, results.shoreExcursions) : composeUnknown(voice),
      );
    case 'itinerary':
      return answer(results.itinerary ? answerItinerary(step, results.itinerary) : composeUnknown(voice));
    case 'promotions':
      return answer(results.promotions ? answerPromotions(step, results.promotions) : composeUnknown(voice));
    case 'venue':
      return answer(answerVenue(step, results));
    default:
      return answer(answerLookup(step, results));
  }
}

/**
 * The offline model's whole decision for one step, from the prompt alone: first the lookups the
 * guest's request needs, then (with their results) an answer, a question for what is missing,
 * or the booking call, and finally the confirmation of what the action did.
 */
export function planStep(whole: Conversation): Plan {
  // '…it's our anniversary, but first — where is the spa?': the question, not the story (question-of-message.ts).
  const conversation = withQuestionOnly(whole);
  // 'What time is dinner and do I need to book?': each question answered (plan-parts.ts).
  const parts = questionParts(conversation);
  const byParts = parts ? planParts(conversation, parts, planOne) : undefined;
  return byParts ?? planOne(conversation);
}

/** The conversation with the guest's latest message cut to its questions, unless a proposal awaits an answer. */
function withQuestionOnly(conversation: Conversation): Conversation {
  const latest = conversation.turns.at(-1);
  if (latest?.role !== 'user' || pendingProposal(conversation)) return conversation;
  const asked = questionOfMessage(latest.text);
  if (asked === latest.text) return conversation;
  return { ...conversation, turns: [...conversation.turns.slice(0, -1), { ...latest, text: asked }] };
}

/** The plan for a message that asks one thing. */
function planOne(conversation: Conversation): Plan {
  const plan = decideStep(conversation);
  return plan.kind === 'text' && conversation.results.search
    ? { kind: 'text', text: markNames(plan.text, namesIn(conversation.results)) }
    : plan;
}

/** The names of the places, services, ports, excursions and offers this turn's tools returned. */
function namesIn(results: Partial<ToolResults>): string[] {
  const named = (
    items: { name?: string; title?: string; nameAr?: string | null; titleAr?: string | null }[] = [],
  ) => items.flatMap((item) => [item.name ?? item.title ?? '', item.nameAr ?? item.titleAr ?? '']);
  return [
    ...named(results.restaurants?.restaurants),
    ...named(results.spaServices?.services),
    ...named(results.activities?.activities),
    ...named(results.shoreExcursions?.excursions),
    ...named(results.venues?.venues),
    ...named(results.promotions?.promotions),
    ...(results.itinerary?.ports ?? []).flatMap((port) => [port.portName, port.portNameAr ?? '']),
    ...named(
      (results.search?.hits ?? []).filter((hit) => hit.kind !== 'knowledge' && hit.kind !== 'correction'),
    ),
  ];
}

/**
 * The message leans on the conversation or asks for reasoning: 'that one', 'the second', 'and for
 * two?', 'which is the cheapest?', or an itinerary question (all-aboard, sea days, next port).
 */
function leansOnDialogue(step: Step): boolean {
  const { focus, conversation } = step;
  const t = normalize(focus.latest);
  // Only a conversation with an earlier question has something to lean on ('this ship' is not 'this one').
  const users = conversation.turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const hasEarlier = users.length > 1;
  return (
    (focus.intent === 'itinerary' && isItineraryReasoning(t)) ||
    superlativeIn(t) !== undefined ||
    (hasEarlier &&
      (focus.text !== focus.latest ||
        // 'Is there a tour in Sharm that would suit them?': the children the guest spoke of.
        asksFitForChildrenSpokenOf(t, users.slice(0, -1)) ||
        leansBack(focus.latest) ||
        refersBack(t) ||
        ordinalIn(t) !== undefined ||
        asksOwnField(t)))
  );
}

/** 'what time does the 2nd one depart?' after a list: a thing shown is meant, not the ship's own schedule. */
function picksFromShown({ conversation, focus }: Step): boolean {
  const hasEarlier = conversation.turns.some((turn) => turn.role === 'assistant');
  return hasEarlier && ordinalIn(normalize(focus.latest)) !== undefined;
}

/** A question that may ask a rule: not an action, and not an order of something to the cabin. */
function asksRule(focus: Focus): boolean {
  if (focus.intent === 'room_service') return !isRoomService(normalize(focus.latest));
  return QUESTION_INTENTS.has(focus.intent);
}

/** Actions a guest may ask about rather than ask for. */
const ASKABLE_ACTIONS: ReadonlySet<Intent | null> = new Set([
  'cancel_booking',
  'room_service',
  'book_table',
  'book_spa',
  'book_activity',
  'book_excursion',
  'book',
  'my_bookings',
]);

/** Requests that are never a question about what is open: the guest's own bookings, staff. */
const NOT_ABOUT_PLACES: ReadonlySet<Intent | null> = new Set([
  'cancel_booking',
  'my_bookings',
  'hand_off',
  'human',
]);

/**
 * A message no topic word was read from ('cheepest excurshun') is read again as the ship's search
 * mended its spelling ('cheepest excursion'): the topic and the comparison it asks for.
 */
function withMendedSpelling(focus: Focus, conversation: Conversation): Focus {
  const { search } = conversation.results;
  const mended = search?.normalised;
  if (focus.intent !== null || !mended || focus.text !== focus.latest) return focus;
  // A search for more than the guest's words (the place a follow-up is about) mends none of them.
  if (search.query !== searchQueryOf(focus.latest, conversation)) return focus;
  if (normalize(mended) === normalize(focus.latest)) return focus;
  const intent = classifyIntent(mended);
  if (intent === null || !QUESTION_INTENTS.has(intent)) return focus;
  return { ...focus, intent, latest: mended, text: mended };
}

function decideStep(conversation: Conversation): Plan {
  const focus = withMendedSpelling(resolveFocus(conversation), conversation);
  const step: Step = {
    conversation,
    focus,
    voice: {
      lang: focus.lang,
      today: conversation.today,
      guestName: conversation.guestName,
      brand: conversation.brand,
    },
    date: focus.details.date ?? conversation.today,
  };
  return withUnheldAttribute(step, decideFor(step));
}

function decideFor(step: Step): Plan {
  const { conversation, focus } = step;
  const results = conversation.results;
  const action = afterAction(step, results) ?? planPending(step);
  if (action) return action;
  const shown = conversation.turns.at(-2);
  const aboutOrder =
    shown?.role === 'assistant' ? answerAboutLastOrder(step.voice, focus.latest, shown.text) : undefined;
  if (aboutOrder) return answer(aboutOrder);
  const delivery =
    shown?.role === 'assistant' ? answerDeliveryAfterMenu(step.voice, focus.latest, shown.text) : undefined;
  if (delivery) return answer(delivery);
  // 'What film are they showing tonight?': a day's detail no record holds is said to be unknown first.
  const unheld = planUnheldDetail(step, results);
  if (unheld) return unheld;
  // 'Which is cheaper, the hammam or the Soma Bay spa day?', 'شو الفرق بين البترا ووادي رم؟': the things named, compared.
  const pair = planPairComparison(step);
  if (pair) return pair;
  // 'My cousin lives in Aqaba, can he come aboard?', 'بنتي عمرها ١٤ تقدر تدخل السبا؟': a rule of the
  // ship answers, before the port call, place, list or menu item that shares a word with it.
  if (asksRule(focus)) {
    const rule = planPolicyQuestion(step, results, searchQuery(step));
    if (rule) return rule;
  }
  // 'It's our anniversary, what do you suggest?', 'وش تقترح لعشا مميز؟': a short list from the data,
  // never a booking. An Arabic request often reads as a booking intent ('نتعشى'), so it is not gated.
  const suggestion =
    (QUESTION_INTENTS.has(focus.intent) || focus.lang === 'ar') && focus.text === focus.latest
      ? planSuggestion(step, results)
      : undefined;
  if (suggestion) return suggestion;
  // 'How much is a club sandwich?': the room-service menu answers; it never starts an order.
  const menu = planMenuQuestion(step, results);
  if (menu) return menu;
  // 'What's on deck 5?', 'ايش فيه في الدور ١٨': the deck's venues, listed from the deck maps.
  const deckListing = planDeckListing(step);
  if (deckListing) return deckListing;
  // 'where are we tomorrow?', 'how long r we in aqaba', 'which day do we get to sharm': the port days.
  const portDay = planPortDay(step);
  if (portDay) return portDay;
  // 'any spa deals?', 'ما العروض المتاحة في السبا؟': the live offers of the department named.
  const offers = planDepartmentOffers(step);
  if (offers) return offers;
  if (conversation.failed.length > 0 && Object.keys(results).length === 0)
    return answer(composeUnknown(step.voice));
  // 'Where can I get a coffee late at night?', 'is the gym open at 6?', 'nearest bar to my cabin':
  // what is open when, and nearest, over every place with hours.
  // An order is room service's only when the guest says so ('a juice at 10pm?' asks where and when).
  // A question about ordering to the cabin ('if I order food to my room after midnight, is it
  // extra?') is about the service, not about which places are open then ('the nearest bar to my
  // cabin' still is).
  const ordersIn =
    isRoomService(normalize(focus.latest)) &&
    (focus.intent === 'room_service' || isOrdering(normalize(focus.latest)));
  if (!NOT_ABOUT_PLACES.has(focus.intent) && !ordersIn) {
    const opening = planOpening(step, results);
    if (opening) return opening;
  }
  // Questions go to the ship's one search first; its top hits answer, or hand back to the topic's list.
  // Follow-ups about what was just shown, comparisons and itinerary reasoning stay with the dialogue.
  const t = normalize(focus.latest);
  if (
    focus.intent === 'itinerary' &&
    !isItineraryReasoning(t) &&
    superlativeIn(t) === undefined &&
    focus.text === focus.latest &&
    !picksFromShown(step)
  ) {
    // 'Which of our stops are in Egypt?': the ports' own countries answer, before any topic.
    if (asksPortCalls(t)) {
      if (!results.itinerary && !conversation.failed.includes('itinerary'))
        return call({ toolName: 'itinerary', input: {} });
      if (results.itinerary && countryAsked(t, results.itinerary.ports))
        return answer(answerItinerary(step, results.itinerary));
    }
    // 'Can I take photos in the port?' is a policy, not a port call: a knowledge topic answers first.
    const known = planKnowledgeFirst(step, results);
    if (known) return known;
  }
  // 'What time are we back in Jeddah and when can we get off?': the disembarkation topic says both.
  if (
    focus.intent === 'itinerary' &&
    isEndOfCruiseQuestion(t) &&
    asksGettingOff(t) &&
    focus.text === focus.latest
  ) {
    const topic = planBestTopic(step, results, 'disembarkation');
    if (topic) return topic;
  }
  // 'Is room service on all night, and how long does it take?': a question that names the service
  // is answered by the ship's topic about it, not by the places that list it among their amenities.
  if (focus.intent === null && isRoomService(t) && asksAbout(focus.latest)) {
    const own = planQuestionAboutAction({ ...step, focus: { ...focus, intent: 'room_service' } }, results);
    if (own) return own;
  }
  // 'What are the stops on this cruise?', 'وين بنوقف؟': the route itself, before any rule that says 'port'.
  if (asksRoute(t) && focus.text === focus.latest) {
    if (!results.itinerary) return call({ toolName: 'itinerary', input: {} });
    return answer(answerItinerary({ ...step, focus: { ...focus, intent: 'itinerary' } }, results.itinerary));
  }
  if (QUESTION_INTENTS.has(focus.intent) && !leansOnDialogue(step)) {
    const searched = planBySearch(step, results);
    if (searched) return searched;
  } else if (ASKABLE_ACTIONS.has(focus.intent) && focus.text === focus.latest && asksAbout(focus.latest)) {
    // 'Do I have to reserve the buffet?' is a question, not a booking.
    const hasDetails = focus.details.time !== undefined || focus.details.partySize !== undefined;
    const searched = hasDetails ? undefined : planQuestionAboutAction(step, results);
    if (searched) return searched;
  }
  const { search: _, ...lists } = results;
  if (Object.keys(lists).length === 0) return lookups(step);
  const earlier = conversation.turns
    .slice(0, -1)
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.text)
    .reverse();
  const resolved = withReferent(focus, earlier, results);
  // 'is it included in our fare?' after a restaurant: the dining topic's sentence that names it.
  const included =
    (resolved.referent?.kind === 'restaurant' || resolved.referent?.kind === 'venue') && asksIncluded(t)
      ? resolved.referent
      : undefined;
  if (included) {
    const sentence =
      results.searchKnowledge &&
      includedSentence(step.voice, recordNames(included, results), results.searchKnowledge);
    if (sentence) return answer(sentence);
    // Another question's knowledge search may not hold the dining topic: it is asked once, for it.
    const asked = (conversation.calls ?? []).some(
      (made) =>
        made.toolName === 'searchKnowledge' &&
        (made.input as { query?: string } | undefined)?.query === INCLUDED_QUERY,
    );
    if (!asked && !conversation.failed.includes('searchKnowledge'))
      return call({ toolName: 'searchKnowledge', input: { query: INCLUDED_QUERY } });
  }
  // 'and what time does it close?': that field of the thing just shown, in one sentence.
  const field = resolved.referent ? fieldAsked(t) : undefined;
  const record = resolved.referent && recordOf(results, resolved.referent.kind, resolved.referent.name);
  const one = field && record ? answerField(step.voice, field, record) : undefined;
  if (one) return answer(withPartyTotal(step, field, record, one));
  // 'how much is the knafeh there?' after a restaurant: no record holds its dishes' prices.
  if (field === 'price' && record?.kind === 'restaurant')
    return answer(unheldRestaurantPrice(step.voice, record.item));
  // 'is there an age limit?' after the spa's treatments: the Marsa Spa's record has no age; the
  // ship's search asked about the Marsa Spa answers (place-question.ts).
  if (field && resolved.referent?.kind === 'venue') {
    const aboutPlace = planPlaceQuestion(step, resolved.referent.name, results);
    if (aboutPlace) return aboutPlace;
  }
  // 'and the juice bar?' after 'how late is the Nakheel Lounge open?': that field of the one named now.
  const carried = answerCarriedField(step, results);
  if (carried) return answer(carried);
  // 'Is that one cheaper before 11?': the live offers that name it.
  if (resolved.referent && asksDeal(t)) {
    if (!results.promotions) return call({ toolName: 'promotions', input: {} });
    return answer(
      answerDeal(step.voice, recordNames(resolved.referent, results), results.promotions.promotions),
    );
  }
  // 'What time is it open?' after a knowledge answer (no record named): the sentence of it that says.
  // (Not 'and the expensive one, how much?': that compares the list shown, resolved.shown.)
  if (!resolved.referent && !resolved.shown && refersBack(t) && earlier[0]) {
    const asked = fieldAsked(t);
    const sentence = asked ? sentenceWithField(earlier[0], asked) : undefined;
    if (sentence) return answer(sentence);
  }
  const planned = afterLookups({ ...step, focus: resolved }, results);
  return resolved.text === focus.text ? planned : withTopicForFollowUp(step, resolved.text, planned);
}

/** A referent's English and Arabic names, from its record when this turn looked it up. */
function recordNames(referent: { kind: Shown['kind']; name: string }, results: Partial<ToolResults>) {
  const record = recordOf(results, referent.kind, referent.name);
  const item = record?.item as
    | { nameAr?: string | null; titleAr?: string | null; portNameAr?: string | null }
    | undefined;
  return { name: referent.name, nameAr: item?.nameAr ?? item?.titleAr ?? item?.portNameAr ?? null };
}

/**
 * 'Are there lifeguards there?' after the Water Park: when the thing's own record does not hold
 * what is asked, the ship's answer that names the thing and holds it answers instead.
 */
function withTopicForFollowUp(step: Step, referredText: string, planned: Plan): Plan {
  const topic = step.conversation.results.searchKnowledge?.topics[0];
  if (planned.kind !== 'text' || !topic) return planned;
  const thing = referredText.slice(referredText.lastIndexOf('\n') + 1);
  return topicAnswersFollowUp(step.focus.latest, thing, planned.text, topic.answer)
    ? answer(composeKnowledge(step.voice, { topics: [topic], corrections: [] }))
    : planned;
}

/** 'And for two people how much would that be?': the price of one, then the party's total. */
function withPartyTotal(
  step: Step,
  field: Field | undefined,
  record: Referent | undefined,
  one: string,
): string {
  if (field !== 'price' || !record) return one;
  const item = record.item as SoldRecord & { priceUSD?: number | null };
  if (typeof item.priceUSD !== 'number') return one;
  const unit = record.kind === 'excursion' ? 'participant' : 'guest';
  // 'وللتنين؟', 'what if we're four?': the party the question itself gives.
  const party = step.focus.details.partySize ?? partyInQuestion(normalize(step.focus.latest));
  const total = partyTotal(step.voice, item.priceUSD, party, unit, item);
  return total ? `${one} ${total}` : one;
}
