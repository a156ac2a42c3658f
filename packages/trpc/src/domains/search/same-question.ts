import { jaccard, questionKeys } from './lexicon.ts';

/** Share of ideas two topics' questions share when they ask the same thing. */
export const SAME_QUESTION = 0.6;
/**
 * Share of ideas two answers to the same question share: enough to be about the same thing
 * (the lost-property answers share their desk, deck and items), where two questions that only
 * share a lexicon idea are not ('fly my drone' and 'where is photography not allowed').
 */
export const SAME_SUBJECT = 0.2;

/** A knowledge topic as the search and the import compare it. */
export type TopicText = {
  question: string;
  questionAr?: string | null;
  answer: string;
  answerAr?: string | null;
};

const keyCache = new Map<string, Set<string>>();
/** The ideas of a text (cached: the same topics are compared on every question). */
function keysOf(text: string): Set<string> {
  let keys = keyCache.get(text);
  if (!keys) {
    keys = questionKeys(text);
    if (keyCache.size > 5000) keyCache.clear();
    keyCache.set(text, keys);
  }
  return keys;
}

/** The larger overlap of two texts in English, or in Arabic where both have Arabic. */
function overlap(a: string, b: string, aAr?: string | null, bAr?: string | null): number {
  const english = jaccard(keysOf(a), keysOf(b));
  const arabic = aAr?.trim() && bAr?.trim() ? jaccard(keysOf(aAr), keysOf(bAr)) : 0;
  return Math.max(english, arabic);
}

/**
 * Two knowledge topics answer the same question (issue 9, points 1 and 9): their questions share
 * SAME_QUESTION of their ideas, in either language, and their answers are about the same thing.
 * Of such topics the newest is the ship's answer; the others stay for staff to see.
 */
export function answersSameQuestion(a: TopicText, b: TopicText): boolean {
  if (overlap(a.question, b.question, a.questionAr, b.questionAr) < SAME_QUESTION) return false;
  return overlap(a.answer, b.answer, a.answerAr, b.answerAr) >= SAME_SUBJECT;
}
