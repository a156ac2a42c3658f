import { foldText, wordsOf } from '../../domains/search/lexicon.ts';
import { AR_NUMBER_WORDS, EN_CARDINALS, numberOf, wordAlternation } from '../../language/numbers.ts';
import type { ToolResults } from '../tools/types.ts';
import { ARABIC_TENSE_PREFIX } from './arabic-verbs.ts';
import { asksDeal } from './deal-followup.ts';
import {
  describeActivity,
  describeExcursion,
  describePort,
  describeRestaurant,
  describeSpa,
  describeVenue,
} from './describe.ts';
import { extractPartySize } from './extract.ts';
import { fieldAsked } from './field-answer.ts';
import type { Focus } from './focus.ts';
import type { Intent } from './intents.ts';
import { normalize, phrases } from './language.ts';
import { isActivity, isExcursion, isItinerary, isRestaurant, isSpa } from './lexicon.ts';
import { listParentAsked } from './list-parent.ts';
import { DESCRIBED, type Describable, NAMED, rankEntities } from './match.ts';
import { asksPartyPrice, withoutPartyWords } from './party-price.ts';
import { questionFrame, withoutAskingPhrases } from './question-frame.ts';
import { arabicFrame } from './question-frame-ar.ts';
import { superlativeIn } from './reason.ts';

type Results = Partial<ToolResults>;
export type EntityKind = 'restaurant' | 'spa' | 'activity' | 'excursion' | 'port' | 'venue' | 'promotion';
export type Shown = { kind: EntityKind; name: string; nameAr: string | null };

const INFO_INTENT: Record<EntityKind, Intent> = {
  restaurant: 'restaurants',
  spa: 'spa',
  activity: 'activities',
  excursion: 'excursions',
  port: 'itinerary',
  venue: 'venue',
  promotion: 'promotions',
};
const BOOKING_INTENT: Partial<Record<EntityKind, Intent>> = {
  restaurant: 'book_table',
  spa: 'book_spa',
  activity: 'book_activity',
  excursion: 'book_excursion',
};

const ORDINALS: [RegExp, number][] = [
  [/(^|[^a-z])(first|1st)([^a-z]|$)|الاول(ى)?(\s|$|[?؟.,!،])/, 1],
  [/(^|[^a-z])(second|2nd)([^a-z]|$)|(الثاني|التاني)(ه)?(\s|$|[?؟.,!،])/, 2],
  [/(^|[^a-z])(third|3rd)([^a-z]|$)|الثالث(ه)?(\s|$|[?؟.,!،])/, 3],
  [/(^|[^a-z])(fourth|4th)([^a-z]|$)|الرابع(ه)?(\s|$|[?؟.,!،])/, 4],
  [/(^|[^a-z])(fifth|5th)([^a-z]|$)|الخامس(ه)?(\s|$|[?؟.,!،])/, 5],
  [/(^|[^a-z])(sixth|6th)([^a-z]|$)|السادس(ه)?(\s|$|[?؟.,!،])/, 6],
  [/(^|[^a-z])(seventh|7th)([^a-z]|$)|السابع(ه)?(\s|$|[?؟.,!،])/, 7],
  [/(^|[^a-z])(eighth|8th)([^a-z]|$)|الثامن(ه)?(\s|$|[?؟.,!،])/, 8],
  [/(^|[^a-z])(ninth|9th)([^a-z]|$)|التاسع(ه)?(\s|$|[?؟.,!،])/, 9],
  // Spoken: Egyptian 'الأولانية' (the first), 'تاني وحدة' / Gulf 'ثاني وحده' (the second one), 'التالتة'.
  [/(^|\s)(الاولاني|الاولانيه|اول (وحده|واحد|وحد))(\s|$|[?؟.,!،])/, 1],
  [/(^|\s)(تاني|ثاني) (وحده|واحد|وحد)(\s|$|[?؟.,!،])/, 2],
  [/(^|\s)(التالت|التالته|تالت (وحده|واحد))(\s|$|[?؟.,!،])/, 3],
];

/** 'number two', 'option three', 'رقم اتنين': a list position said in words. */
const NUMBERED_BY_WORD = new RegExp(
  `(?:^|[^a-z])(?:number|option|رقم)\\s+(${wordAlternation(EN_CARDINALS)}|${wordAlternation(AR_NUMBER_WORDS)})(?=$|[^a-z\u0600-\u06ff])`,
);

