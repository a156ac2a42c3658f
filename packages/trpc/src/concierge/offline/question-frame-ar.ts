import { isArabicWord, lexicon, lookupForm } from '../../domains/search/lexicon.ts';
import { bareArabicVerb } from './arabic-verbs.ts';
import type { AskedFact, QuestionFrame } from './question-frame.ts';

/**
 * Arabic question frames wherever the question word stands (issue 9): guests write the cue first
 * (MSA 'متى يفتح المسبح؟'), last (Gulf 'المسبح يفتح متى؟', 'السبا باي دور؟') or in the middle,
 * and with their dialect's question words (Gulf وين/ايش/وش/بكم، Egyptian فين/امتى/بكام/إيه،
 * Levantine وين/ايمتى/قديش/شو). Text is folded as search_normalize folds it (ى → ي, ة → ه, no hamza).
 */

const W = String.raw`(?=\s|$)`;
const S = String.raw`(?:^|\s)`;
/** How much / how many in every dialect: كم، كام، قديش، اديش، قد ايش. */
const HOW_MUCH = '(?:كم|كام|قديش|اديش|قداش|قد ايش|قدايش)';

/** Cues in the order they are tried: duration and age before time ('كم ساعه' is how long, 'الساعه كم' what time). */
const CUES: [AskedFact, RegExp][] = [
  [
    'duration',
    new RegExp(
      String.raw`${S}${HOW_MUCH}\s+(?:مده|المده|مدته|مدتها|ساعه|ساعات|دقيقه|دقايق|دقائق|وقت|ياخذ|ياخد|تاخذ|تاخد|بياخذ|بياخد|بتاخذ|بتاخد|يطول|تطول|يستغرق|تستغرق)${W}|${S}(?:ياخذ|ياخد|تاخذ|تاخد|يطول|تطول|يستغرق|تستغرق)\s+${HOW_MUCH}${W}|${S}(?:مدته|مدتها|مدتهم)${W}`,
    ),
  ],
  [
    'age',
    new RegExp(
      String.raw`${S}(?:لاي|اي|كم|من اي|من كم)\s+(?:عمر|سن|العمر|السن)${W}|${S}(?:العمر|السن) (?:المسموح|المطلوب)${W}`,
    ),
  ],
  ['count', new RegExp(String.raw`${S}${HOW_MUCH}\s+عدد${W}`)],
  [
    'amount',
    new RegExp(
      String.raw`${S}(?:بكم|بكام|بقديش|باديش)${W}|${S}(?:${HOW_MUCH}|ما|وش|ايش|شو|ايه)\s+(?:سعر|سعره|سعرها|تكلفه|ثمن|حق|رسوم|المبلغ|المجموع|الاجمالي|يكلف|تكلف|بيكلف|بتكلف)${W}|${S}(?:سعره|سعرها|سعرهم)${W}`,
    ),
  ],
  [
    'time',
    new RegExp(
      String.raw`${S}(?:متي|امتي|ايمتي|اماتي|لامتي|لين متي|لحد امتي|لحد متي|الي متي|حتي متي|لغايه متي|لين ${HOW_MUCH}|لحد ${HOW_MUCH}|لغايه ${HOW_MUCH}|للساعه ${HOW_MUCH}|حتي الساعه ${HOW_MUCH})${W}|${S}الساعه\s+${HOW_MUCH}${W}|${S}${HOW_MUCH}\s+الساعه${W}|${S}(?:اي|ايه|انهي) ساعه${W}|${S}من (?:كم|كام|متي|امتي)$`,
    ),
  ],
  [
    'place',
    new RegExp(
      String.raw`${S}(?:وين|اين|فين|وينه|وينها|وينهم|فينه|فينها|مكانه|مكانها)${W}|${S}(?:في |ب)?(?:اي|انهي) (?:دور|طابق|سطح)${W}`,
    ),
  ],
];

/** Question words left beside a cue ('وين ... ومتى'): they are not the subject. */
const CUE_WORDS = new Set(
  'لين لحد لغايه كم كام قديش اديش قداش قدايش بكم بكام بقديش متي امتي ايمتي اماتي لامتي وين اين فين وينه وينها فينه فينها مكانه مكانها باي انهي |'.split(
    ' ',
  ),
);

/** Verbs of the frame (open, close, start, take, cost, arrive, leave, lie): they end the subject. */
const FRAME_VERBS = new Set(
  'يفتح تفتح يغلق تغلق يسكر تسكر يقفل تقفل يبدا تبدا يبتدي تبتدي ينتهي تنتهي يخلص تخلص يكون تكون فاتح فاتحه مفتوح مفتوحه يشتغل تشتغل يوصل توصل نوصل تصل يصل نصل تطلع يطلع تغادر يغادر نغادر تبحر نبحر تمشي يمشي نرجع ترجع يرجع نكون ياخذ ياخد تاخذ تاخد يطول تطول يستغرق تستغرق يكلف تكلف بيكلف بتكلف يقع تقع القي الاقي اجد نلقي يقدم تقدم يقدمون يفتحون يسكرون يقفلون'.split(
    ' ',
  ),
);

