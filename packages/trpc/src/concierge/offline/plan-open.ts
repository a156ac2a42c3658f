import { ROOM_SERVICE_MENU } from '../../domains/departments/room-service/menu.ts';
import type { ToolName, ToolResults } from '../tools/types.ts';
import { isBookingShorthand } from './booking-shorthand.ts';
import { composeNearest, composeOpenAt } from './compose-open.ts';
import { addDays } from './dates.ts';
import { isBookingIntent } from './intents.ts';
import { normalize } from './language.ts';
import { isBookVerb } from './lexicon-requests.ts';
import { dockedAt, LATE_NIGHT, minutesOf } from './open-hours.ts';
import { openingAsked } from './opening-question.ts';
import {
  namesWant,
  type Place,
  placesOfVenues,
  placesWanted,
  roomServicePlace,
  shutInPort,
  wantsPlaces,
} from './places.ts';
import { answer, call, type Plan, type PlannedCall, type Step } from './plan-types.ts';
import { isPoliteRequest } from './polite-request.ts';
import { superlativeIn } from './reason.ts';
import { ordinalIn, refersBack } from './referents.ts';
import { isDialectBookingRequest } from './request-ar.ts';
import { inVoice } from './say.ts';

type Results = Partial<ToolResults>;

/** What the ship's knowledge is asked for room service's hours (it is a place with hours too). */
export const ROOM_SERVICE_QUERY = 'room service hours';

/**
 * 'Can I get …', 'where can I …', 'is … open': the guest wants a place, not a fact about one ('فينا', one
 * of us, and Levantine 'فيني', can I, are not 'فين', where).
 */
const GETS =
  /(^|[^a-z])(open|opened|closed|close|get|grab|have|eat|drink|swim|buy|use|where|somewhere|anywhere|anything|any place|still)([^a-z]|$)|مفتوح|يفتح|تفتح|يسكر|يقفل|فاتح|مسكر|مقفل|شغال|فين(?![اي])|اقدر|نقدر|القي|الاقي|القى|وين|اين|مكان|اكل|اشرب|اسبح|اشتري/;

/** The (normalised) question wants a place: to get, use or find something there. */
export const getsPlace = (text: string) => GETS.test(text);

/**
 * A question about what is open (at a time, late at night, now) or nearest, over every place
 * with hours and what the guest wants there (issue 9, point 5): first the venues (a restaurant's
 * venue carries its hours), room service's topic and, for 'now', the itinerary (the ship's
 * clock); then the answer. Undefined for any other question, or one the places cannot answer.
 */
export function planOpening(step: Step, results: Results): Plan | undefined {
  const latest = step.focus.latest;
  const t = normalize(latest);
  const asked = openingAsked(t);
  if (!asked || isBookVerb(t) || isDialectBookingRequest(t) || superlativeIn(t)) return undefined;
  // 'could we get Khuzama tomorrow at 9, party of 4' books a table; it does not ask what is open.
  if (isBookingShorthand(t)) return undefined;
  // 'could I maybe get the hammam tomorrow at 11?': a request for a booking, not what is open then.
  if (isBookingIntent(step.focus.intent) && isPoliteRequest(t)) return undefined;
  // 'Is it open now?' after a place was shown is about that place (the dialogue's answer).
  const hasEarlier = step.conversation.turns.filter((turn) => turn.role === 'user').length > 1;
  if (hasEarlier && (refersBack(t) || ordinalIn(t) !== undefined) && !namesWant(t)) return undefined;
  if (asked.mode !== 'nearest' && !getsPlace(t)) return undefined;
  if (!wantsPlaces(t)) return undefined;
  const deck = asked.mode === 'nearest' ? (asked.deck ?? step.conversation.guestDeck) : undefined;
  if (asked.mode === 'nearest' && deck === undefined) return undefined;
  const wanted: (PlannedCall | false)[] = [
    !results.venues && { toolName: 'venues', input: {} },
    asked.mode !== 'nearest' &&
      !results.searchKnowledge && { toolName: 'searchKnowledge', input: { query: ROOM_SERVICE_QUERY } },
    // The ship's clock for 'now', and whether it is docked then (some places close in port).
    asked.mode !== 'nearest' && !results.itinerary && { toolName: 'itinerary', input: {} },
  ];
  const needed = wanted.filter(
    (planned): planned is PlannedCall =>
      planned !== false && !step.conversation.failed.includes(planned.toolName as ToolName),
  );
  if (needed.length) return call(...needed);
  if (!results.venues) return undefined;
  const places: Place[] = placesOfVenues(results.venues.venues);
  if (asked.mode !== 'nearest') {
    const topic = results.searchKnowledge?.topics
      .map((found) => roomServicePlace(found, ROOM_SERVICE_MENU))
      .find((place) => place !== undefined);
    if (topic) places.push(topic);
  }
  const fits = placesWanted(t, places);
  if (!fits) return undefined;
  if (asked.mode === 'nearest') {
    const text = deck === undefined ? undefined : composeNearest(step.voice, deck, fits);
    return text ? answer(text) : undefined;
  }
  const minute =
    asked.mode === 'now'
      ? results.itinerary?.shipTime !== undefined
        ? minutesOf(results.itinerary.shipTime)
        : undefined
      : asked.minute;
  if (minute === undefined) return undefined;
  // After midnight is the small hours of the next day.
  const day =
    asked.mode === 'now'
      ? (results.itinerary?.shipDate ?? step.date)
      : asked.mode === 'late' && minute < LATE_NIGHT / 2
        ? addDays(step.date, 1)
        : step.date;
  const docked = dockedAt(results.itinerary?.ports ?? [], day, minute);
  const then = docked ? fits.map((fit) => ({ ...fit, place: shutInPort(fit.place) })) : fits;
  const port = docked ? inVoice(step.voice, docked.portName, docked.portNameAr) : undefined;
  return answer(composeOpenAt(step.voice, asked, minute, then, port));
}