const WHEN = 'متي|امتي|ايمتي|اماتي|الساعه كم|الساعه كام|كم الساعه|كام الساعه|الساعه قديش|اي ساعه|ايه ساعه';
const OPEN_CLOSE = 'يفتح|تفتح|يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يبدا|تبدا|يبتدي|تبتدي|يخلص|تخلص|يفتحوا|يقفلوا';

/** 'that one', 'it', 'this', 'هذا', 'سعره' (its price): the thing just shown. */
const isPronoun = phrases([
  /(^|[^a-z])(it|its|it's|that|this|that one|this one|the one|there|them|they)([^a-z']|$)/,
  // 'ده محسوب في تمن الكروز؟' (Egyptian: is this counted in the cruise price?).
  /(^|\s)(هذا|هذه|هذي|ذلك|تلك|هو|هي|ده)(\s|$|[?؟.,!،])/,
  // 'وايش الرحلات هناك؟' (what tours are there?); 'هل هناك مسبح؟' (is there a pool?) asks of nothing shown.
  /\sهناك[?؟.!\s]*$/,
  // 'وعندهم قوزي؟' (and do they have ouzi?), 'فيها مسبح؟': what was just shown has it.
  /(^|\s)(و)?(عنده|عندها|عندهم|لديه|لديها|لديهم|فيهم)(\s|$|[?؟.,!،])/,
  // 'وفيه بيتزا؟' (and is there pizza?) said right after a place: 'and' ties it to what was shown.
  /^و(فيه|فيها|في)\s+\S/,
  /(^|\s)(سعره|سعرها|مدته|مدتها|موعده|موعدها|مكانه|مكانها|عنه|عنها|فيه|فيها)(\s|$|[?؟])/,
  /(^|\s)(يفتح|تفتح|يغلق|تغلق|يبدا|تبدا|تغادر|يغادر)(\s|$|[?؟])/,
  // The whole message is 'when does it open/close?' with a dialect tense prefix: 'وبيقفل امتى؟',
  // 'هيفتح الساعة كام؟', 'طب وحيقفل امتى؟' (a subject named in it, 'البول متى يقفل؟', is its own).
  new RegExp(
    `^(?:(?:طب|طيب|اوك|تمام)\\s+)?(?:و?(?:${WHEN})\\s+)?${ARABIC_TENSE_PREFIX}(?:${OPEN_CLOSE})(?:\\s+(?:${WHEN}))?[?؟.!\\s]*$`,
  ),
  // Its rating, dress code, number, name, hours, deck, menu, details (Gulf, Egyptian, Levantine).
  /(^|\s)(و)?(تقييمه|تقييمها|لبسه|لبسها|رقمه|رقمها|اسمه|اسمها|دوامه|دوامها|ساعاته|ساعاتها|مواعيده|مواعيدها|طابقه|طابقها|تفاصيله|تفاصيلها|منيوه|منيوها|قائمته|قائمتها|حقه|حقها|بتاعه|بتاعها)(\s|$|[?؟])/,
]);

/** A follow-up that leans on the last answer: 'and for two people?', 'what about tomorrow?', 'وكم السعر؟', 'how much?'. */
const isElliptical = (text: string) => {
  // 'ok so and for two?', 'طيب لخمسة كم؟': a word that only keeps the talk going comes first.
  const t = text.replace(/^(?:(?:ok|okay|so|well|um|uh|hmm|طيب|طب|اوك|تمام|يعني)[,،]?\s+)+/, '');
  return isEllipticalCore(t);
};
const isEllipticalCore = (t: string) =>
  /^(and|also|what about|how about|then)([^a-z]|$)/.test(t) ||
  // 'لخمسة اشخاص كم؟', 'لشخصين بكم': a party and the price, of what was just shown.
  /^و?ل\s*\S+(\s+(اشخاص|افراد|ضيوف|نفر|انفار))?\s+(كم|بكم|بكام|قديش|كام)([?؟\s]|$)/.test(t) ||
  // The text is normalised: 'متى' is written 'متي', 'أين' 'اين'.
  /^و(كم|بكم|متي|اين|وين|هل|ماذا|ما|في اي|اي|لشخصين|ل\s*\d)/.test(t) ||
  /^(في )?اي (طابق|دور|سطح)[?؟\s]*$/.test(t) ||
  /^(how much|how long|what time|when|where|price|cost|كم|بكم|متي|اين|وين|السعر|كم السعر|كم المده)[?؟\s]*$/.test(
    t,
  );

