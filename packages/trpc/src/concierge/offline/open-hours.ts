import { conceptsOf, foldText, lexicon, lookupForm, wordsOf } from '../../domains/search/lexicon.ts';
import type { VenueInfo } from '../tools/types.ts';
import { extractTime } from './extract-when.ts';
import { phrases } from './language.ts';

/**
 * What is open when, over every place with hours (issue 9, point 5): venues, restaurants (their
 * venues carry their hours), bars and lounges, pools, spa, gym, shops, and room service. Hours are
 * read from the records as written ('07:00–20:00', '10:00–01:00', 'Open 24 hours',
 * '08:00–12:00, 16:00–19:00'); a time is minutes from midnight on the ship's clock.
 */

const DAY = 24 * 60;

/** One opening: from `from` to `to` minutes after midnight (`to` past 1440 closes after midnight). */
export type Span = { from: number; to: number };
/** A place's hours: open all day, open in spans, or only at set times ('Shows at 19:30 and 21:30'). */
export type Opening = { always: boolean; spans: Span[]; times: number[] };

const CLOCK = /(?<![\d:])([01]?\d|2[0-4])[:.]([0-5]\d)(?!\d)/g;
const SPAN =
  /(?<![\d:])([01]?\d|2[0-4])[:.]([0-5]\d)\s*(?:[–—-]|to|until|till|حتى|الى|إلى)\s*([01]?\d|2[0-4])[:.]([0-5]\d)(?!\d)/g;
/** '24 hours' as the place's own hours; '(emergencies 24h)' beside spans is a note, not the hours. */
const ALWAYS =
  /\b(?:open|available)\s+24\s*(?:hours|h)\b|\b24\/7\b|^\s*24\s*(?:hours|h)\s*$|(?:على مدار|طوال) (?:الساعه|اليوم)|24 ساع[ةه]/i;

