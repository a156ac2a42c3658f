import type { Language } from '@marsa/db/constants';
import { readOrder } from '../../domains/departments/room-service/order-items.ts';
import type { Conversation } from './conversation.ts';
import { offeredTimes, pickOfferedTime } from './dialogue.ts';
import { type Details, extractDetails, extractTime } from './extract.ts';
import { asksFor, BOOKING_OF, classifyIntent, type Intent, isBookingIntent } from './intents.ts';
import { languageOf, normalize } from './language.ts';
import { isConfirm, isDecline, isQuestionNotRequest, isRequestForm } from './lexicon-dialogue.ts';
import { offersStaff } from './lexicon-handoff.ts';
import { isAcknowledgement, isYes } from './lexicon-requests.ts';
import { ordersDishShown } from './order-followup.ts';
import { asksPartyPrice } from './party-price.ts';
import { asksParty, asksPartyOnly, bareCountReply } from './party-reply.ts';
import { picksWithDetails, showsList } from './picks.ts';
import {
  isAllAboardQuestion,
  isEndOfCruiseQuestion,
  isNextPortQuestion,
  isOvernightQuestion,
  isSeaDayQuestion,
} from './reason.ts';
import { type EntityKind, ordinalIn, refersBack } from './referents.ts';
import { timeReplyIn } from './time-reply.ts';

/** What this turn is about, after following the dialogue back through answered questions. */
export type Focus = {
  intent: Intent | null;
  /** The guest's words that describe the request (several messages for a follow-up). */
  text: string;
  latest: string;
  details: Details;
  lang: Language;
  /** The names of the list just shown, when the guest asks which of them is best ('which one takes the longest?'). */
  shown?: string[];
  /** The one thing just shown that 'it', 'that one', 'the second' points at (referents.ts). */
  referent?: { kind: EntityKind; name: string };
};

const LOOK_BACK = 4;
const FOLLOWS_UP: ReadonlySet<Intent> = new Set([
  'book_table',
  'book_spa',
  'book_activity',
  'book_excursion',
  'book',
  'room_service',
  'cancel_booking',
  'restaurants',
  'spa',
  'activities',
  'excursions',
  'my_bookings',
]);

/** The assistant asked something: its message ends with a question, or a line of it asks one ('Which booking…? Tell me its number.'). */
const endsWithQuestion = (text: string) =>
  /[?؟]\s*$/.test(text.trim()) || text.split('\n').some((line) => /[?؟]/.test(line));

function mergeDetails(list: Details[]): Details {
  const merged: Details = { items: [] };
  for (const next of list) {
    const items = next.items.length ? next.items : merged.items;
    Object.assign(merged, next, { items });
  }
  return merged;
}

/** An information intent becomes its booking when the guest gives booking details or says yes. */
function upgrade(intent: Intent | null, text: string, details: Details, isFollowUp: boolean): Intent | null {
  const booking = intent ? BOOKING_OF[intent] : undefined;
  if (!booking) return intent;
  const hasBookingDetails = details.time !== undefined || details.partySize !== undefined;
  if (hasBookingDetails && (asksFor(text) || isFollowUp || picksWithDetails(normalize(text), details)))
    return booking;
  if (isFollowUp && isYes(normalize(text))) return booking;
  return intent;
}

/**
 * Resolves the turn's intent and details. A message without a topic of its own ("4 people at
 * 8pm", "La Tavola") that answers the assistant's question continues the request that question
 * was about; its details are merged over the earlier ones.
 */
export function resolveFocus(conversation: Conversation): Focus {
  return withDialogue(resolveWords(conversation), conversation);
}

/** What only a booking request (not a question about it) becomes. */
const QUESTION_OF: Partial<Record<Intent, Intent | null>> = {
  book_table: 'restaurants',
  book_spa: 'spa',
  book_activity: 'activities',
  book_excursion: 'excursions',
  book: null,
  room_service: null,
  cancel_booking: null,
};

/**
 * The dialogue's share of the focus: a question never becomes an action ('what number do I dial
 * for room service?'); '#4' after a list of bookings means that booking; '10 is fine' after offered
 * times picks the offered 10:00 and continues the booking it was offered for.
 */
