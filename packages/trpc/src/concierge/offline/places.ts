import { conceptsOf, foldText, lexicon, lookupForm, wordsOf } from '../../domains/search/lexicon.ts';
import { westernDigits } from '../../language/numbers.ts';
import type { VenueInfo } from '../tools/types.ts';
import { closesInPort, hasHours, isOpenAt, type Opening, parseHours } from './open-hours.ts';

/** The places with hours a guest may want (venues, room service), how well each fits the question, and which is nearest. */

/** A place with hours: a venue (a restaurant's venue carries its hours) or a service such as room service. */
export type Place = {
  name: string;
  nameAr?: string | null | undefined;
  deck: number | null;
  /** The hours as the record writes them (and its Arabic text, where the record has one). */
  hours: string;
  hoursAr?: string | undefined;
  opening: Opening;
  /** What the place is: name, kind, category (its strongest words). */
  kind: string;
  /** What it lists: amenities, a menu. */
  offers: string;
  /** What its description says. */
  describes: string;
  /** Shut whatever its hours say (a shop while the ship is docked). */
  shut?: boolean;
};

/** Every venue that has hours (or a deck, for 'nearest'), as a place. */
export function placesOfVenues(venues: readonly VenueInfo[]): Place[] {
  return venues
    .filter((venue) => venue.category !== 'accommodation' || venue.operatingHours)
    .map((venue) => ({
      name: venue.name,
      nameAr: venue.nameAr,
      deck: venue.deckNumber,
      hours: venue.operatingHours ?? '',
      opening: parseHours(venue.operatingHours),
      kind: [venue.name, venue.nameAr ?? '', venue.subcategory ?? '', venue.category].join(' '),
      offers: venue.amenities.join(' '),
      describes: [venue.description, venue.descriptionAr ?? ''].join(' '),
    }));
}

/** Words of the question that say when or where, not what the guest wants there. */
const NOT_WANTS = new Set(
  ['hours', 'morning', 'evening', 'time zone', 'deck', 'cabin', 'map']
    .map((word) => lexicon.phrases.get(word))
    .filter((group): group is number => group !== undefined),
);

const keyOf = (text: string) => ` ${wordsOf(foldText(text)).map(lookupForm).join(' ')} `;

/** How a place answers one idea: 3 by what it is (name, kind), 2 by what it lists (amenities, menu), 1 by its description, 0 not. */
function fitOf(place: Place, terms: readonly string[]): number {
  const keys = terms.map((term) => keyOf(term)).filter((key) => key.trim());
  const has = (text: string) => {
    const words = keyOf(text);
    return keys.some((key) => words.includes(key));
  };
  if (has(place.kind)) return KIND;
  if (has(place.offers)) return 2;
  return has(place.describes) ? 1 : 0;
}

/** The fit of a place that is the kind of place asked about ('the pool', 'a bar'). */
export const KIND = 3;

/** A place and how well it answers what the guest wants (KIND: it is that kind of place; less: it offers it). */
export type Fit = { place: Place; fit: number };

/** The lexicon's ideas a place with hours can answer: things to get there, and kinds of place. */
const WANT_WORDS = [
  'coffee',
  'tea',
  'bar',
  'drink',
  'restaurant',
  'buffet',
  'dessert',
  'seafood',
  'italian',
  'steak',
  'sushi',
  'pool',
  'gym',
  'spa',
  'hammam',
  'yoga',
  'shop',
  'kids',
  'teen',
  'prayer room',
  'doctor',
  'laundry',
  'room service',
  'library',
  'money',
  'photo',
  'staff',
];
const WANT_GROUPS = new Set(
  WANT_WORDS.map((word) => lexicon.phrases.get(word)).filter((group): group is number => group !== undefined),
);

/** The question's ideas of what the guest wants there (not when or where). */
function wantedIdeas(normalized: string) {
  return conceptsOf(wordsOf(foldText(normalized))).filter(
    (idea) =>
      !idea.weak && !/^\d+$/.test(idea.words) && (idea.group === undefined || !NOT_WANTS.has(idea.group)),
  );
}

/**
 * Whether the places can answer the question: it names nothing in particular ('what is open
 * now?'), or something a place offers or is (coffee, a drink, food, a swim, the gym). A question
 * about anything else ('a show at 9pm', 'a haircut') is not an opening-hours question.
 */
export function wantsPlaces(normalized: string): boolean {
  const grouped = wantedIdeas(normalized).filter((idea) => idea.group !== undefined);
  return grouped.length === 0 || grouped.some((idea) => WANT_GROUPS.has(idea.group ?? -1));
}

