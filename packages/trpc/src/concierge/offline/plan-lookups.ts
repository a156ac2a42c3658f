import { readOrder } from '../../domains/departments/room-service/order-items.ts';
import { conceptsOf, foldText, wordsOf } from '../../domains/search/lexicon.ts';
import { composeAcknowledged, composeGreeting, composeHuman, composeThanks } from './compose-general.ts';
import { askFromMenu } from './compose-room-service.ts';
import { fieldAsked } from './field-answer.ts';
import { normalize } from './language.ts';
import { isActivity, isRestaurant, isSpa } from './lexicon.ts';
import { isConfirm } from './lexicon-dialogue.ts';
import { isHandOffRequest } from './lexicon-handoff.ts';
import { isThanks } from './lexicon-requests.ts';
import { withDishShown } from './order-followup.ts';
import { answer, call, type Plan, type PlannedCall, type Step } from './plan-types.ts';
import { ordinalIn, refersBack } from './referents.ts';

/** The lookups each topic needs before the model can answer. */
export function lookups(step: Step): Plan {
  const { focus, date } = step;
  const restaurants: PlannedCall = { toolName: 'restaurants', input: { date } };
  const spa: PlannedCall = { toolName: 'spaServices', input: { date } };
  const activities: PlannedCall = { toolName: 'activities', input: { date } };
  const excursions: PlannedCall = { toolName: 'shoreExcursions', input: {} };
  // 'and when does the gym open?' after a deck's venues: the places just shown are looked up too.
  const shownPlaces: PlannedCall[] =
    refersBack(normalize(focus.latest)) && step.conversation.turns.some((turn) => turn.role === 'assistant')
      ? [{ toolName: 'venues', input: {} }]
      : [];
  const picksByOrder =
    ordinalIn(normalize(focus.latest)) !== undefined &&
    step.conversation.turns.some((turn) => turn.role === 'assistant');
  switch (focus.intent) {
    case 'greeting':
      return answer(composeGreeting(step.voice));
    case 'thanks':
      return answer(
        isThanks(normalize(focus.latest)) ? composeThanks(step.voice) : composeAcknowledged(step.voice),
      );
    case 'hand_off':
      return call({ toolName: 'requestStaff', input: {} });
    case 'human':
      return isHandOffRequest(focus.latest)
        ? call({ toolName: 'requestStaff', input: {} })
        : answer(composeHuman(step.voice));
    case 'restaurants':
    case 'book_table':
      return call(restaurants, ...shownPlaces);
    case 'spa':
    case 'book_spa':
      return call(spa, ...shownPlaces);
    case 'activities':
    case 'book_activity':
      return call(activities, ...shownPlaces);
    case 'excursions':
    case 'book_excursion':
      return call(excursions);
    case 'book':
      return call(restaurants, spa, activities, excursions);
    case 'itinerary':
      // 'what time does the 2nd one depart?' after a list: the lists, so the one picked is found.
      return call(
        { toolName: 'itinerary', input: {} },
        ...(picksByOrder ? [restaurants, spa, activities, excursions] : []),
      );
    case 'promotions':
      return call({ toolName: 'promotions', input: {} });
    case 'venue': {
      // 'Where can I have dinner?' names no venue: the topic's own list answers it.
      const t = normalize(focus.latest);
      // 'Where is it held?' leans on what was just shown: every list, so the referent can be found.
      const leansBack = refersBack(t);
      const topics = [
        (isRestaurant(t) || leansBack) && restaurants,
        (isSpa(t) || leansBack) && spa,
        (isActivity(t) || leansBack) && activities,
        leansBack && excursions,
      ].filter((planned): planned is PlannedCall => planned !== false);
      return call({ toolName: 'venues', input: {} }, ...topics);
    }
    case 'room_service': {
      // Every dish the guest named, with its quantity. An item of its own the menu lacks ('and a
      // hawawshi') goes to the tool, which proposes the rest and names it back; a word said against a
      // dish ('apple juice', 'birthday cake') may make it another dish: nothing is proposed then.
      // 'send one up' after the price of one dish (a message or two ago): that dish.
      const said =
        step.conversation.turns
          .slice(0, -1)
          .filter((turn) => turn.role === 'assistant')
          .slice(-2)
          .reverse()
          .map((turn) => withDishShown(focus.latest, turn.text))
          .find((text) => text !== focus.latest) ?? focus.latest;
      const { lines, unknown, qualifiers } = readOrder(said);
      // A yes ('yes', 'نعم أكد الطلب') with nothing proposed confirms nothing and names no dish.
      if (lines.length === 0 && isConfirm(normalize(focus.latest))) return answer(askFromMenu(step.voice));
      if (qualifiers.length || lines.length === 0) return answer(askFromMenu(step.voice, unknown));
      const items = [
        ...lines.map((line) => ({ name: line.item.name, quantity: line.quantity })),
        ...unknown.map((name) => ({ name, quantity: 1 })),
      ];
      return call({
        toolName: 'orderRoomService',
        input: { items, notes: focus.details.specialRequests ?? '' },
      });
    }
    case 'my_bookings':
    case 'cancel_booking':
      return call({ toolName: 'listMyBookings', input: {} });
    case null:
      return call(
        { toolName: 'searchKnowledge', input: { query: knowledgeQuery(step) } },
        { toolName: 'promotions', input: {} },
        restaurants,
        spa,
        activities,
        excursions,
        { toolName: 'itinerary', input: {} },
        { toolName: 'venues', input: {} },
      );
  }
}

/**
 * What a follow-up asks the ship's knowledge: 'what time is it open?' after 'is there a laundry?'
 * leans on the question before, which names what 'it' is (a knowledge topic has no name to match).
 */
/** The message names an idea of its own ('lifeguards'), not only words that point back. */
const asksThingOfItsOwn = (text: string) => conceptsOf(wordsOf(foldText(text))).some((idea) => !idea.weak);

function knowledgeQuery(step: Step): string {
  const latest = step.focus.latest;
  if (!refersBack(normalize(latest))) return latest;
  // 'are there lifeguards there?' asks something no record field holds: its own words find the topic
  // (the previous question, 'what time does it shut?', would only blur them).
  if (fieldAsked(normalize(latest)) === undefined && asksThingOfItsOwn(latest)) return latest;
  const users = step.conversation.turns.filter((turn) => turn.role === 'user');
  const previous = users.at(-2)?.text;
  return previous ? `${previous}\n${latest}` : latest;
}