function withDialogue(focus: Focus, conversation: Conversation): Focus {
  const previous = conversation.turns.at(-2);
  const shown = previous?.role === 'assistant' ? previous.text : '';
  const t = normalize(focus.latest);
  let { intent } = focus;
  const details = { ...focus.details };
  if (intent !== null && intent in QUESTION_OF && isQuestionNotRequest(t) && !picksWithDetails(t, details))
    intent = QUESTION_OF[intent] ?? null;
  // 'and for two? or is that per person?' after a price asks what it comes to, never books (party-price.ts).
  if (intent !== null && intent in QUESTION_OF && asksPartyPrice(t, shown))
    intent = QUESTION_OF[intent] ?? null;
  // '#4 please' after a list of bookings: that booking (never a deck or a venue numbered 4).
  if (intent === null && details.bookingId !== undefined && /(^|\n)• #\d+ /.test(shown))
    intent = 'my_bookings';
  // 'what time is the second one?' after a list of bookings: the second booking listed.
  const listed = [...shown.matchAll(/(?:^|\n)• #(\d+) /g)].map((match) => Number(match[1]));
  const ordinal = ordinalIn(t);
  if (listed.length > 0 && details.bookingId === undefined && (intent === null || intent === 'restaurants')) {
    const picked =
      ordinal === 'last'
        ? listed.at(-1)
        : ordinal !== undefined
          ? listed[ordinal - 1]
          : listed.length === 1 && refersBack(t)
            ? listed[0]
            : undefined;
    if (picked !== undefined) {
      intent = 'my_bookings';
      details.bookingId = picked;
    }
  }
  // '2 coffees' (or anything) answering the room-service question continues the order.
  const previousAsk = conversation.turns.filter((turn) => turn.role === 'user').at(-2)?.text;
  if (
    (intent === null || BOOKING_OF[intent] !== undefined) &&
    previousAsk !== undefined &&
    classifyIntent(previousAsk) === 'room_service' &&
    /[?؟]/.test(shown) &&
    !isConfirm(t) &&
    !isDecline(t) &&
    !isQuestionNotRequest(t)
  )
    intent = 'room_service';
  if (
    intent === null &&
    (isAllAboardQuestion(t) ||
      isSeaDayQuestion(t) ||
      isOvernightQuestion(t) ||
      isNextPortQuestion(t) ||
      isEndOfCruiseQuestion(t))
  )
    intent = 'itinerary';
  // 'great, order it', 'I'll take one', 'اطلبها' after a message about one dish: that dish, ordered.
  if ((intent === null || intent === 'restaurants') && ordersDishShown(focus.latest, shown))
    intent = 'room_service';
  // '2 cappuccinos please', 'أبغى عصير برتقال للغرفة': menu items asked for are a room-service order.
  if (
    (intent === null || intent === 'restaurants') &&
    (asksFor(focus.latest) || isRequestForm(t)) &&
    !isQuestionNotRequest(t) &&
    readOrder(t).lines.length > 0
  )
    intent = 'room_service';
  // 'ثلاثه' to 'How many guests?': the party of the request it continues.
  if (details.partySize === undefined && asksParty(shown) && offeredTimes(shown).length === 0) {
    const count = intent !== null && isBookingIntent(intent) ? bareCountReply(focus.latest) : undefined;
    if (count !== undefined) details.partySize = count;
  }
  const offered = offeredTimes(timesOffer(conversation) ?? shown);
  const answersParty = asksPartyOnly(shown) && bareCountReply(focus.latest) !== undefined;
  const picked = extractTime(t) || answersParty ? undefined : pickOfferedTime(focus.latest, offered);
  if (picked && intent !== null && (isBookingIntent(intent) || BOOKING_OF[intent])) {
    details.time = picked;
    details.isTimeAmbiguous = false;
    intent = BOOKING_OF[intent] ?? intent;
  }
  return { ...focus, intent, details };
}

/**
 * The latest assistant message (of the last two) that offered times and asked which: what a time
 * reply answers, even after one question in between ('what's on the deck 5 map?', then '7:30 is fine').
 */
function timesOffer(conversation: Conversation): string | undefined {
  const assistants = conversation.turns.slice(0, -1).filter((turn) => turn.role === 'assistant');
  return assistants
    .slice(-2)
    .reverse()
    .find((turn) => endsWithQuestion(turn.text) && offeredTimes(turn.text).length > 0)?.text;
}

/** A question that gives no booking detail and picks none of the times just offered. */
function asksSomethingElse(latest: string, shown: string): boolean {
  const t = normalize(latest);
  if (!isQuestionNotRequest(t)) return false;
  const details = extractDetails(latest, '2000-01-01');
  if (details.time || details.partySize || details.date) return false;
  return pickOfferedTime(latest, offeredTimes(shown)) === undefined;
}

function resolveWords(conversation: Conversation): Focus {
  const users = conversation.turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const latest = users.at(-1) ?? '';
  const lang = languageOf(
    latest,
    users.length > 1
      ? languageOf(users.slice(0, -1).join(' '), conversation.langHint)
      : conversation.langHint,
  );
  const latestDetails = extractDetails(latest, conversation.today);
  let intent = classifyIntent(latest);
  const lastAssistant = conversation.turns.at(-2);
  // 'Yes' to 'Would you like me to connect you with a member of our staff?'
  if (lastAssistant?.role === 'assistant' && offersStaff(lastAssistant.text) && isYes(normalize(latest)))
    return { intent: 'hand_off', text: latest, latest, details: latestDetails, lang };
  // '7:30 is fine' after a question in between still answers the times offered before it.
  const wasAsked =
    (lastAssistant?.role === 'assistant' && endsWithQuestion(lastAssistant.text)) ||
    (intent === null && timeReplyIn(latest) !== undefined && timesOffer(conversation) !== undefined);
  const canFollowUp = intent === null || intent === 'book' || (BOOKING_OF[intent] !== undefined && wasAsked);
  if (wasAsked && canFollowUp) {
    for (let index = users.length - 2; index >= Math.max(0, users.length - 1 - LOOK_BACK); index--) {
      const earlier = users[index] ?? '';
      const earlierIntent = classifyIntent(earlier);
      if (earlierIntent === null) continue;
      if (!FOLLOWS_UP.has(earlierIntent)) break;
      // 'What's on the deck 5 map?' while a booking waits for its time is a question of its own.
      if (
        intent === null &&
        (isBookingIntent(earlierIntent) || BOOKING_OF[earlierIntent] !== undefined) &&
        asksSomethingElse(latest, lastAssistant?.text ?? '')
      )
        break;
      // A question with a topic of its own only continues a request about that same topic.
      const sameTopic =
        earlierIntent === intent ||
        earlierIntent === 'book' ||
        earlierIntent === BOOKING_OF[intent ?? 'book'];
      if (intent !== null && intent !== 'book' && !sameTopic) break;
      const texts = users.slice(index);
      const details = mergeDetails(texts.map((text) => extractDetails(text, conversation.today)));
      // '2' to 'How many guests?' is the party (party-reply.ts).
      const party = asksPartyOnly(lastAssistant?.text ?? '') ? bareCountReply(latest) : undefined;
      if (latestDetails.partySize === undefined && party !== undefined) details.partySize = party;
      let merged: Intent | null = earlierIntent;
      if (intent !== null && intent !== 'book' && earlierIntent === 'book')
        merged = BOOKING_OF[intent] ?? intent;
      else if (intent !== null && intent !== 'book' && !isBookingIntent(earlierIntent)) merged = intent;
      const resolved = upgrade(merged, latest, details, true);
      // Only requests continue: an unrelated question after a list stands on its own.
      if (resolved !== null && BOOKING_OF[resolved] !== undefined && intent === null) break;
      return { intent: resolved, text: texts.join('\n'), latest, details, lang };
    }
  }
  // 'Yes, for 2 at 1pm' after the concierge offered to book whatever the guest asked about.
  const previous = users.at(-2);
  const offeredBooking = wasAsked && /\bbook|حجز|احجز|أحجز/i.test(lastAssistant?.text ?? '');
  const hasBookingDetails = latestDetails.time !== undefined || latestDetails.partySize !== undefined;
  if (intent === null && previous && offeredBooking && (hasBookingDetails || isYes(normalize(latest)))) {
    const texts = [previous, latest];
    const details = mergeDetails(texts.map((text) => extractDetails(text, conversation.today)));
    return { intent: 'book', text: texts.join('\n'), latest, details, lang };
  }
  intent = upgrade(intent, latest, latestDetails, false);
  // 'Khuzama please at 9pm' after a list: a pick from it, to book.
  if (
    intent === null &&
    lastAssistant?.role === 'assistant' &&
    showsList(lastAssistant.text) &&
    picksWithDetails(normalize(latest), latestDetails)
  )
    intent = 'book';
  // 'okay', 'yeah', 'طيب' answering nothing: acknowledged, never a request (and no hand-off offer).
  if (intent === null && isAcknowledgement(normalize(latest))) intent = 'thanks';
  return { intent, text: latest, latest, details: latestDetails, lang };
}
