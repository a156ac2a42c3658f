import { conceptKey, conceptsOf, foldText, lookupForm, wordsOf } from '../../domains/search/lexicon.ts';
import { AR_CARDINALS, AR_SHORT_CARDINALS, EN_CARDINALS, wordAlternation } from '../../language/numbers.ts';
import type { SearchHitInfo } from '../tools/types.ts';
import type { AskedFact, QuestionFrame } from './question-frame.ts';

/**
 * Whether a record answers a question (issue 9): it must be about the question's subject and carry
 * the kind of fact the question asks for. 'How much does it cost to see the doctor?' is not
 * answered by the doctor's hours; 'what time does the hair salon open?' not by a restaurant's.
 */

/** Number words a record states a count or size in: the shared cardinals, and the round larger ones. */
const NUMBER_WORDS = wordAlternation({
  ...EN_CARDINALS,
  ...AR_CARDINALS,
  ...AR_SHORT_CARDINALS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
  مئه: 100,
  الف: 1000,
});
const MONEY = String.raw`(?:\$|usd|us\$|sar|riyals?|dollars?|ريال|دولار)`;
const AMOUNT = new RegExp(
  String.raw`${MONEY}\s?\d|\d[\d.,]*\s?${MONEY}|\b(?:free(?![-\w])|complimentary|included|no charge|at no cost|no extra cost)\b|مجان|مشمول|بدون رسوم`,
);
const NUMBER = new RegExp(String.raw`\d|\b(?:${NUMBER_WORDS})\b`);

