/**
 * Messy guest input made plain before anything reads it: voice transcripts (fillers, false starts,
 * self-corrections, numbers said as words) and fast phone typing (mixed Arabic and English, glued
 * words, doubled or swapped letters). Each concern is one function; `cleanUtterance` runs them in
 * order. Nothing here invents words: it only drops noise, keeps the corrected part of a
 * self-correction, writes spoken numbers as digits and mends a word into a real one.
 */
import { plainDialectVerbsAr, stripCourtesyAr } from './courtesy-ar.ts';
import { withoutHandOffLead } from './lexicon-handoff.ts';
import { spokenTimes } from './spoken-numbers.ts';
import { repairWords } from './typo-repair.ts';

const B = "(?<![\\p{L}\\p{N}'])";
const E = "(?![\\p{L}\\p{N}'])";

/** Sounds and phrases that carry nothing: 'um', 'uh', 'you know', 'يعني', 'اممم'. */
const FILLERS = [
  /um+|uh+m*|erm*|hm+|ah+m*|mm+/,
  /you know|i guess|kinda|basically/,
  /يعني|ا+م{2,}|ا{3,}|ام{3,}|اه{2,}/,
];
/** Openers before the real question: 'okay so', 'so yeah', 'well', 'طيب', 'اوكي'. */
const OPENERS =
  /^(?:(?:okay|ok|alright|all right|right|well|so|yeah so|and so|hey|طيب|اوكي|اوك|طب)[\s,.!]+)+(?=\S+\s+\S)/iu;
/** A greeting before a question ('hiii whats the wifi password'): the question is what needs an answer. */
const GREETING_OPENER =
  /^(?:hi+|hey+|hello+|hiya|good (?:morning|afternoon|evening)|salam|مرحبا|هلا|اهلا|السلام عليكم|صباح الخير|مساء الخير)[\s,!.]+(?!how are you|how r u|كيف حالك)(?=(?:\S+\s+){2}\S)/iu;
/** A word that only leads into the answer: 'actually no', 'well yes', 'oh and for 3'. */
const LEAD_IN = /^(?:actually|well|oh|hmm|so)[\s,.!]+(?=\S)/iu;
/** Closers after it: 'so yeah', 'or something', 'thanks'. */
const CLOSERS = /[\s,]+(?:so yeah|yeah so|or something|or whatever|you know)[\s.!?]*$/iu;

/**
 * Drops fillers, openers and closers. 'like' is a filler only where it cannot be a verb
 * ('is there like a doctor', 'so like what time'), never in 'I'd like' or 'what is it like'.
 */
export function stripFillers(text: string): string {
  let t = text;
  for (const filler of FILLERS) t = t.replace(new RegExp(`${B}(?:${filler.source})${E}[,.]?`, 'giu'), ' ');
  t = t.replace(
    /(^|\b(?:so|there|is|are|was|were|and|just|okay|ok|um|uh|or)\b[\s,]*)like\b[\s,]*(?=\S)/giu,
    '$1',
  );
  t = t.replace(/\s+/g, ' ').trim();
  const withoutOpener = t.replace(GREETING_OPENER, '').replace(OPENERS, '').replace(LEAD_IN, '');
  t = withoutOpener.replace(CLOSERS, '').trim();
  return t.replace(/^[\s,.]+/, '').replace(/\s+([,.?!؟])/g, '$1');
}

/** A word or phrase said twice as the speaker restarts: 'the the spa' → 'the spa', 'what time what time' → 'what time'. */
export function dropFalseStarts(text: string): string {
  let t = text;
  let previous = '';
  while (previous !== t) {
    previous = t;
    t = t.replace(
      /(?<![\p{L}\p{N}])((?:[\p{L}\p{N}']+\s+){0,2}[\p{L}\p{N}']+)\s+\1(?![\p{L}\p{N}])/giu,
      '$1',
    );
  }
  return t;
}

/** 'the gym no sorry the pool', 'الجيم لا قصدي المسبح': the words after the marker replace what they correct. */
const CORRECTION =
  /[\s,.]*(?<![\p{L}'])(?:no sorry|sorry no|no i mean|sorry i mean|i mean|no wait|wait no|or rather|scratch that|(?<!(?:i'm|im|i am|so|very|really) )sorry|لا قصدي|لا اقصد|لا أقصد|قصدي|اقصد|أقصد|لا عفوا|عفوا قصدي)(?![\p{L}])[\s,.]*/giu;

const QUESTION_START =
  /^(?:what|whats|what's|when|where|wheres|where's|how|which|who|is|are|do|does|can|could|will|would|make|book|change|cancel|متى|وين|اين|كم|هل|كيف|ايش|وش|شو|احجز|خلها|خليها|غير)(?![\p{L}])/iu;
const NUMBERISH = /^(?:\d+(?::\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i;
const bare = (word: string) => word.toLowerCase().replace(/^(?:ال|وال|بال|لل)(?=\p{L}{2})/u, '');

/** Keeps the corrected part of a self-correction, in place of the words it corrects. */
export function applySelfCorrections(text: string): string {
  let t = text;
  for (let guard = 0; guard < 3; guard++) {
    const matches = [...t.matchAll(CORRECTION)];
    const last = matches.at(-1);
    if (last?.index === undefined) break;
    const before = t.slice(0, last.index).trim();
    const after = t.slice(last.index + last[0].length).trim();
    // 'no sorry' on its own is an answer, not a correction.
    if (!before && !after) break;
    t = mergeCorrection(before, after);
  }
  return t;
}

function mergeCorrection(beforeText: string, afterText: string): string {
  const before = beforeText.split(/\s+/).filter(Boolean);
  const after = afterText.split(/\s+/).filter(Boolean);
  if (!before.length) return afterText;
  if (!after.length) return beforeText;
  // A whole new question or request: the guest started again.
  if (QUESTION_START.test(afterText)) return afterText;
  const head = after[0] ?? '';
  // The same word (or another number) starts what is corrected: 'the gym … the pool', 'for two … three people'.
  for (let index = before.length - 1; index >= 0; index--) {
    const word = before[index] ?? '';
    if (bare(word) === bare(head) || (NUMBERISH.test(word) && NUMBERISH.test(head)))
      return [...before.slice(0, index), ...after].join(' ');
  }
  // Otherwise as many words as the correction has, at least one: 'the spa open … close'.
  const keep = Math.max(1, before.length - after.length);
  return [...before.slice(0, keep), ...after].join(' ');
}

/** 'وين الـ spa', 'كم سعر ال massage': the Arabic article (and its prefixes) before an English word is dropped. */
export function detachArabicArticle(text: string): string {
  return text.replace(/(?<![\p{L}])(?:ال|وال|بال|فال|لل)ـ*\s*(?=[a-z])/giu, '');
}

/**
 * Everything above, in order, plus spoken clock times as digits and mended phone typos. Safe on
 * clean text: a well-typed question comes back as it was.
 */
export function cleanUtterance(text: string): string {
  const steps = [
    withoutHandOffLead,
    detachArabicArticle,
    stripCourtesyAr,
    plainDialectVerbsAr,
    stripFillers,
    dropFalseStarts,
    applySelfCorrections,
    repairWords,
    spokenTimes,
  ];
  const cleaned = steps.reduce((result, step) => step(result), text).trim();
  // Nothing but noise ('um', 'uh'): keep what was said.
  return cleaned || text.trim();
}