/** The hours a record writes, read into spans and set times. */
export function parseHours(text: string | null | undefined): Opening {
  const source = text ?? '';
  const spans: Span[] = [];
  for (const match of source.matchAll(SPAN)) {
    const from = Number(match[1]) * 60 + Number(match[2]);
    const to = Number(match[3]) * 60 + Number(match[4]);
    spans.push({ from, to: to <= from ? to + DAY : to });
  }
  const inSpans = source.replace(SPAN, ' ');
  const times = [...inSpans.matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return { always: spans.length === 0 && ALWAYS.test(source), spans, times };
}

export const hasHours = (opening: Opening) => opening.always || opening.spans.length > 0;

/** Open at that minute of the day (a span past midnight also covers the small hours). */
export function isOpenAt(opening: Opening, minute: number): boolean {
  if (opening.always) return true;
  return opening.spans.some(
    (span) =>
      (minute >= span.from && minute < span.to) || (minute + DAY >= span.from && minute + DAY < span.to),
  );
}

/** The latest closing, for ranking by how late a place stays open (open all day is latest). */
export const latestClosing = (opening: Opening) =>
  opening.always ? 2 * DAY : Math.max(-1, ...opening.spans.map((span) => span.to));

/** 'Late at night' is this minute or after: what is still open then is open late. */
export const LATE_NIGHT = 23 * 60;
/** 'After midnight' asks about this minute. */
const AFTER_MIDNIGHT = 30;

export type OpeningAsked =
  | { mode: 'at'; minute: number }
  | { mode: 'late'; minute: number }
  | { mode: 'now' }
  | { mode: 'nearest'; deck: number | undefined };

const isAfterMidnight = phrases([
  'after midnight',
  'past midnight',
  'middle of the night',
  'small hours',
  'بعد نص الليل',
  'بعد منتصف الليل',
  'بعد نصف الليل',
  'اخر الليل',
]);
const isLate = phrases([
  'late at night',
  'late night',
  'late tonight',
  'open late',
  'stays open late',
  'still open',
  'night owl',
  'متاخر',
  'سهران',
  'لوقت متاخر',
]);
const isNow = phrases([
  /(^|[^a-z])(right now|now|at the moment|currently|at this hour)([^a-z]|$)/,
  'الحين',
  'الان',
  'حاليا',
  'هالحين',
  'هلا',
]);
const isOpenWord = phrases([
  /(^|[^a-z])(open|opened|closed|close|shut)([^a-z]|$)/,
  'مفتوح',
  'يفتح',
  'تفتح',
  'فاتح',
  'يسكر',
  'مسكر',
  'مقفل',
  'يقفل',
  'شغال',
]);
const isNearest = phrases([
  /(^|[^a-z])(nearest|closest|nearby|near me|close to (my|our) (cabin|room|suite))([^a-z]|$)/,
  'اقرب',
  'الاقرب',
  'قريب من',
  'قريبه من',
]);
const isMorning = phrases([
  /(^|[^a-z])(in the morning|morning)([^a-z]|$)/,
  'الصبح',
  'صباحا',
  'الصباح',
  'فجرا',
  'الفجر',
]);
const isEvening = phrases([
  /(^|[^a-z])(in the evening|at night|tonight|evening)([^a-z]|$)/,
  'بالليل',
  'الليل',
  'مساء',
  'المساء',
  'ليلا',
  'الليله',
]);

/** 'deck 9', 'on deck 15', 'الطابق 9', 'السطح 9': the deck the guest says they are on. */
export function deckInQuestion(normalized: string): number | undefined {
  const match = /(?:deck|floor|level|الطابق|طابق|السطح|سطح|الدور|دور)\s*(?:رقم\s*)?(\d{1,2})(?!\d)/.exec(
    normalized,
  );
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The clock time a question names, with 'in the morning' / 'at night' settling '6' or 'الساعه 9'. */
export function minuteInQuestion(normalized: string): number | undefined {
  const found = extractTime(normalized);
  if (!found) return undefined;
  const [hour = 0, minute = 0] = found.time.split(':').map(Number);
  let h = hour;
  if (found.isAmbiguous) {
    if (isEvening(normalized) && h < 12) h += 12;
    else if (!isMorning(normalized) && h >= 1 && h <= 6) h += 12;
  }
  return h * 60 + minute;
}

/**
 * Whether the question asks what is open (at a time, late, now) or nearest; undefined for any
 * other question ('what time does the pool close?' is the pool's own answer).
 */
export function openingAsked(normalized: string): OpeningAsked | undefined {
  if (isNearest(normalized)) return { mode: 'nearest', deck: deckInQuestion(normalized) };
  if (isAfterMidnight(normalized)) return { mode: 'late', minute: AFTER_MIDNIGHT };
  const minute = minuteInQuestion(normalized);
  if (minute !== undefined) return { mode: 'at', minute };
  if (isLate(normalized)) return { mode: 'late', minute: LATE_NIGHT };
  if (isNow(normalized) && isOpenWord(normalized)) return { mode: 'now' };
  return undefined;
}

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
  const hoursAr = arabic.find((sentence) =>
    hasHours(parseHours(sentence.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)))),
  );
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

/** 'HH:MM' → minutes. */
export const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Hours that say the place shuts while the ship is docked ('09:00–23:00 (closed in port)'). */
export const closesInPort = (hours: string) =>
  /closed in port|مغلق (?:في|اثناء|أثناء) (?:الميناء|الرسو)/i.test(hours);

/** The port call the ship is docked at on that day at that minute (arrival to departure), if any. */
export function dockedAt<
  T extends { arrivalDate: string; arrivalTime: string; departureDate: string; departureTime: string },
>(ports: readonly T[], date: string, minute: number): T | undefined {
  const at = `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return ports.find(
    (port) =>
      `${port.arrivalDate} ${port.arrivalTime}` <= at && at < `${port.departureDate} ${port.departureTime}`,
  );
}

/** While docked, a place that closes in port is shut whatever its hours say. */
export const shutInPort = (place: Place): Place =>
  closesInPort(place.hours) ? { ...place, shut: true } : place;

/** Open at that minute, unless shut for the port call. */
export const isOpenThen = (place: Place, minute: number) => !place.shut && isOpenAt(place.opening, minute);
