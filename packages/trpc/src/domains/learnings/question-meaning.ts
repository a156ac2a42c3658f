import {
  conceptsOf,
  foldText,
  ideaKeys,
  jaccard,
  lexicon,
  questionKeys,
  wordsOf,
} from '../search/lexicon.ts';

/**
 * The kind of fact a question asks for, read from its words in English or Arabic: a price, the
 * hours (opening, closing, how late), a place, or whether the ship has the thing. Null when the
 * words do not say ('can I gamble on the ship?').
 */
export type AskedFact = 'price' | 'hours' | 'place' | 'exists' | null;

const FACTS: [Exclude<AskedFact, null>, RegExp][] = [
  [
    'price',
    /\b(?:how much|price|prices|cost|costs|fee|fees|charge|charged)\b|(?:^|\s)(?:بكم|بكام|سعر|السعر|اسعار|تكلفه|رسوم|الرسوم)(?:\s|$)/,
  ],
  [
    'hours',
    /\b(?:what time|when|until|till|how late|open|opens|opening|close|closes|closing|closed|hours|midnight)\b|(?:^|\s)(?:متي|امتي|ايمتي|لايمتي|لامتي|لين متي|الي متي|الى متي|اي ساعه|ساعه|يفتح|تفتح|يقفل|تقفل|يغلق|تغلق|يسكر|تسكر|مفتوح|مفتوحه|مسكر|مسكره|مغلق|دوام|اغلاق)(?:\s|$)/,
  ],
  [
    'place',
    /\b(?:where|which deck|what deck|located|location)\b|(?:^|\s)(?:اين|وين|فين|اي طابق|اي دور|طابق|الطابق|مكان)(?:\s|$)/,
  ],
  [
    'exists',
    /\b(?:is there|are there|do you have|have you got|does the ship have|any)\b|(?:^|\s)(?:هل يوجد|يوجد|توجد|فيه|في السفينه|عندكم|هل هناك)(?:\s|$)/,
  ],
];

/** The words of the facts themselves: they say what is asked, not what it is about. */
const FACT_IDEAS = questionKeys(
  'what time open opening close closing hours until late midnight where deck located location price cost fee how much available ' +
    'متى يفتح تفتح يقفل تقفل مفتوح مغلق ساعه ساعات دوام اين وين طابق مكان سعر تكلفه رسوم بكم موجود يوجد',
);

/** What a question asks: the fact, and the ideas of its subject (lexicon ideas, not words; names left out). */
export type QuestionMeaning = { fact: AskedFact; subject: Set<string> };

/** The lexicon's idea of opening hours ('بيقفل', 'فاتحة', 'مواعيد', 'last orders'). */
const HOURS_GROUP = lexicon.phrases.get('hours');

export function askedFact(question: string): AskedFact {
  const t = foldText(question)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ');
  const named = FACTS.find(([, pattern]) => pattern.test(t))?.[0];
  if (named) return named;
  // Dialect words the patterns do not list ('بيقفل الساعة كام', 'لحد امتى'): the lexicon's hours idea.
  const asksHours = conceptsOf(wordsOf(t)).some((concept) => concept.group === HOURS_GROUP);
  return asksHours ? 'hours' : null;
}

/** A question's meaning from its ideas (conceptsOf, spelling mended) and the names it uses. */
export function meaningOf(
  question: string,
  ideas: Parameters<typeof ideaKeys>[0],
  names: Iterable<string>,
): QuestionMeaning {
  const keys = ideaKeys(ideas, names);
  return {
    fact: askedFact(question),
    subject: new Set([...keys].filter((key) => !FACT_IDEAS.has(key) && !/^w:.*\d/.test(key))),
  };
}

/** Facts one answer gives for both questions: the same one, or whether and where the ship has a thing. */
const LOOSE_FACTS: ReadonlySet<AskedFact> = new Set(['exists', 'place', null]);
const factsAgree = (a: AskedFact, b: AskedFact, named: boolean) =>
  a === b || (!named && LOOSE_FACTS.has(a) && LOOSE_FACTS.has(b));

/** A question about no named place must share this much of its subject with the corrected one. */
const SUBJECT_OVERLAP = 0.3;

/**
 * Whether a guest's question means the same as a corrected one (issue 9, point 4), given that
 * both name the same places (`named`: at least one): about a named place, the same kind of fact
 * ('how late is the Nakheel Lounge open?' is its closing time; 'where is it?' is not); about no
 * place, agreeing facts and every idea of the corrected question's subject among the guest's
 * ('can I gamble on the ship?' and 'are there slot machines?' are 'is there a casino?').
 */
export function meansTheSame(guest: QuestionMeaning, corrected: QuestionMeaning, named: boolean): boolean {
  if (!factsAgree(guest.fact, corrected.fact, named)) return false;
  if (named) return guest.fact !== null;
  if (corrected.subject.size === 0) return false;
  const covered = [...corrected.subject].every((key) => guest.subject.has(key));
  return covered && jaccard(guest.subject, corrected.subject) >= SUBJECT_OVERLAP;
}