/** 'What age do you have to be?': one field asked of no subject of its own, so of the thing just shown. */
export const asksOwnField = (t: string) =>
  fieldAsked(t) !== undefined && questionFrame(t).subject.every((word) => PART_OF_SHOWN.has(word));

/**
 * Words that name a part or a kind of the thing just shown, not a thing of their own: 'what time
 * does the coach pick us up?' after an excursion, 'the late session' after a show, 'الباص أيمتى
 * بيتحرك؟' (when does the bus leave?).
 */
const PART_OF_SHOWN: ReadonlySet<string> = new Set([
  'bus',
  'coach',
  'shuttle',
  'transfer',
  'pickup',
  'pick',
  'picks',
  'us',
  'up',
  'tour',
  'trip',
  'excursion',
  'session',
  'show',
  'performance',
  'one',
  'late',
  'later',
  'early',
  'earlier',
  'second',
  'باص',
  'الباص',
  'حافله',
  'الحافله',
  'اتوبيس',
  'الاتوبيس',
  'رحله',
  'الرحله',
  'جوله',
  'الجوله',
  'عرض',
  'العرض',
  'جلسه',
  'الجلسه',
]);

/**
 * An Arabic question of a cue and a verb only, its subject left unsaid: 'كم يطول؟' (how long does
 * it last?), 'متى يسكر؟', 'بكام؟', 'وين مكانه؟' ask about what was just shown.
 */
const MAX_BARE_QUESTION_WORDS = 4;
function isBareArabicQuestion(t: string): boolean {
  const folded = foldText(t);
  if (wordsOf(folded).length > MAX_BARE_QUESTION_WORDS) return false;
  const frame = arabicFrame(wordsOf(folded).join(' '));
  return frame !== undefined && frame.asks !== 'exists' && frame.subject.length === 0;
}

/** 'the other one', 'والتانية' (Egyptian), 'والأخرى': the one of two not just talked about. */
const isOther = (t: string) =>
  /(^|[^a-z])the other( one)?([^a-z]|$)/.test(t) ||
  /(^|\s)و?(الاخري|الاخر|التانيه|التاني)(\s|$|[?؟.,!،])/.test(t);

/**
 * 'and how much is the other one?' after 'which is cheapest?' of two: the last answer named one of
 * a pair an earlier answer listed (or one of a port's two excursions), and the other is the one
 * meant. Undefined unless there was a pair.
 */
function otherOfPair(earlier: string[], results: Results): Shown | undefined {
  const [last, ...before] = earlier;
  const current = last ? shownIn(last, results)[0] : undefined;
  if (!current) return undefined;
  for (const text of before) {
    const pair = shownIn(text, results).filter((s) => s.kind === current.kind);
    if (pair.length < 2) continue;
    if (pair.length > 2 || !pair.some((s) => s.name === current.name)) return undefined;
    return pair.find((s) => s.name !== current.name);
  }
  // 'the cheapest excursion in Yanbu', then 'the other one': the port's other excursion.
  const excursions = results.shoreExcursions?.excursions ?? [];
  const port = excursions.find((e) => e.title === current.name)?.portName;
  const samePort = port ? excursions.filter((e) => e.portName === port) : [];
  const sibling = samePort.length === 2 ? samePort.find((e) => e.title !== current.name) : undefined;
  return sibling && { kind: 'excursion', name: sibling.title, nameAr: sibling.titleAr ?? null };
}

const isLastOne = (t: string) => /(^|[^a-z])the last( one)?([^a-z]|$)|الاخير(ه)?(\s|$|[?؟.,!،])/.test(t);

/** The message leans on what was just shown ('where is it held?', 'the second', 'بكم؟'). */
export const refersBack = (normalized: string) =>
  ordinalIn(normalized) !== undefined ||
  asksPartyPrice(normalized) ||
  isPronoun(normalized) ||
  isElliptical(normalized) ||
  isBareArabicQuestion(normalized);

