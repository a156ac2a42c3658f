/**
 * Phone slips the keyword rules would miss, mended only into real words: two words typed without
 * the space ('whattime', 'howmuch', 'thepetra'), a letter typed three times or twice ('foood',
 * 'wheere', 'thheatre') and two letters swapped ('teh', 'mcuh', 'ritaul'). A word that is already a
 * real English word or a word of the ship's vocabulary is never changed ('shirt' stays 'shirt').
 * Other misspellings ('cheepest', 'resturant') are mended only into a word of the ship's own
 * vocabulary, by the search's rule (mayMisspell), so the planner reads them as the search does.
 */
import commonWords from '../../domains/search/common-words.json' with { type: 'json' };
import lexiconData from '../../domains/search/lexicon.json' with { type: 'json' };
import { isArabicWord, lexicon } from '../../domains/search/lexicon.ts';
import { editDistance, mayMisspell } from '../../domains/search/service.ts';
import { ARABIC_NAMES } from './names.ts';

/** Short words the frequency list leaves out (it holds words of four letters or more). */
const SHORT_WORDS =
  'a i an am as at be by do go he if in is it me my no of on or so to up us we yes yet you the and for are can did does has had her him his how its not now one our out she two who why was way see say day new old any all few let may get got too use what when where which there their time much many'.split(
    ' ',
  );

/** Every word the guest may mean: common English, the ship's vocabulary and names, function words. */
const KNOWN: ReadonlySet<string> = new Set([
  ...commonWords.words,
  ...SHORT_WORDS,
  ...lexiconData.stopwords.en,
  ...lexicon.words,
  ...Object.keys(ARABIC_NAMES).flatMap((name) => name.split(' ')),
]);

/** The planner's own reasoning words, which the lexicon does not list ('cheepest' → 'cheapest'). */
const REASONING_WORDS = [
  'cheapest',
  'cheaper',
  'priciest',
  'expensive',
  'longest',
  'shortest',
  'quickest',
  'earliest',
  'latest',
  'biggest',
  'largest',
  'nearest',
  'closest',
];

/** What a misspelling may be mended into: the ship's vocabulary and names, of five letters or more. */
const SHIP_WORDS: readonly string[] = [
  ...new Set([
    ...lexicon.words.flatMap((term) => term.split(/[^a-z]+/)),
    ...Object.keys(ARABIC_NAMES).flatMap((name) => name.split(' ')),
    ...REASONING_WORDS,
  ]),
].filter((word) => word.length >= 5 && !isArabicWord(word));

/** Words a guest runs into the next one ('whattime', 'howmuch', 'thepetra', 'isthere'). */
const GLUED_HEADS = [
  'what',
  'whats',
  'when',
  'where',
  'which',
  'how',
  'the',
  'is',
  'are',
  'can',
  'do',
  'does',
  'to',
  'in',
  'at',
  'for',
  'my',
  'of',
];

export const isKnownWord = (word: string, known: ReadonlySet<string> = KNOWN) =>
  known.has(word.toLowerCase());

/** Endings of English inflections: 'vapes', 'vaping', 'vaped' are forms of the known 'vape'. */
const INFLECTIONS: readonly [string, string][] = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['ed', ''],
  ['ed', 'e'],
];

/** A known word, or an inflected form of one ('vapes' of 'vape'): never mended into another word. */
export function isKnownForm(lower: string, known: ReadonlySet<string> = KNOWN): boolean {
  if (known.has(lower)) return true;
  return INFLECTIONS.some(
    ([ending, base]) =>
      lower.length > ending.length + 2 &&
      lower.endsWith(ending) &&
      known.has(lower.slice(0, -ending.length) + base),
  );
}

/** 'whattime' → 'what time': a known head and a known rest of three letters or more. */
export function splitGluedWord(word: string, known: ReadonlySet<string> = KNOWN): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || known.has(lower)) return undefined;
  for (const head of GLUED_HEADS) {
    const rest = lower.slice(head.length);
    if (lower.startsWith(head) && rest.length >= 3 && known.has(rest)) return `${head} ${rest}`;
  }
  return undefined;
}

/** The real word one slip away: a tripled letter, a doubled one, or two swapped neighbours. */
export function mendLetters(word: string, known: ReadonlySet<string> = KNOWN): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 3 || isKnownForm(lower, known) || !/^[a-z]+$/.test(lower)) return undefined;
  const candidates = new Set<string>();
  candidates.add(lower.replace(/([a-z])\1{2,}/g, '$1$1'));
  candidates.add(lower.replace(/([a-z])\1{2,}/g, '$1'));
  for (let i = 1; i < lower.length; i++)
    if (lower[i] === lower[i - 1]) candidates.add(lower.slice(0, i) + lower.slice(i + 1));
  for (let i = 1; i < lower.length; i++)
    candidates.add(lower.slice(0, i - 1) + lower[i] + lower[i - 1] + lower.slice(i + 1));
  candidates.delete(lower);
  const found = [...candidates].filter((candidate) => known.has(candidate));
  // Two different real words ('form'/'from'): not sure which was meant, so none.
  return found.length === 1 ? found[0] : undefined;
}

/** The one ship word a misspelling is closest to ('resturant' → 'restaurant'); none when two are as close. */
export function nearShipWord(word: string, known: ReadonlySet<string> = KNOWN): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || isKnownForm(lower, known) || !/^[a-z]+$/.test(lower)) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const candidate of SHIP_WORDS) {
    if (!mayMisspell(lower, candidate)) continue;
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && candidate !== best) tied = true;
  }
  return tied ? undefined : best;
}

/** Every Latin word of the text mended where one of the rules above finds exactly one real word. */
export function repairWords(text: string, known: ReadonlySet<string> = KNOWN): string {
  return text.replace(/(?<![\p{L}\p{N}'’])[A-Za-z]+(?![\p{L}\p{N}'’])/gu, (word) => {
    const mended = splitGluedWord(word, known) ?? mendLetters(word, known) ?? nearShipWord(word, known);
    if (!mended) return word;
    return word === word.toUpperCase() && word.length > 1 ? mended.toUpperCase() : mended;
  });
}