/** The question names something a place offers or is ('coffee', 'the pool'), not only a time. */
export const namesWant = (normalized: string) =>
  wantedIdeas(normalized).some((idea) => idea.group !== undefined && WANT_GROUPS.has(idea.group));

/**
 * The places that answer what the question wants, each with how well: for each idea of the
 * question, the places that are that kind of place or list it, and those whose description
 * mentions it only when no place does better. Ideas no place answers
 * ('starving', 'midnight') are ignored; `undefined` when the question has ideas and no place
 * answers any; every place (fit 1) when it names nothing ('what is open now?').
 */
export function placesWanted(normalized: string, places: readonly Place[]): Fit[] | undefined {
  const ideas = wantedIdeas(normalized);
  const everyPlace = () => places.map((place) => ({ place, fit: 1 }));
  if (ideas.length === 0) return everyPlace();
  // A word of a place's own name ('Nakheel') singles it out among the places of its kind.
  const named = places.filter((place) =>
    ideas.some((idea) => idea.group === undefined && keyOf(place.name).includes(keyOf(idea.words))),
  );
  const best = new Map<Place, number>();
  const count = new Map<Place, number>();
  for (const idea of ideas) {
    const levels = places.map((place) => fitOf(place, idea.terms));
    // A mention in a description counts only where no place lists or is the thing ('beside the pool').
    const floor = Math.max(1, Math.max(0, ...levels) - 1);
    places.forEach((place, index) => {
      const level = levels[index] ?? 0;
      if (level < floor) return;
      count.set(place, (count.get(place) ?? 0) + 1);
      if (level > (best.get(place) ?? 0)) best.set(place, level);
    });
  }
  // 'Somewhere I can drink a coffee': the places that answer more of the question come first.
  const most = Math.max(0, ...count.values());
  for (const place of [...best.keys()]) if ((count.get(place) ?? 0) < most) best.delete(place);
  if (named.length) return named.map((place) => ({ place, fit: KIND }));
  // Only plain words no place answers ('right now', 'starving'): the question names nothing in particular.
  if (best.size === 0) return ideas.some((idea) => idea.group !== undefined) ? undefined : everyPlace();
  return places.filter((place) => best.has(place)).map((place) => ({ place, fit: best.get(place) ?? 0 }));
}

/**
 * Room service as a place, from the ship's knowledge topic about it: its hours are the sentence
 * of the answer that states them ('Room service is available 24 hours.'), its offers the menu.
 */
export function roomServicePlace(
  topic: { topic: string; question: string; answer: string; answerAr?: string | null | undefined },
  menu: readonly { name: string; nameAr: string; words: readonly string[] }[],
): Place | undefined {
  if (!/room service|خدمه الغرف|خدمة الغرف/i.test(`${topic.topic} ${topic.question}`)) return undefined;
  const sentences = topic.answer.split(/(?<=[.!?])\s+/);
  const hours = sentences.find((sentence) => hasHours(parseHours(sentence)));
  if (!hours) return undefined;
  const arabic = (topic.answerAr ?? '').split(/(?<=[.!?؟])\s+/);
  const hoursAr = arabic.find((sentence) => hasHours(parseHours(westernDigits(sentence))));
  return {
    name: 'Room service',
    nameAr: 'خدمة الغرف',
    deck: null,
    hours,
    hoursAr,
    opening: parseHours(hours),
    kind: 'Room service خدمة الغرف in-room dining food meals drinks طعام مشروبات',
    offers: menu.flatMap((item) => [item.name, item.nameAr, ...item.words]).join(' '),
    describes: '',
  };
}

/** The places nearest a deck by deck distance, with the distance (ties all kept). */
export function nearestByDeck(places: readonly Place[], deck: number): { places: Place[]; distance: number } {
  const onDecks = places.filter((place) => place.deck !== null);
  const distance = Math.min(...onDecks.map((place) => Math.abs((place.deck ?? 0) - deck)));
  return {
    places: onDecks.filter((place) => Math.abs((place.deck ?? 0) - deck) === distance),
    distance,
  };
}

/** While docked, a place that closes in port is shut whatever its hours say. */
export const shutInPort = (place: Place): Place =>
  closesInPort(place.hours) ? { ...place, shut: true } : place;

/** Open at that minute, unless shut for the port call. */
export const isOpenThen = (place: Place, minute: number) => !place.shut && isOpenAt(place.opening, minute);
