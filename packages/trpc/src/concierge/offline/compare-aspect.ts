import { fieldAsked } from './field-answer.ts';
import { phrases } from './language.ts';
import { type Superlative, superlativeIn } from './reason.ts';

/**
 * What a comparison of named things compares (issue 9, point 5): 'which is cheaper, A or B?' the
 * price, lower wins; 'أيهم أسهل' the difficulty; 'قديش الفرق بالمدة' the duration, with no winner
 * asked. Read from the guest's words (normalised); the measures are the records' own fields.
 */
export type Measure =
  | 'price'
  | 'duration'
  | 'rating'
  | 'start'
  | 'end'
  | 'hours'
  | 'difficulty'
  | 'age'
  | 'deck'
  | 'capacity';
/** `want`: which end wins ('low' for cheaper, easier, earlier); none when only the values are asked. */
export type Aspect = { measure: Measure; want?: 'low' | 'high' };

const FROM_SUPERLATIVE: Record<Superlative, Aspect> = {
  cheapest: { measure: 'price', want: 'low' },
  priciest: { measure: 'price', want: 'high' },
  longest: { measure: 'duration', want: 'high' },
  shortest: { measure: 'duration', want: 'low' },
  open_late: { measure: 'end', want: 'high' },
  closes_first: { measure: 'end', want: 'low' },
  earliest: { measure: 'start', want: 'low' },
  best_rated: { measure: 'rating', want: 'high' },
  biggest: { measure: 'capacity', want: 'high' },
  smallest: { measure: 'capacity', want: 'low' },
  easiest: { measure: 'difficulty', want: 'low' },
  hardest: { measure: 'difficulty', want: 'high' },
};

/** Comparatives only a choice between two things uses ('is X longer than Y', 'rated higher'). */
const PAIR_COMPARATIVES: [Aspect, (t: string) => boolean][] = [
  [
    { measure: 'rating', want: 'high' },
    phrases([
      /(^|[^a-z])(better|higher|best) (rated|reviewed|reviews|rating|ratings)([^a-z]|$)/,
      /(^|[^a-z])rated (higher|better)([^a-z]|$)/,
      /(احسن|افضل|اعلي) (تقييم|تقييما)|تقييم(ه|ها|هم)? (اعلي|احسن|افضل)/,
    ]),
  ],
  [{ measure: 'price', want: 'low' }, phrases([/(^|[^a-z])costs? less([^a-z]|$)|ارخص|اوفر/])],
  [
    { measure: 'difficulty', want: 'low' },
    phrases([
      /(^|[^a-z])(less|least) (demanding|tiring|strenuous|physical|hard|difficult)([^a-z]|$)/,
      /(^|[^a-z])easier([^a-z]|$)/,
      /اقل (تعب|تعبا|جهد|مجهود)|اخف|اهون/,
    ]),
  ],
  [
    { measure: 'difficulty', want: 'high' },
    phrases([
      /(^|[^a-z])(harder|more demanding|more tiring|tougher)([^a-z]|$)|اكثر (تعب|تعبا|جهد|مجهود)|اتعب/,
    ]),
  ],
  [{ measure: 'duration', want: 'high' }, phrases([/(^|[^a-z])longer([^a-z]|$)/])],
  // 'يطلع بدري', 'نروح بدري أكثر' (Gulf, Egyptian): the earlier one.
  [
    { measure: 'start', want: 'low' },
    phrases([/(^|[^a-z])earlier([^a-z]|$)|بدري|(يطلع|تطلع|يبدا|تبدا|يفتح|تفتح|يفتحوا) (قبل|اول)/]),
  ],
  // 'أيهما يغلق في وقت متأخر أكثر', 'بيسكر متأخر': the later one.
  [
    { measure: 'end', want: 'high' },
    phrases([/(^|[^a-z])later([^a-z]|$)|(يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يسكروا)( في)? (وقت )?متاخر/]),
  ],
  [{ measure: 'deck', want: 'high' }, phrases([/(^|[^a-z])higher up([^a-z]|$)|(طابق|دور) اعلي/])],
];