/** Evidence in a sentence that it states the asked kind of fact. */
const EVIDENCE: Record<AskedFact, RegExp> = {
  amount: AMOUNT,
  charge: new RegExp(
    String.raw`${AMOUNT.source}|\b(?:charge[ds]?|fees?|pay|paid|costs?|price[ds]?|free|complimentary|included)\b|رسوم|مجان|يدفع|تدفع|سعر`,
  ),
  count: NUMBER,
  depth: /\b(?:deep|depth)\b.*\d|\d.*\b(?:deep|depth)\b|عمق/,
  speed: /\b(?:knots?|km\/h|kph|mph|mbps|kbps|gbps)\b|عقده|كم\/س/,
  size: NUMBER,
  height: /\d+\s?(?:m|metres?|meters?|feet|ft)\b|\b(?:tall|high|height)\b.*\d|ارتفاع/,
  distance: /\d+\s?(?:m|metres?|meters?|km|kilomet\w*|miles?|minutes?|mins?)\b|كم\b|كيلو|دقيق/,
  weight: /\d+\s?(?:kg|kilos?|kilograms?|tonnes?|tons?|lbs?)\b|كيلو|طن/,
  temperature: /°|\bdegrees?\b|\d+\s?c\b|درج/,
  // A length, or (of a trip or a session: 'كم طول الرحله') how long it lasts.
  length:
    /\d+\s?(?:m|metres?|meters?|km|kilomet\w*|feet|ft|miles?)\b|\d+\s?(?:متر|مترا|امتار|كيلو)|\d+\s*(?:minutes?|mins?|hours?|hrs?|days?)\b|دقيق|ساع|يوم|ايام/,
  age: /\d\s?\+|\b(?:ages?|aged|years?|older|under|over|adults?|children)\b.*\d|\d.*\b(?:ages?|years?|older|and up|and over)\b|سن|عمر|اعمار|سنوات|عام/,
  year: /\b(?:1[89]\d\d|20\d\d)\b/,
  // 'How long can we stay in our cabin?' is answered by the time to leave ('until 08:30'); 'how
  // long must my passport be valid?' by a span in words ('six months').
  duration: new RegExp(
    String.raw`\d{1,2}[:.]\d{2}|(?:\d+|\b(?:${NUMBER_WORDS}))\s*(?:-|–|to)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\b|\b(?:half an hour|an hour|full day|half day|all day)\b|دقيق|ساع|يوم|ايام|شهر|اشهر|سنه|سنوات`,
  ),
  time: /\d{1,2}[:.]\d{2}|\b\d{1,2}\s?(?:am|pm)\b|\b(?:24 hours|24\/7|around the clock|noon|midnight|before|after|sunrise|sunset|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|صباح|مساء|قبل|بعد/,
  place:
    /\bdecks?\s?\d|\b(?:desk|reception|terminal|ashore|guest services|in your cabin)\b|طابق|طوابق|سطح|اسطح|دور \d|مكتب/,
  // A person's name after their role ('Captain Ahmed', 'Dr Sara'), or a thing 'called' something.
  name: /\b(?:[Cc]aptain|[Cc]apt|[Dd]r|[Dd]octor|[Cc]hef|Mr|Mrs|Ms|[Dd]irector|[Mm]anager)\.?\s+[A-Z][a-z]+|\b(?:named|called)\s+[A-Z]|(?:الكابتن|القبطان|الدكتور|د\.)\s+\S+/,
  exists: /./,
};

/** Facts that need the same sentence to mention the subject (the rest only need the record to be about it). */
const NEAR_SUBJECT: ReadonlySet<AskedFact> = new Set([
  'amount',
  'count',
  'depth',
  'speed',
  'size',
  'height',
  'distance',
  'weight',
  'temperature',
  'year',
  'name',
]);

/** The frame's subject as search idea keys ('g:<group>' or 'w:<word>'), without weak ideas. */
export function subjectKeys(frame: QuestionFrame): string[] {
  return conceptsOf(frame.subject)
    .filter((concept) => !concept.weak)
    .map(conceptKey);
}

/** Each subject idea's words and the lexicon's other words for it, in lookup form (to find them in a sentence). */
function subjectIdeas(frame: QuestionFrame): string[][] {
  return conceptsOf(frame.subject)
    .filter((concept) => !concept.weak)
    .map((concept) =>
      concept.terms.map((term) => wordsOf(foldText(term)).map(lookupForm).join(' ')).filter(Boolean),
    );
}

/** The words of a name, so a question naming the record ('the hammam') counts as about it. */
const nameWords = (hit: Pick<SearchHitInfo, 'title' | 'titleAr'>) =>
  new Set(wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`)).map(lookupForm));

/** Ideas every place or offer's full record answers: its hours, price, deck, length, seats, booking. */
export const ATTRIBUTE_GROUPS: ReadonlySet<number> = new Set(
  [
    'hours',
    'price',
    'deck',
    'map',
    'how long',
    'seat',
    'big',
    'free',
    'booking',
    'dress code',
    'leave',
    'arrive',
  ]
    .map((word) => conceptsOf(wordsOf(foldText(word)))[0]?.group)
    .filter((group): group is number => group !== undefined),
);

/** Ideas a record is by its kind: an activity is a class or session, an excursion a tour ('yoga classes' finds Sunset Yoga). */
const KIND_GROUPS: Partial<Record<string, number | undefined>> = {
  activity: conceptsOf(['class'])[0]?.group,
  excursion: conceptsOf(['tour'])[0]?.group,
};

/** The record is about the question's subject: every subject idea is one the record contains (or its name). */
export function coversSubject(frame: QuestionFrame, hit: SearchHitInfo): boolean {
  const names = nameWords(hit);
  const keys = conceptsOf(frame.subject).filter((concept) => !concept.weak);
  const isRecord = hit.kind !== 'knowledge' && hit.kind !== 'correction';
  return keys.every((concept) => {
    if (!hit.missing.includes(conceptKey(concept))) return true;
    // A place's hours, price or seats are in its full record, not in its search text.
    if (isRecord && ATTRIBUTE_GROUPS.has(concept.group ?? -1)) return true;
    if (concept.group !== undefined && KIND_GROUPS[hit.kind] === concept.group) return true;
    // 'how much is the hammam' and the Traditional Hammam Ritual: the name carries the subject.
    return hit.named && concept.words.split(' ').every((word) => names.has(lookupForm(word)));
  });
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.;!?؟])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** A word of the sentence is the term, or starts with it ('seat' finds '900-seat'). */
function hasTerm(words: string[], joined: string, term: string): boolean {
  return term.includes(' ')
    ? joined.includes(` ${term} `)
    : words.some((word) => word === term || (term.length >= 4 && word.startsWith(term)));
}

/** Does the sentence mention at least half of the subject's ideas (each by any of its terms)? */
function mentions(sentence: string, ideas: string[][]): boolean {
  const words = wordsOf(foldText(sentence)).map(lookupForm);
  const joined = ` ${words.join(' ')} `;
  const found = ideas.filter((terms) => terms.some((term) => hasTerm(words, joined, term))).length;
  return found * 2 >= ideas.length;
}

const NUMBER_WORD = new RegExp(String.raw`^(?:\d[\d.,]*|${NUMBER_WORDS})$`);
/** A number that names a place ('Deck 3', 'ext. 5500', 'stop 2') counts nothing. */
const PLACE_BEFORE = new Set([
  'deck',
  'decks',
  'ext',
  'extension',
  'stop',
  'channel',
  'dial',
  'room',
  'cabin',
]);
const COUNT_WINDOW = 3;

/** A figure that counts the subject: a number within a few words of one of its terms ('19 decks', 'Seats: 120'). */
function countsSubject(sentence: string, ideas: string[][]): boolean {
  const words = wordsOf(foldText(sentence)).map(lookupForm);
  const terms = ideas.flat();
  return words.some((word, at) => {
    if (!NUMBER_WORD.test(word) || PLACE_BEFORE.has(words[at - 1] ?? '')) return false;
    const near = words.slice(Math.max(0, at - COUNT_WINDOW), at + COUNT_WINDOW + 1);
    return terms.some((term) => hasTerm(near, ` ${near.join(' ')} `, term));
  });
}

/**
 * 'Free' that says nothing about paying: availability ('free tables today', 'free times') and
 * compounds ('alcohol-free', 'tax-free', 'kids-eat-free', 'free-roam').
 */
const FREE_OF_OTHER =
  /\bfree (?:tables?|times?|slots?|sessions?|spaces?|places?|seats?|dates?)\b|[\w]-free\b|\bfree-[\w]/g;
export const withoutFreeOfOther = (text: string) => text.replace(FREE_OF_OTHER, ' ');

/**
 * The answer text carries the asked kind of fact: a price for 'how much', a figure in knots for
 * 'how fast', a clock time for 'what time'. For figures, in a sentence that names the subject
 * (unless the whole record is the subject: a place or service the question names).
 */
export function carriesFact(frame: QuestionFrame, answer: string, wholeRecordIsSubject: boolean): boolean {
  if (!frame.asks) return true;
  const evidence = EVIDENCE[frame.asks];
  const caseSensitive = frame.asks === 'name';
  const paying = frame.asks === 'amount' || frame.asks === 'charge';
  const test = (text: string) =>
    evidence.test(caseSensitive ? text : paying ? withoutFreeOfOther(foldText(text)) : foldText(text));
  const ideas = subjectIdeas(frame);
  if (frame.asks === 'count' && ideas.length > 0)
    return sentencesOf(answer).some((sentence) => countsSubject(sentence, ideas));
  // A length is the subject's own: its figure stands near one of its words ('كم طول السفينه' is not
  // answered by a slide 'بطول 60 مترا' on the ship's side), the subject's plain words when the
  // lexicon holds it as a weak idea.
  if (frame.asks === 'length' && !wholeRecordIsSubject) {
    const near = ideas.length > 0 ? ideas : frame.subject.map((word) => [lookupForm(word)]);
    return sentencesOf(answer).some((sentence) => test(sentence) && countsSubject(sentence, near));
  }
  if (!NEAR_SUBJECT.has(frame.asks) || wholeRecordIsSubject || ideas.length === 0) return test(answer);
  return sentencesOf(answer).some((sentence) => test(sentence) && mentions(sentence, ideas));
}

const CLOCK_HOURS =
  /\d{1,2}[:.]\d{2}|\b\d{1,2}\s?(?:am|pm)\b|\b(?:24 hours|24\/7|around the clock|all day|noon|midnight)\b|24 ساعه|مدار الساعه|طوال اليوم|الظهر|منتصف الليل/;
/**
 * The answer states the hours a place keeps (a clock time, or round the clock), not only a span
 * of hours: 'cancel up to 12 hours before' does not say when the spa opens.
 */
export const statesClockHours = (answer: string) => CLOCK_HOURS.test(foldText(answer));

/** Facts specific enough that a record without them does not answer, even with no subject named. */
const SPECIFIC: ReadonlySet<AskedFact> = new Set([
  'amount',
  'count',
  'depth',
  'speed',
  'size',
  'height',
  'length',
  'distance',
  'weight',
  'temperature',
  'age',
  'year',
  'name',
  'duration',
]);

/** The frame is specific enough to judge answers by: a subject, a kind of figure, or a time. */
export const judgesAnswers = (frame: QuestionFrame) =>
  frame.asks !== null && (frame.subject.length > 0 || SPECIFIC.has(frame.asks) || frame.asks === 'time');

/** A frame whose answer, when no hit carries it, is still better left to the topic's list than 'I don't know'. */
export const mayFallBack = (frame: QuestionFrame) =>
  frame.subject.length === 0 && !SPECIFIC.has(frame.asks ?? 'exists');

/**
 * A place or offer the question names answers it only when it also holds most of what the
 * question asks about it: 'the weather in Aqaba' is not answered by Aqaba's port call.
 */
export function coversRestOfQuestion(hit: SearchHitInfo, normalised: string): boolean {
  const names = nameWords(hit);
  const rest = conceptsOf(wordsOf(foldText(normalised))).filter(
    (concept) =>
      !concept.weak &&
      !ATTRIBUTE_GROUPS.has(concept.group ?? -1) &&
      !concept.words.split(' ').every((word) => names.has(lookupForm(word))),
  );
  // Only ideas the lexicon knows count: an unknown word may be a turn of phrase ('نوصل', 'into').
  const known = rest.filter((concept) => concept.group !== undefined);
  const uncovered = known.filter((concept) => hit.missing.includes(conceptKey(concept)));
  return uncovered.length * 2 <= known.length;
}

/** The record's name (a topic's question) holds every idea of the subject, in the guest's words or other words for it. */
export function titleHoldsSubject(frame: QuestionFrame, hit: SearchHitInfo): boolean {
  const keys = subjectKeys(frame);
  if (keys.length === 0) return false;
  const title = new Set(conceptsOf(wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`))).map(conceptKey));
  const names = nameWords(hit);
  return conceptsOf(frame.subject)
    .filter((concept) => !concept.weak)
    .every(
      (concept) =>
        title.has(conceptKey(concept)) ||
        concept.words.split(' ').every((word) => names.has(lookupForm(word))),
    );
}