/** The ordinal the guest points at ('the second', 'الثاني', 'number 3'), if any. */
export function ordinalIn(t: string): number | 'last' | undefined {
  if (isLastOne(t)) return 'last';
  const numbered = /(?:number|no\.?|option|رقم|#)\s*(\d{1,2})(?!\d)/.exec(t);
  if (numbered?.[1]) return Number(numbered[1]);
  const spoken = NUMBERED_BY_WORD.exec(t);
  if (spoken?.[1]) return numberOf(spoken[1], EN_CARDINALS) ?? numberOf(spoken[1], AR_NUMBER_WORDS);
  return ORDINALS.find(([pattern]) => pattern.test(t))?.[1];
}

type Candidate = { kind: EntityKind; name: string; nameAr: string | null; describe: Describable };

function candidates(results: Results): Candidate[] {
  const list: Candidate[] = [];
  for (const r of results.restaurants?.restaurants ?? [])
    list.push({
      kind: 'restaurant',
      name: r.name,
      nameAr: r.nameAr ?? null,
      describe: describeRestaurant(r),
    });
  for (const s of results.spaServices?.services ?? [])
    list.push({ kind: 'spa', name: s.name, nameAr: s.nameAr ?? null, describe: describeSpa(s) });
  for (const a of results.activities?.activities ?? [])
    list.push({ kind: 'activity', name: a.name, nameAr: a.nameAr ?? null, describe: describeActivity(a) });
  for (const e of results.shoreExcursions?.excursions ?? [])
    list.push({
      kind: 'excursion',
      name: e.title,
      nameAr: e.titleAr ?? null,
      describe: describeExcursion(e),
    });
  for (const p of results.itinerary?.ports ?? [])
    list.push({ kind: 'port', name: p.portName, nameAr: p.portNameAr ?? null, describe: describePort(p) });
  // 'what tours are there?' after a port's day looks up the excursions only: their ports stand in.
  if (!results.itinerary) list.push(...portsOfExcursions(results));
  for (const v of results.venues?.venues ?? [])
    list.push({ kind: 'venue', name: v.name, nameAr: v.nameAr ?? null, describe: describeVenue(v) });
  for (const p of results.promotions?.promotions ?? [])
    list.push({
      kind: 'promotion',
      name: p.title,
      nameAr: p.titleAr ?? null,
      describe: { name: p.title, nameAr: p.titleAr ?? null, description: p.description },
    });
  return list;
}

function portsOfExcursions(results: Results): Candidate[] {
  const ports = new Map<string, string | null>();
  for (const e of results.shoreExcursions?.excursions ?? [])
    if (e.portName && !ports.has(e.portName)) ports.set(e.portName, e.portNameAr ?? null);
  return [...ports].map(([name, nameAr]) => ({
    kind: 'port' as const,
    name,
    nameAr,
    describe: { name, nameAr, description: '' },
  }));
}

/** The things an assistant message named, in the order it named them (one per name; venues after the rest). */
export function shownIn(text: string, results: Results): Shown[] {
  const t = normalize(text);
  const found: (Shown & { at: number; end: number })[] = [];
  for (const c of candidates(results)) {
    const spans = [c.name, c.nameAr]
      .filter((name): name is string => Boolean(name))
      .map((name) => ({ at: t.indexOf(normalize(name)), length: normalize(name).length }))
      .filter((span) => span.at >= 0);
    if (spans.length === 0) continue;
    const first = spans.reduce((best, span) => (span.at < best.at ? span : best));
    if (found.some((f) => f.name === c.name)) continue;
    found.push({ kind: c.kind, name: c.name, nameAr: c.nameAr, at: first.at, end: first.at + first.length });
  }
  // A name met only inside a longer one ('ينبع' in 'رحلة الغطس السطحي في شعاب ينبع') was not shown on its own.
  const inside = (f: { at: number; end: number }) =>
    found.some(
      (other) => other !== f && other.at <= f.at && f.end <= other.end && other.end - other.at > f.end - f.at,
    );
  return found
    .filter((f) => !inside(f))
    .sort((a, b) => a.at - b.at)
    .map(({ at: _at, end: _end, ...shown }) => shown);
}

/** 'which of them is Italian?': the one thing just shown that the guest's words describe. */
function described(text: string, shown: Shown[], results: Results): Shown | undefined {
  const names = new Set(shown.map((s) => s.name));
  const ranked = rankEntities(
    text,
    candidates(results).filter((c) => names.has(c.name)),
    (c) => c.describe,
  );
  const [first, second] = ranked;
  if (!first || first.score < DESCRIBED || (second && second.score >= first.score)) return undefined;
  return shown.find((s) => s.name === first.item.name);
}

/** True when the guest's own words name one of the things the tools returned. */
function namesSomething(text: string, results: Results): boolean {
  return candidates(results).some(
    (c) => (rankEntities(text, [c], (item) => item.describe)[0]?.score ?? 0) >= NAMED,
  );
}

/** The one thing the guest's words name among what the tools returned ('and the juice bar?'), if one. */
export function namedIn(text: string, results: Results): Shown | undefined {
  const ranked = rankEntities(text, candidates(results), (c) => c.describe);
  const [first, second] = ranked;
  if (!first || first.score < NAMED || (second && second.score >= first.score)) return undefined;
  const { kind, name, nameAr } = first.item;
  return { kind, name, nameAr };
}

/** The guest's words name a kind of thing ('treatment', 'excursion', 'restaurant') of their own. */
const namesKind = (t: string) =>
  isSpa(t) || isExcursion(t) || isRestaurant(t) || isActivity(t) || isItinerary(t);

/**
 * Resolves 'that one', 'it', 'the second', 'which one takes the longest?', 'and for two people?'
 * to what the assistant's last message showed: the focus gains the thing's name (so the usual
 * matching finds it) and, for a question with no topic of its own, the topic of that thing.
 * A message that names something itself, or asks something unrelated, is left as it is.
 */
export function withReferent(focus: Focus, earlier: string[], results: Results): Focus {
  const [lastShownText] = earlier;
  if (!lastShownText) return focus;
  const t = normalize(focus.latest);
  // 'is that per person? we're a family of four' names no Family Cruise.
  if (namesSomething(withoutPartyWords(withoutAskingPhrases(focus.latest)), results)) return focus;
  const ordinal = ordinalIn(t);
  const superlative = superlativeIn(t);
  const other = isOther(t) ? otherOfPair(earlier, results) : undefined;
  const refers =
    other !== undefined ||
    ordinal !== undefined ||
    isPronoun(t) ||
    isElliptical(t) ||
    isBareArabicQuestion(t) ||
    asksPartyPrice(t) ||
    (superlative && !namesKind(t)) ||
    asksOwnField(t);
  if (!refers) return focus;
  // 'Is that one cheaper before 11?' asks about an offer on that one, not which is cheapest.
  const comparesList = superlative && !(asksDeal(t) && isPronoun(t));
  if (comparesList && ordinal === undefined) {
    // 'which one takes the longest?': the latest list shown (of one kind) is what is compared.
    for (const text of earlier) {
      const shown = shownIn(text, results);
      const kind = shown[0]?.kind;
      const sameKind = shown.filter((s) => s.kind === kind);
      if (!kind || sameKind.length < 2) continue;
      return {
        ...focus,
        intent: focus.intent === null ? INFO_INTENT[kind] : focus.intent,
        shown: sameKind.map((s) => s.name),
      };
    }
  }
  const shown = shownIn(lastShownText, results);
  // 'the second' counts the list's own items (not the port each excursion line names).
  const listed = shown.filter((s) => s.kind === shown[0]?.kind);
  const picked =
    other ??
    (ordinal === 'last'
      ? listed.at(-1)
      : ordinal !== undefined
        ? // 'the second one' after one show: its second session, so still that show.
          (listed[ordinal - 1] ?? (listed.length === 1 ? listed[0] : undefined))
        : (described(t, shown, results) ?? listParentAsked(shown, t) ?? shown[0]));
  if (!picked) return focus;
  let intent = focus.intent;
  // 'what time does the 2nd one depart?' reads as the ship's own departure; the thing picked is meant.
  const pickedByOrder = ordinal !== undefined && intent === 'itinerary';
  if (intent === null || intent === 'venue' || pickedByOrder) intent = INFO_INTENT[picked.kind];
  else if (intent === 'book') intent = BOOKING_INTENT[picked.kind] ?? 'book';
  // 'how much is that in total?' after a booking for two: the party just booked or asked about.
  const details =
    focus.details.partySize === undefined && asksTotal(t)
      ? { ...focus.details, ...partyOf(lastShownText) }
      : focus.details;
  return { ...focus, intent, details, text: `${focus.text}\n${picked.name}`, referent: picked };
}

const asksTotal = phrases([
  'total',
  'altogether',
  'in all',
  'all together',
  'for all of us',
  'الاجمالي',
  'المجموع',
  'للجميع',
  'الكل',
]);

function partyOf(text: string): { partySize?: number } {
  const size = extractPartySize(normalize(text));
  return size ? { partySize: size } : {};
}
