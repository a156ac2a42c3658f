import { foldText, lexicon, lookupForm, wordsOf } from '../../domains/search/lexicon.ts';
import { arabicFrame } from './question-frame-ar.ts';

/**
 * What kind of fact a question asks for. 'amount' is a price ('how much is…'); 'charge' a yes/no
 * about paying ('is there a fee?'); the measures ask for a figure of that dimension; 'exists'
 * asks whether the ship has (or sells, rents…) a thing.
 */
export type AskedFact =
  | 'amount'
  | 'charge'
  | 'count'
  | 'depth'
  | 'speed'
  | 'size'
  | 'height'
  | 'length'
  | 'distance'
  | 'weight'
  | 'temperature'
  | 'age'
  | 'year'
  | 'duration'
  | 'time'
  | 'place'
  | 'name'
  | 'exists';

/**
 * A question's frame: the fact it asks for and the words of its subject (what the fact is about:
 * 'how much is [the hammam]', 'what time does [the hair salon] open', 'do you sell [local SIM
 * cards]'). The subject is empty when the question does not single one out.
 */
export type QuestionFrame = {
  asks: AskedFact | null;
  subject: string[];
  /** Read from an Arabic cue whose subject may be only partly found: when no record carries the fact, the search answers. */
  loose?: boolean;
  /** Read from an Arabic cue anywhere in the question: it ranks answers but never alone says 'I don't know'. */
  soft?: boolean;
};

const AUX = String.raw`(?:is|are|was|were|does|do|did|will|would|can|could|should|must|s|re)`;
const DET = String.raw`(?:(?:a|an|the|this|that|these|those|your|my|our|its|any|some)\s+)`;
/** Words that end a subject phrase: verbs of the frame, prepositions of place and time, pronouns. */
const SUBJECT_END = new Set([
  'is',
  'am',
  'are',
  'was',
  'were',
  'does',
  'do',
  'did',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'cost',
  'costs',
  'open',
  'opens',
  'close',
  'closes',
  'start',
  'starts',
  'finish',
  'finishes',
  'end',
  'ends',
  // Other verbs of opening and closing: 'when does the pool shut', 'when does the buffet wrap up'.
  'shut',
  'shuts',
  'wrap',
  'wraps',
  'kick',
  'kicks',
  'begin',
  'begins',
  'stay',
  'stays',
  'till',
  'until',
  'take',
  'takes',
  'last',
  'lasts',
  'go',
  'goes',
  'get',
  'gets',
  'work',
  'works',
  'on',
  'in',
  'at',
  'for',
  'to',
  'from',
  'of',
  'with',
  'by',
  'near',
  'during',
  'when',
  'where',
  'that',
  'which',
  'who',
  'while',
  'if',
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'it',
  'there',
  'now',
  'today',
  'tonight',
  'tomorrow',
  'please',
  'per',
  'each',
  'every',
  'and',
  'or',
  'have',
  'has',
  'here',
  'into',
  'onto',
  'held',
  'located',
  'situated',
  'hosted',
  'happen',
  'happening',
  'altogether',
  'together',
  'total',
]);
/** Arabic words that end a subject phrase. */
const SUBJECT_END_AR = new Set([
  'في',
  'على',
  'علي',
  'من',
  'الى',
  'الي',
  'عن',
  'مع',
  'هل',
  'اليوم',
  'غدا',
  'الان',
  'حق',
  'تبع',
  'عند',
  'عندكم',
  'عندك',
  // Times of day: 'متى يفتح السبا الصبح' asks about the spa.
  'الصبح',
  'الصباح',
  'صباحا',
  'المساء',
  'مساء',
  'الليل',
  'بالليل',
  'الظهر',
  'العصر',
]);
const MAX_SUBJECT_WORDS = 4;

/** Verbs that end a subject only with their particle ('wrap up', 'kick off'); alone they are nouns ('body wrap'). */
const PHRASAL_END = new Map([
  ['wrap', 'up'],
  ['wraps', 'up'],
  ['kick', 'off'],
  ['kicks', 'off'],
]);

/** The longest phrase of several words the lexicon knows at `at` ('glass of wine'); [] when none. */
function knownPhraseAt(words: readonly string[], at: number): string[] {
  for (let size = Math.min(lexicon.longestPhrase, words.length - at); size > 1; size--) {
    const phrase = words.slice(at, at + size);
    if (lexicon.phrases.has(phrase.join(' ')) || lexicon.phrases.has(phrase.map(lookupForm).join(' ')))
      return phrase;
  }
  return [];
}