/** The record's own name holds every word of the subject ('the hammam' and the Traditional Hammam Ritual). */
export function namesSubject(frame: QuestionFrame, hit: SearchHitInfo): boolean {
  const names = nameWords(hit);
  // 'the Wadi Rum trip' names the Wadi Rum Jeep & Camel Adventure: 'trip' is what an excursion is.
  const words = conceptsOf(frame.subject)
    .filter(
      (concept) => !concept.weak && (concept.group === undefined || KIND_GROUPS[hit.kind] !== concept.group),
    )
    .flatMap((concept) => concept.words.split(' '));
  return words.length > 0 && words.every((word) => names.has(lookupForm(word)));
}

/**
 * How closely the record's name names the subject, for ordering candidates (lower is closer): 0
 * when the name holds the subject's own words, else the place in the subject's lexicon group of
 * the first term the name holds ('البول' is the group of 'pool': Lido Pool, by the group's first
 * word, before Water Park, by a later one); Infinity when the name holds none.
 */
export function nameRank(frame: QuestionFrame, hit: SearchHitInfo): number {
  if (namesSubject(frame, hit)) return 0;
  const names = nameWords(hit);
  const ideas = conceptsOf(frame.subject).filter((concept) => !concept.weak && concept.group !== undefined);
  if (ideas.length === 0) return Number.POSITIVE_INFINITY;
  return Math.min(
    ...ideas.map((concept) => {
      const at = concept.terms
        .slice(1)
        .findIndex((term) => wordsOf(foldText(term)).every((word) => names.has(lookupForm(word))));
      return at < 0 ? Number.POSITIVE_INFINITY : at + 1;
    }),
  );
}

