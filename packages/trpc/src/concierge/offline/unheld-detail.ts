import { foldText, wordsOf } from '../../domains/search/lexicon.ts';

/**
 * A question for a detail that changes by the day and that the ship's records do not hold, about
 * a thing they do hold (issue 9, point 8): which film the open-air cinema shows tonight, the soup
 * of the day, who the DJ is, which match is on TV. The concierge says it does not know and offers
 * staff, then gives what it knows of the thing (where and when the cinema runs).
 */

/** The kinds of detail. */
export type Detail = 'film' | 'soup' | 'dish' | 'theme' | 'match' | 'performer';

/** A detail asked, with what the reply says it does not know, in English and Arabic. */
export type DetailAsked = { detail: Detail; en: string; ar: string };

const WORDS: Readonly<Record<Detail, { en: string; ar: string }>> = {
  film: { en: 'which film is showing', ar: 'أي فيلم سيُعرض' },
  soup: { en: 'what the soup of the day is', ar: 'ما شوربة اليوم' },
  dish: { en: 'what the dish of the day is', ar: 'ما طبق اليوم' },
  theme: { en: 'what the theme is', ar: 'ما موضوع الأمسية' },
  match: { en: 'which match is being shown', ar: 'أي مباراة ستُعرض' },
  performer: { en: 'who is performing', ar: 'من سيقدّم العرض' },
};
const asked = (detail: Detail, en = WORDS[detail].en): DetailAsked => ({ detail, en, ar: WORDS[detail].ar });

/** The detail's own words, as the question's normalised words write them ('what s the soup'). */
const ENGLISH_ITEMS: readonly [Detail, string][] = [
  ['film', 'films?|movies?'],
  ['soup', 'soups?'],
  ['dish', '(?:dish|plate|meal) of the day'],
  ['theme', 'themes?'],
  ['match', 'match(?:es)?|teams?'],
  ['performer', 'dj|deejay|singer|band|performers?|artists?|musicians?|pianist|astronomer|lecturer|speaker'],
];
const ARABIC_ITEMS: readonly [Detail, string][] = [
  ['film', '(?:ال)?(?:فيلم|فلم|افلام)'],
  ['soup', '(?:ال)?شورب(?:ه|ا)'],
  ['dish', '(?:ال)?طبق اليوم'],
  ['theme', '(?:ال)?ثيم'],
  ['match', '(?:ال)?(?:مباراه|ماتش|فريق)'],
  ['performer', '(?:ال)?(?:دي جي|ديجي|مطرب|مغني|مغنيه|فرقه|عازف|فنان|فلكي|محاضر)'],
];

/** 'what's the', 'which', 'شو', 'وش', 'ايه' before the detail; 'who's the' before a performer. */
const EN_WHICH = String.raw`\b(?:what|which)(?: (?:is|s|are|was))?(?: (?:the|tonight s|today s|tomorrow s))?`;
const EN_WHO = String.raw`\bwho(?: (?:is|s|are|will be))?(?: (?:the|tonight s|today s|tomorrow s))?`;
const EN_WHO_DOING = String.raw`\bwho(?: (?:is|s|are|will be))? (playing|performing|singing|on stage|djing)\b`;
const AR_WHICH = String.raw`(?:^|\s)(?:شو|ايش|وش|ايه|ما|ماذا|اي|انو)(?: (?:هو|هي|اسم))?`;
const AR_WHO = String.raw`(?:^|\s)(?:مين|من)(?: (?:هو|هي))?`;
const AR_WHO_DOING = String.raw`(?:^|\s)(?:مين|من)(?: (?:هو|هي|اللي|الي))? (?:بي|رح ي|راح ي|ح|ه|ب)?(?:يعزف|يغني|يغنوا|يلعب|يلعبوا|يقدم)`;

/** The detail is asked of a day: 'tonight', 'today', 'of the day', 'الليلة', 'النهارده', 'بكرا'. */
const EN_DAY = /\b(?:tonight|today|tomorrow|this (?:evening|afternoon|morning)|now|later|of the day)\b/;
const AR_DAY =
  /(?:^|\s)(?:الليله|هالليله|اليوم|هاليوم|النهارده|النهارده|بكرا|بكره|غدا|هلق|هلا|الحين|الان|المسا|بالليل)(?:\s|$)/;

/**
 * The detail a question asks for, when it asks which one it is on a given day ('what film are they
 * showing tonight?', 'شو شوربة اليوم؟', "who's playing the oud tonight?"); undefined for a question
 * about the thing itself ('is there a film tonight?', 'what time is the film?').
 */
export function detailAsked(question: string): DetailAsked | undefined {
  const t = wordsOf(foldText(question)).join(' ');
  if (!EN_DAY.test(t) && !AR_DAY.test(t)) return undefined;
  const doing = new RegExp(EN_WHO_DOING).exec(t)?.[1];
  if (doing) return asked('performer', `who is ${doing}`);
  if (new RegExp(AR_WHO_DOING).test(t)) return asked('performer');
  for (const [detail, words] of ENGLISH_ITEMS) {
    const cue = detail === 'performer' ? EN_WHO : EN_WHICH;
    const word = new RegExp(`${cue} (${words})\\b`).exec(t)?.[1];
    // 'who is the DJ tonight?': the reply names the role asked.
    if (word)
      return detail === 'performer'
        ? asked(detail, `who the ${word === 'dj' ? 'DJ' : word} is`)
        : asked(detail);
  }
  for (const [detail, words] of ARABIC_ITEMS) {
    const cue = detail === 'performer' ? AR_WHO : AR_WHICH;
    if (new RegExp(`${cue} (?:${words})(?:\\s|$)`).test(t)) return asked(detail);
  }
  return undefined;
}

/**
 * A record that names the detail: its word, then within a few words a colon or a quote ('Tonight's
 * film: …', 'Soup of the day: lentil'). The ship's schedules say when and where, never which.
 */
export function statesDetail(text: string, detail: Detail): boolean {
  const words = [...ENGLISH_ITEMS, ...ARABIC_ITEMS]
    .filter(([kind]) => kind === detail)
    .map(([, pattern]) => pattern)
    .join('|');
  return new RegExp(`(?:${words})[^.\\n:«“"]{0,24}(?::(?!\\d)|[«“"])`, 'i').test(foldText(text));
}
