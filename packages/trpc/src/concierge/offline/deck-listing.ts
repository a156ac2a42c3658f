import { isArabic } from '@marsa/i18n';
import {
  AR_CARDINALS,
  AR_SPOKEN_CARDINALS,
  EN_CARDINALS,
  type NumberWords,
  numberOf,
} from '../../language/numbers.ts';
import type { ActivitiesResult, RestaurantsResult, VenueInfo, VenuesResult } from '../tools/types.ts';
import { ACTIVITIES_ASKED, composeDeckActivities } from './deck-activities.ts';
import { normalize } from './language.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { bullet, clocksIn, inVoice, place, say, term, type Voice } from './say.ts';

/**
 * 'What's on deck 5?', 'deck 4 map', 'ايش فيه في الدور ١٨', 'شو في بالطابق التالت': what a deck
 * holds, listed from the deck venues (each with its hours), and only its restaurants when the guest
 * asks for those ('what restaurants are on deck 6', 'شو في مطاعم عالطابق ٦').
 */
export type DeckAsked = { deck: number; dining: boolean; activities: boolean };

/** Deck numbers run to 19, and guests also say them as ordinals ('the 7th floor', 'الطابق التالت'). */
const EN_NUMBERS: NumberWords = {
  ...EN_CARDINALS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** Arabic cardinals (MSA and spoken) and the masculine ordinals after the deck noun, normalised. */
const AR_NUMBERS: NumberWords = {
  ...AR_CARDINALS,
  ...AR_SPOKEN_CARDINALS,
  الاول: 1,
  الثاني: 2,
  التاني: 2,
  الثالث: 3,
  التالت: 3,
  الرابع: 4,
  الخامس: 5,
  السادس: 6,
  السابع: 7,
  الثامن: 8,
  التامن: 8,
  التاسع: 9,
  العاشر: 10,
};

const EN_DECK = /\b(?:deck|level|floor)\s*(?:no\.?\s*|number\s*|#\s*)?(\d{1,2}|[a-z]+)\b/;
const EN_DECK_BEFORE = /\b(\d{1,2}|[a-z]+?)(?:st|nd|rd|th)?\s+(?:deck|floor)\b/;
const AR_DECK = /(?:طابق|دور|سطح|ديك)\s*(?:رقم\s*)?(\d{1,2}|[\u0621-\u064a]+)/;

const readNumber = (word: string | undefined, table: NumberWords) =>
  word === undefined ? undefined : numberOf(word, table);

/** The deck number a message names ('deck 5', 'deck nineteen', 'the 7th floor', 'الطابق التالت', 'سطح ٧'). */
export function deckNamed(normalized: string): number | undefined {
  const en =
    readNumber(EN_DECK.exec(normalized)?.[1], EN_NUMBERS) ??
    readNumber(EN_DECK_BEFORE.exec(normalized)?.[1], EN_NUMBERS);
  if (en !== undefined) return en;
  return readNumber(AR_DECK.exec(normalized)?.[1], AR_NUMBERS);
}

/** What a place question asks instead of a listing: when, how much, where, whether a named thing is there. */
// 'nearest bar to my cabin? I'm on deck 9' measures from the guest's deck: not a listing of it.
const EN_NOT_LISTING =
  /\b(?:when|what time|how much|how many|how long|open|opens|close|closes|closing|where|which deck|what deck|cost|price|nearest|closest|near|my cabin|my room|i'?m on|i am on|we'?re on|we are on)\b/;
const AR_NOT_LISTING =
  /(?:^|\s)(?:متي|امتي|كم|بكم|وين|اين|فين|لين|لمتي|يفتح|يسكر|يغلق|بيفتح|بيسكر|سعر|اي|اقرب|الاقرب|قريب|غرفتي|مقصورتي|كابينتي|انا|احنا)(?=\s|$|[?؟])/;
const EN_LISTING =
  /\b(?:what(?:'?s| is| are)?|whats|wats|which|any|anything|something|are there|list|show|tell me|map|layout|plan)\b/;
const AR_LISTING = /(?:^|\s)(?:ايش|ايه|شو|وش|ويش|شنو|ماذا|ما|فيه|في ايه|خريطه|خارطه|مخطط)(?=\s|$|[?؟])/;
const DINING = /\b(?:restaurants?|dining|places? to eat|eat)\b|مطاعم|مطعم|اكل|الاكل/;

/** The message asks what a deck holds (and whether only its restaurants). */
export function deckListingAsked(text: string): DeckAsked | undefined {
  const t = normalize(text);
  const deck = deckNamed(t);
  if (deck === undefined || deck < 1 || deck > 30) return undefined;
  const arabic = isArabic(t);
  if (arabic ? AR_NOT_LISTING.test(t) : EN_NOT_LISTING.test(t)) return undefined;
  if (!(arabic ? AR_LISTING.test(t) || /خريط|خارط/.test(t) : EN_LISTING.test(t))) return undefined;
  return { deck, dining: DINING.test(t), activities: ACTIVITIES_ASKED.test(t) };
}

const CATEGORY_AR: Record<string, string> = {
  dining: 'مطعم',
  entertainment: 'ترفيه',
  services: 'خدمات',
  shopping: 'تسوق',
  recreation: 'استجمام ونشاط',
  accommodation: 'إقامة',
  spa: 'سبا',
};

function venueLine(voice: Voice, venue: VenueInfo): string {
  const name = `**${inVoice(voice, venue.name, venue.nameAr)}**`;
  const kind = say(voice, venue.subcategory ?? venue.category, CATEGORY_AR[venue.category] ?? venue.category);
  const hours = venue.operatingHours ? `: ${clocksIn(voice, venue.operatingHours)}` : '';
  return bullet(`${name} (${kind})${hours}`);
}

/** The venues of one deck as a short list, or the honest 'no such deck'. */
export function composeDeckListing(
  voice: Voice,
  asked: DeckAsked,
  venues: VenuesResult,
  restaurants?: RestaurantsResult,
  activities?: ActivitiesResult,
): string {
  const onDeck = venues.venues.filter((venue) => venue.deckNumber === asked.deck);
  const dining = restaurants?.restaurants.filter((r) => normalize(r.location) === `deck ${asked.deck}`);
  if (onDeck.length === 0)
    return say(
      voice,
      `I can't find a Deck ${asked.deck} on the deck maps: the ship's decks are numbered 1 to ${maxDeck(venues)}. Would you like me to connect you with a member of our staff?`,
      `لم أجد الطابق ${asked.deck} في خرائط الطوابق: طوابق السفينة مرقمة من 1 إلى ${maxDeck(venues)}. هل تودّ أن أوصلك بأحد أفراد طاقمنا؟`,
    );
  const deckName = place(voice, onDeck[0]?.deckName ?? '');
  if (asked.dining) {
    const list = dining?.length
      ? dining.map((r) =>
          bullet(
            `**${inVoice(voice, r.name, r.nameAr)}** (${term(voice, r.cuisine)}): ${clocksIn(voice, `${r.openingTime}–${r.closingTime}`)}`,
          ),
        )
      : onDeck.filter((venue) => venue.category === 'dining').map((venue) => venueLine(voice, venue));
    if (list.length === 0)
      return say(
        voice,
        `There is no restaurant on Deck ${asked.deck} (${deckName}).`,
        `لا يوجد مطعم في الطابق ${asked.deck} (${deckName}).`,
      );
    return [
      say(
        voice,
        `Restaurants on Deck ${asked.deck} (${deckName}):`,
        `المطاعم في الطابق ${asked.deck} (${deckName}):`,
      ),
      ...list,
    ].join('\n');
  }
  // 'What activities are on deck 19?': what is held there (Sunset Yoga on the Yoga Lawn), then its places.
  const held =
    asked.activities && activities
      ? composeDeckActivities(voice, asked.deck, deckName, activities.activities)
      : undefined;
  return [
    ...(held ? [held, ''] : []),
    say(
      voice,
      `On Deck ${asked.deck} (${deckName}) (${onDeck.length}):`,
      `في الطابق ${asked.deck} (${deckName}) (${onDeck.length}):`,
    ),
    ...onDeck.map((venue) => venueLine(voice, venue)),
    say(
      voice,
      'The deck map (Ship Deck Maps) shows where each one is.',
      'تُظهر خريطة الطابق (خرائط طوابق السفينة) مكان كل منها.',
    ),
  ].join('\n');
}

const maxDeck = (venues: VenuesResult) => Math.max(0, ...venues.venues.map((venue) => venue.deckNumber));

/** The plan for a deck listing question: the venues (and restaurants) first, then the list. */
export function planDeckListing(step: Step): Plan | undefined {
  if (step.focus.text !== step.focus.latest) return undefined;
  const asked = deckListingAsked(step.focus.latest);
  if (!asked) return undefined;
  const { venues, restaurants, activities } = step.conversation.results;
  if (!venues || (asked.dining && !restaurants) || (asked.activities && !activities)) {
    return call(
      { toolName: 'venues', input: {} },
      ...(asked.dining ? [{ toolName: 'restaurants' as const, input: { date: step.date } }] : []),
      ...(asked.activities ? [{ toolName: 'activities' as const, input: { date: step.date } }] : []),
    );
  }
  return answer(composeDeckListing(step.voice, asked, venues, restaurants, activities));
}