/** Words that end an Arabic subject phrase (prepositions, times of day, relative pronouns). */
const ENDS = new Set(
  'في على علي من الى الي عن مع هل اليوم غدا بكره بكرا الان الحين حق تبع عند عندكم عندك الصبح الصباح صباحا المساء مساء المسا الليل بالليل الظهر العصر اللي الذي التي ولا او'.split(
    ' ',
  ),
);
const MAX_SUBJECT_WORDS = 4;
/** Nouns of the fact asked ('ايش مواعيد امواج', 'اوقات السبا'): what is asked, never what it is about. */
const FACT_NOUNS = new Set(
  'مواعيد المواعيد مواعيده مواعيدها اوقات الاوقات اوقاته اوقاتها ساعات دوام الدوام دوامه دوامها'.split(' '),
);

const isStop = (word: string) => lexicon.stopwords.has(word) || lexicon.stopwords.has(lookupForm(word));
const isWeak = (word: string) => lexicon.weak.has(word) || lexicon.weak.has(lookupForm(word));
const isFrameVerb = (word: string) => FRAME_VERBS.has(word) || FRAME_VERBS.has(bareArabicVerb(word));
const canStartSubject = (word: string) =>
  !CUE_WORDS.has(word) &&
  !FACT_NOUNS.has(word) &&
  !isFrameVerb(word) &&
  !ENDS.has(word) &&
  !isStop(word) &&
  !isWeak(word) &&
  !/^\d+$/.test(word);

/**
 * How many words of a phrase of the lexicon start at `at` (two or more: 'نطلع من الغرفه', leave
 * the cabin, is one idea, its preposition inside it), as written or as looked up; 0 when none.
 */
function phraseAt(words: string[], at: number): number {
  for (let size = Math.min(lexicon.longestPhrase, words.length - at); size >= 2; size--) {
    const span = words.slice(at, at + size);
    if (lexicon.phrases.has(span.join(' ')) || lexicon.phrases.has(span.map(lookupForm).join(' ')))
      return size;
  }
  return 0;
}

const isLexiconWord = (word: string) => lexicon.phrases.has(word) || lexicon.phrases.has(lookupForm(word));

/** Words that make the next one a day's name ('يوم النزول', disembarkation day): when, not what. */
const DAY_WORDS = new Set(['يوم', 'ليله']);

/**
 * The first run of subject words: what the question is about, wherever the cue stands. A first
 * run that names a day ('يوم النزول لحد امتى نقدر نفضل في الاوضه؟', on disembarkation day until
 * when can we stay in the room?) says when: the run after it, when it names an idea of the ship's
 * vocabulary, is what is asked ('يوم الركوب الغرفه متى تجهز؟' keeps the boarding day's room).
 */
export function arabicSubject(words: string[]): string[] {
  const first = runFrom(words, 0);
  if (!first || !DAY_WORDS.has(words[first.start - 1] ?? '')) return first?.words ?? [];
  const next = runFrom(words, first.end);
  const named = next && (phraseAt(words, next.start) > 0 || isLexiconWord(next.words[0] ?? ''));
  return named ? next.words : first.words;
}

/** The first run of subject words from `from`: its words, where it starts and the index after it. */
function runFrom(words: string[], from: number): { words: string[]; start: number; end: number } | undefined {
  const run: string[] = [];
  let start = -1;
  let at = from;
  for (; at < words.length; at++) {
    const word = words[at] ?? '';
    if (run.length === 0) {
      if (!canStartSubject(word)) continue;
      start = at;
    } else if (endsRun(run.at(-1) ?? '', word)) break;
    const size = Math.max(1, phraseAt(words, at));
    run.push(...words.slice(at, at + size));
    at += size - 1;
    if (run.length >= MAX_SUBJECT_WORDS) return { words: run, start, end: at + 1 };
  }
  return run.length ? { words: run, start, end: at } : undefined;
}

/**
 * Whether `word` ends the subject run whose last word is `last`: a cue, a frame verb, a
 * preposition or stop word, or a word that starts another phrase ('كيكه لزوجي': the cake, not
 * 'for my husband'). The head noun and what qualifies it go on ('صاله المجلس', 'مساج البحر الاحمر').
 */
const endsRun = (last: string, word: string) =>
  CUE_WORDS.has(word) ||
  isFrameVerb(word) ||
  ENDS.has(word) ||
  isStop(word) ||
  (!word.startsWith('ال') && !lexicon.phrases.has(`${last} ${word}`));

/**
 * The frame of an Arabic question the ordered rules did not read: the kind of fact from a dialect
 * cue anywhere in it, the subject from its first content words. Read softly: it picks the record
 * that carries the asked fact, and when none does the search's own answer stands (a dialect
 * subject may hold words no record has).
 */
export function arabicFrame(folded: string): QuestionFrame | undefined {
  const words = folded.split(' ').filter(Boolean);
  if (!words.some(isArabicWord)) return undefined;
  const cue = CUES.find(([, pattern]) => pattern.test(folded));
  if (!cue) return undefined;
  const [asks, pattern] = cue;
  // The cue's words are cut out; what stood on either side of it may be the subject.
  const rest = folded.replace(pattern, ' | ');
  return { asks, subject: arabicSubject(rest.split(' ').filter(Boolean)), loose: true, soft: true };
}