/** The subject phrase at the start of `rest`: its words up to the first that ends a phrase. */
function phraseAt(rest: string): string[] {
  const words: string[] = [];
  const all = rest.split(' ').filter(Boolean);
  for (let at = 0; at < all.length; at++) {
    const word = all[at] ?? '';
    // 'a glass of wine', 'the bottle of water': a phrase the lexicon knows is one subject, its 'of' too.
    const known = knownPhraseAt(all, at);
    if (known.length > 2 && !SUBJECT_END.has(word) && !SUBJECT_END.has(known.at(-1) ?? '')) {
      words.push(...known);
      at += known.length - 1;
      if (words.length >= MAX_SUBJECT_WORDS) break;
      continue;
    }
    // 'the body wrap' is a treatment; 'when does the buffet wrap up' asks when it closes.
    const particle = PHRASAL_END.get(word);
    if (particle && all[at + 1] !== particle) {
      words.push(word);
      if (words.length >= MAX_SUBJECT_WORDS) break;
      continue;
    }
    if (SUBJECT_END.has(word) || SUBJECT_END_AR.has(word)) break;
    if (
      /^(a|an|the|this|that|these|those|your|my|our|its|any|some|all|both|s|somewhere|anywhere|someplace|nowhere|whereabouts)$/.test(
        word,
      )
    )
      continue;
    words.push(word);
    if (words.length >= MAX_SUBJECT_WORDS) break;
  }
  return words;
}

/** The content words of a subject the cue closes on both sides: no determiners, prepositions or pronouns. */
const slotWords = (slot: string) =>
  slot
    .split(' ')
    .filter(
      (word) =>
        word &&
        !SUBJECT_END.has(word) &&
        !/^(a|an|the|this|that|these|those|your|my|our|its|any|some|s)$/.test(word),
    )
    .slice(0, MAX_SUBJECT_WORDS);

/** Words a relative clause carries into the subject: 'is there a bar [where I can get a beer]'. */
const CLAUSE_FILLER = new Set([
  'i',
  'we',
  'you',
  'can',
  'could',
  'get',
  'have',
  'buy',
  'find',
  'do',
  'go',
  'a',
  'an',
  'the',
  'some',
  'my',
  'our',
  'me',
  'us',
  's',
]);

function relativeClause(rule: Rule, slot: string): string[] {
  if (rule.asks !== 'exists') return [];
  // 'is there somewhere I can get a coffee late at night': the clause after 'somewhere' is the subject, not its time.
  const clause = /\b(?:where|that|which|somewhere|anywhere|someplace)\s+(.*)$/
    .exec(slot)?.[1]
    ?.replace(/\b(?:late|early)\s+(?:at night|in the (?:morning|evening))\b.*$/, '');
  return clause
    ? phraseAt(
        clause
          .split(' ')
          .filter((word) => !CLAUSE_FILLER.has(word))
          .join(' '),
      )
    : [];
}

type Rule = {
  asks: AskedFact;
  /** The cue; its named group 'subject' (when present) starts the subject phrase. */
  pattern: RegExp;
  /** The subject is the words before the cue ('petra tour price', 'spa opening hours'). */
  subjectBefore?: boolean;
  /** The cue closes the subject on both sides ('is [breakfast in the cabin] free'): all its content words. */
  wholeSlot?: boolean;
  loose?: boolean;
};

const r = (source: string) => new RegExp(source);

/**
 * Cues in the order they are tried (the most specific first), on the question's normalised words
 * (lower case, Arabic folded as search_normalize folds it, apostrophes split: "what's" → 'what s').
 */