/**
 * A follow-up about one thing that its own record does not answer ('are there lifeguards there?'
 * after the Water Park): a knowledge answer that names the thing and holds every idea asked (by
 * any of the lexicon's words for it) answers instead. Hours, prices and decks are in the record.
 */
export function topicAnswersFollowUp(
  latest: string,
  thingName: string,
  detail: string,
  topicAnswer: string,
): boolean {
  const names = new Set(wordsOf(foldText(thingName)).map(lookupForm));
  const ideas = conceptsOf(wordsOf(foldText(latest)))
    .filter(
      (concept) =>
        !concept.weak &&
        !ATTRIBUTE_GROUPS.has(concept.group ?? -1) &&
        !concept.words.split(' ').every((word) => names.has(lookupForm(word))),
    )
    .map((concept) =>
      concept.terms.map((term) => wordsOf(foldText(term)).map(lookupForm).join(' ')).filter(Boolean),
    );
  if (ideas.length === 0) return false;
  const holds = (text: string) => {
    const words = wordsOf(foldText(text)).map(lookupForm);
    const joined = ` ${words.join(' ')} `;
    return ideas.every((terms) => terms.some((term) => hasTerm(words, joined, term)));
  };
  return !holds(detail) && holds(topicAnswer) && foldText(topicAnswer).includes(foldText(thingName));
}