/** Leaving, departing or starting: an excursion's or session's start, not a place's closing. */
const asksStart = phrases([
  /(^|[^a-z])(leave|leaves|depart|departs|start|starts|set off|begin|begins)([^a-z]|$)|يطلع|تطلع|يغادر|تغادر|تنطلق|ينطلق|يبدا|تبدا|يفتح|تفتح/,
]);
/** Closing or coming back: a place's closing, an excursion's return. */
const asksEnd = phrases([
  /(^|[^a-z])(close|closes|shut|shuts|finish|finishes|end|ends|get back|gets back|return|returns)([^a-z]|$)|يغلق|تغلق|يقفل|تقفل|يسكر|تسكر|يرجع|ترجع|يعود|تعود|يخلص|تخلص/,
]);
const asksDeck = phrases([/(^|[^a-z])(deck|decks|floor)([^a-z]|$)|(^|\s)(ال)?(طابق|دور)(\s|$|[?؟])/]);
const asksRating = phrases([/(^|[^a-z])(rating|ratings|rated|reviews|stars)([^a-z]|$)|تقييم/]);

const FROM_FIELD: Partial<Record<NonNullable<ReturnType<typeof fieldAsked>>, Measure>> = {
  price: 'price',
  duration: 'duration',
  age: 'age',
  opens: 'start',
  departs: 'start',
  closes: 'end',
  hours: 'hours',
  deck: 'deck',
};

/**
 * The aspect a comparison asks about, from its words: a superlative or comparative ('cheaper',
 * 'أطول', 'rated higher'), else the one field it names ('the age limits', 'الفرق بالمدة').
 */
export function aspectAsked(t: string): Aspect | undefined {
  const superlative = superlativeIn(t);
  if (superlative) {
    const aspect = FROM_SUPERLATIVE[superlative];
    // 'Which leaves later?' is a departure; 'which closes earlier?' a closing.
    if (aspect.measure === 'end' && asksStart(t) && !asksEnd(t)) return { measure: 'start', want: 'high' };
    if (aspect.measure === 'start' && asksEnd(t) && !asksStart(t)) return { measure: 'end', want: 'low' };
    return aspect;
  }
  const comparative = PAIR_COMPARATIVES.find(([, test]) => test(t))?.[0];
  if (comparative) {
    if (comparative.measure === 'end' && asksStart(t) && !asksEnd(t))
      return { measure: 'start', want: 'high' };
    if (comparative.measure === 'start' && asksEnd(t) && !asksStart(t))
      return { measure: 'end', want: 'low' };
    return comparative;
  }
  if (asksRating(t)) return { measure: 'rating' };
  const field = fieldAsked(t);
  const measure = field ? FROM_FIELD[field] : undefined;
  if (measure) return { measure };
  return asksDeck(t) ? { measure: 'deck' } : undefined;
}

/** 'What's the difference between…', 'compare…', 'الفرق بين', 'قارن': the things side by side. */
export const asksDifference = phrases([
  /(^|[^a-z])(difference|differences|differ|compare|comparison|versus|vs)([^a-z]|$)/,
  /(^|\s)(ال)?فرق(\s|$)|فرق بين|قارن|مقارنه/,
]);

/** Words that set named things side by side: 'A or B', 'A vs B', 'between A and B', 'كل واحد', 'نفس الطابق'. */
const sideBySideWords = phrases([
  /(^|[^a-z])(or|vs|versus|than|between|compared|each|both|same)([^a-z]|$)/,
  /(^|\s)(او|ولا|ام|بين|كلاهما|الاثنين|الاتنين|التنين)(\s|$)|كل (واحد|وحده|واحده)|نفس (ال)?(طابق|دور|سعر|مده|وقت)/,
]);

/** 'For each guest', 'each of us', 'per person': each person of the party, not each of several things. */
const PER_PERSON =
  /\b(?:for|per) each\b|\beach (?:of us|of you|guest|person|passenger|traveller|traveler|adult|child|kid|cabin)s?\b|(^|\s)لكل (?:واحد|شخص|ضيف|فرد)(\s|$)/g;

/** Words that set named things side by side, once the party's 'each' is set aside. */
export const setsSideBySide = (t: string) => sideBySideWords(t.replace(PER_PERSON, ' '));

/** A question word that asks to choose ('which', 'أيهما', 'مين', with the usual misspellings). */
const asksWhich = phrases([
  /(^|[^a-z])(which|wich|witch|whichh|whats|what's|what is)([^a-z]|$)/,
  /(^|\s)(ايهما|ايهم|ايها|اي|انهي|مين|شو|ايش|وش|ايه)(\s|$)/,
]);

/** Shaped like a choice between named things, before the records are read (the names come later). */
export const looksLikeComparison = (t: string) =>
  (setsSideBySide(t) || asksDifference(t)) &&
  (aspectAsked(t) !== undefined || asksDifference(t) || asksWhich(t));
