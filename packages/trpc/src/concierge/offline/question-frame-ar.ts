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

/** The first run of subject words: what the question is about, wherever the cue stands. */
export function arabicSubject(words: string[]): string[] {
  const subject: string[] = [];
  for (const word of words) {
    if (subject.length === 0) {
      if (canStartSubject(word)) subject.push(word);
      continue;
    }
    if (CUE_WORDS.has(word) || isFrameVerb(word) || ENDS.has(word) || isStop(word)) break;
    // The head noun and what qualifies it ('صاله المجلس', 'مساج البحر الاحمر', 'الفي ار'), not a
    // word that starts another phrase ('كيكه لزوجي': the cake, not 'for my husband').
    const pair = `${subject.at(-1)} ${word}`;
    if (!word.startsWith('ال') && !lexicon.phrases.has(pair)) break;
    subject.push(word);
    if (subject.length >= MAX_SUBJECT_WORDS) break;
  }
  return subject;
}

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