const RULES: Rule[] = [
  // Duration before price and count: 'how much time', 'how many hours', 'how long does X take'; a
  // notice ahead is a span too ('how much notice', 'how far ahead', 'how many days before').
  {
    asks: 'duration',
    pattern: r(
      String.raw`\bhow (?:much (?:time|notice)|many (?:hours|minutes|days)|far (?:ahead|in advance))\b(?<subject>.*)`,
    ),
  },
  {
    asks: 'duration',
    pattern: r(String.raw`\bhow long (?:${AUX}\s+)?${DET}?(?<subject>.*)`),
  },
  {
    asks: 'depth',
    pattern: r(String.raw`\b(?:how deep|depth of|what depth)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`),
  },
  { asks: 'depth', pattern: r(String.raw`(?:^|\s)(?:كم عمق|عمق)(?<subject>.*)`) },
  {
    asks: 'speed',
    pattern: r(
      String.raw`\b(?:how fast|how quick(?:ly)?|top speed|speed of|what speed)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`,
    ),
  },
  { asks: 'speed', pattern: r(String.raw`(?:^|\s)(?:كم سرعه|سرعه)(?<subject>.*)`) },
  { asks: 'height', pattern: r(String.raw`\bhow (?:tall|high)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`) },
  {
    asks: 'distance',
    pattern: r(String.raw`\b(?:how far|distance)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`),
  },
  {
    asks: 'weight',
    pattern: r(
      String.raw`\b(?:how heavy|how much does .* weigh|weight of)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`,
    ),
  },
  // 'كم درجة حرارة مية المسبح', 'حرارة البحر كم': the temperature of what follows ('حرارته مرتفعة',
  // a fever, says how someone is and asks nothing about a temperature).
  {
    asks: 'temperature',
    pattern: r(
      String.raw`(?:^|\s)(?:كم |قديش |ايش |وش |شو )?(?:درجه (?:ال)?حراره|درجات (?:ال)?حراره|(?:ال)?حراره|حرارته|حرارتها)(?!\s+(?:مرتفعه|مرتفع|عاليه|عالي|طالعه|طالع)(?:\s|$))(?:\s+(?:لما|لمن|لو|اذا|عندما|وقت|حين)\s+\S+)?(?<subject>.*)`,
    ),
  },
  // 'كم طول السفينه', 'قديش طول الزلاجه': a length (or, of a trip or a session, how long it lasts).
  {
    asks: 'length',
    pattern: r(String.raw`(?:^|\s)(?:كم|قديش|قد ايش|ايش|وش|شو|ما) (?:طول|طولها|طوله)(?<subject>.*)`),
  },
  {
    asks: 'temperature',
    pattern: r(String.raw`\b(?:how (?:hot|cold|warm)|temperature)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`),
  },
  {
    asks: 'size',
    pattern: r(
      String.raw`\b(?:how (?:big|large|small|wide)|what size|size of)\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`,
    ),
  },
  { asks: 'year', pattern: r(String.raw`\b(?:what|which) year\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`) },
  {
    asks: 'year',
    pattern: r(String.raw`\bwhen (?:was|were)\s+${DET}?(?<subject>.*?)\s+(?:built|made|launched)\b`),
  },
  { asks: 'age', pattern: r(String.raw`\bhow old\b(?:\s+${AUX})?\s*${DET}?(?<subject>.*)`) },
  // Count: 'how many lifeboats', 'كم عدد'.
  { asks: 'count', pattern: r(String.raw`\bhow many\s+(?<subject>.*)`) },
  { asks: 'count', pattern: r(String.raw`(?:^|\s)(?:كم عدد|عدد)\s+(?<subject>.*)`) },
  // Amount: 'how much is X', 'how much does it cost to X', 'what's the price of X', 'X price?'.
  // An idiom of cost after the subject first: 'how much would a facial set me back'.
  {
    asks: 'amount',
    pattern: r(
      String.raw`\bhow much\s+(?:${AUX}\s+)?${DET}?(?<subject>.+?)\s+(?:set (?:me|us|you) back|run (?:me|us|you)|cost (?:me|us|you))\b`,
    ),
    wholeSlot: true,
  },
  {
    asks: 'amount',
    pattern: r(
      String.raw`\bhow much\s+(?:${AUX}\s+)?(?:it\s+)?(?:cost\s+)?(?:to\s+)?(?:(?:have|get|see|use|do|book|rent|hire|buy)\s+)?${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'amount',
    pattern: r(
      String.raw`\bwhat\s+(?:${AUX}\s+)?${DET}?(?:price|cost|fee|charge|rate|exchange rate)s?\s+(?:of|for|to)\s+${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'amount',
    pattern: r(
      String.raw`\b(?:exchange rate|rate of exchange)s?\s+(?:(?:for|of|to)\s+)?${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'amount',
    pattern: r(String.raw`^(?<subject>.*?)\s*\b(?:price|prices|cost|fee|fees)\b\s*$`),
    subjectBefore: true,
  },
  { asks: 'amount', pattern: r(String.raw`(?:^|\s)(?:كم تكلفه|كم يكلف|كم رسوم)\s+(?<subject>.*)`) },
  // Gulf and MSA 'بكم رحلة السنوركل', 'كم سعر الغوص': read loosely, as the Arabic subject may be partly found.
  {
    asks: 'amount',
    pattern: r(String.raw`^(?:بكم|كم سعر|ما سعر|وش سعر)\s+(?<subject>ال.*|رحله.*)`),
    loose: true,
  },
  // A yes/no about paying for a thing the question names: 'is the Space Diner free', 'do I have to pay
  // for the wifi', 'is there a charge to see the doctor'.
  {
    asks: 'charge',
    pattern: r(
      String.raw`\bis\s+(?!(?:there|it|that|this)\b)${DET}?(?<subject>.+?)(?<!\b(?:duty|tax|alcohol|smoke|gluten|sugar))\s+(?:free|included|complimentary|extra|chargeable)\b`,
    ),
    wholeSlot: true,
  },
  {
    asks: 'charge',
    pattern: r(
      String.raw`\b(?:do|will|would|must|should) (?:i|we) (?:still |have to |need to |got to )?pay\s+(?:extra\s+)?(?:for|to use|to see|to visit|to)\s+${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'charge',
    pattern: r(
      String.raw`\b(?:is there|are there)\s+(?:an?\s+)?(?:extra\s+)?(?:fee|charge|cost)s?\s+(?:for|to)\s+(?:(?:see|use|visit|get|have|book)\s+)?${DET}?(?<subject>.*)`,
    ),
  },
  // A yes/no about paying: 'is there a fee', 'do I still pay', 'is it free'.
  {
    asks: 'charge',
    pattern: r(
      String.raw`\b(?:is there|are there)\s+(?:an?\s+)?(?:extra\s+)?(?:fee|charge|cost)|\b(?:do|will|would) (?:i|we) (?:still |have to )?pay\b|\bis (?:it|that|this)\s+(?:free|included|extra)\b|\bcharged?\b`,
    ),
  },
  // Name of a person: "what's the captain's name", 'who is the doctor', 'ما اسم القبطان'.
  {
    asks: 'name',
    pattern: r(String.raw`\bwhat\s+(?:${AUX}\s+)?${DET}?name of\s+${DET}?(?<subject>.*)`),
  },
  {
    asks: 'name',
    pattern: r(String.raw`\bwhat\s+(?:${AUX}\s+)?${DET}?(?<subject>\S+(?:\s+\S+)?)\s+s\s+name\b`),
  },
  { asks: 'name', pattern: r(String.raw`\bwho\s+(?:is|s)\s+${DET}?(?<subject>.*)`) },
  // 'Who won the football?', 'who plays tonight?': the name of whoever did it.
  {
    asks: 'name',
    pattern: r(
      String.raw`\bwho\s+(?:won|wins|win|played|plays|sang|sings|scored|made|built|owns)\s+${DET}?(?<subject>.*)`,
    ),
  },
  { asks: 'name', pattern: r(String.raw`(?:^|\s)(?:ما اسم|من هو|من هي)\s+(?<subject>.*)`) },
  // Time: 'what time does X open', 'when does X close', 'X opening hours'.
  {
    asks: 'time',
    pattern: r(
      String.raw`\b(?:what time|when|until when|till when|until what time)\s+(?:${AUX}\s+)${DET}?(?<subject>.*)`,
    ),
  },
  // 'Last orders at Khuzama?', 'how late is the juice bar open?', 'closing time of the spa'.
  {
    asks: 'time',
    pattern: r(
      String.raw`\blast (?:orders?|call|entry|admission|seating)\s+(?:at|for|in)\s+${DET}?(?<subject>.*)`,
    ),
  },
  { asks: 'time', pattern: r(String.raw`\bhow late\s+(?:${AUX}\s+)?${DET}?(?<subject>.*)`) },
  {
    asks: 'time',
    pattern: r(
      String.raw`\b(?:opening|closing|open) (?:hours|times?)\s+(?:of|for|at|in)\s+${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'time',
    pattern: r(
      String.raw`^(?<subject>.*?)\s*\b(?:opening hours|opening times?|closing times?|open hours|hours|times|timings|schedule)\b\s*$`,
    ),
    subjectBefore: true,
  },
  // Existence: 'is there a hair salon', 'do you sell SIM cards', 'can I rent a car'.
  {
    asks: 'exists',
    pattern: r(String.raw`\b(?:is there|are there|is there any|are there any)\s+${DET}?(?<subject>.*)`),
  },
  {
    asks: 'exists',
    pattern: r(
      String.raw`\b(?:do|does) (?:you|the ship|they|marsa) (?:guys )?(?:have|sell|offer|rent|hire|provide|stock)\s+${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'exists',
    pattern: r(String.raw`\bcan (?:i|we|you) (?<verb>rent|hire|buy|borrow)\s+${DET}?(?<subject>.*)`),
  },
  // 'Can I get a cot for the baby?', 'could we have a bathrobe?': whether the ship has the thing.
  {
    asks: 'exists',
    pattern: r(
      String.raw`\b(?:can|could|may) (?:i|we) (?:get|have|ask for|request)\s+(?:an?|some)\s+(?<subject>.*)`,
    ),
  },
  // Place: 'where is the theatre', 'whereabouts is the kids club', 'how do I get to the spa',
  // 'which floor is the theatre on', 'gym deck?'.
  { asks: 'place', pattern: r(String.raw`\b(?:where|whereabouts)\s+(?:${AUX}\s+)?${DET}?(?<subject>.*)`) },
  {
    asks: 'place',
    pattern: r(
      String.raw`\bhow (?:do|can|would|should|could) (?:i|we) (?:get to|go to|reach|walk to|find my way to)\s+${DET}?(?<subject>.*)`,
    ),
  },
  {
    asks: 'place',
    pattern: r(String.raw`\b(?:which|what) (?:deck|floor|level)\s+(?:${AUX}\s+)?${DET}?(?<subject>.*)`),
  },
  {
    asks: 'place',
    pattern: r(String.raw`^(?<subject>(?:\S+\s+){0,3}?\S+)\s+(?:deck|floor|location)\s*$`),
    subjectBefore: true,
  },
  // Arabic (MSA and Gulf) about a definite place or service: 'وين النادي الرياضي', 'متى يسكر المسبح'.
  {
    asks: 'place',
    pattern: r(String.raw`^(?:وين|اين|فين)\s+(?:(?:يقع|تقع|يكون|تكون|القي|الاقي|اجد)\s+)?(?<subject>ال.*)`),
    loose: true,
  },
  {
    asks: 'time',
    pattern: r(
      String.raw`^(?:متي|امتي|الساعه كم|كم الساعه)\s+(?:(?:يفتح|تفتح|يغلق|تغلق|يسكر|تسكر|يقفل|تقفل|يبدا|تبدا|ينتهي|تنتهي|يكون|تكون)\s+)?(?<subject>ال.*)`,
    ),
    loose: true,
  },
];

/** Meals and the words that serve them: a subject of only these names no place. */
const MEAL_WORDS = new Set([
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'supper',
  'meal',
  'meals',
  'served',
  'serve',
  'الفطور',
  'فطور',
  'غداء',
  'الغداء',
  'عشاء',
  'العشاء',
]);
const isMealOnly = (subject: string[]) => subject.length > 0 && subject.every((word) => MEAL_WORDS.has(word));

/** The question's frame, from its normalised (and spell-mended) words. */
export function questionFrame(text: string): QuestionFrame {
  const t = wordsOf(foldText(text)).join(' ');
  for (const rule of RULES) {
    const match = rule.pattern.exec(t);
    if (!match) continue;
    const slot = match.groups?.subject ?? '';
    const subject = rule.subjectBefore
      ? phraseAt(slot.split(' ').slice(-MAX_SUBJECT_WORDS).join(' '))
      : rule.wholeSlot
        ? slotWords(slot)
        : phraseAt(slot);
    const verb = match.groups?.verb;
    if (rule.asks === 'time' && isMealOnly(subject)) {
      // 'What time is breakfast served at the buffet?': the hours asked are the place's.
      const place = /(?:^|\s)(?:at|in|في)\s+(.*)$/.exec(slot)?.[1];
      if (place) return { asks: rule.asks, subject: phraseAt(place), ...(rule.loose ? { loose: true } : {}) };
    }
    return {
      asks: rule.asks,
      subject: [...(verb ? [verb] : []), ...subject, ...relativeClause(rule, slot)],
      ...(rule.loose ? { loose: true } : {}),
    };
  }
  // Arabic with the question word anywhere, in any dialect (question-frame-ar.ts).
  return arabicFrame(t) ?? { asks: null, subject: [] };
}

/** The lexicon's phrases of several words for asking when, how much and where ('wrap up', 'set me back', 'get to'). */
const ASKING_PHRASES: string[] = ['hours', 'price', 'location']
  .flatMap((idea) => lexicon.groups[lexicon.phrases.get(idea) ?? -1] ?? [])
  .filter((term) => term.includes(' '))
  .sort((a, b) => b.length - a.length);

/**
 * The question without its phrases of asking: 'and when does it wrap up?' names no Body Wrap,
 * 'how much would that set me back' no set menu.
 */
export function withoutAskingPhrases(text: string): string {
  let t = ` ${wordsOf(foldText(text)).join(' ')} `;
  for (const phrase of ASKING_PHRASES) t = t.split(` ${phrase} `).join(' ');
  return t.trim();
}
