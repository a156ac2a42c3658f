/**
 * Several questions in one message ('what time is dinner and do I need to book?', 'وين الجيم
 * ومتى يفتح المسبح'): the message cut where a new question starts, so each can be answered.
 */
import { asksAbout } from './intents.ts';
import { normalize } from './language.ts';
import { isQuestionNotRequest } from './lexicon-dialogue.ts';

const EN_OPENER =
  "(?:what|what's|whats|when|where|where's|wheres|how|how's|hows|which|who|who's|whos|is|are|do|does|did|can|could|will|would|should|any)";
/** Question words of MSA and the dialects: Levantine قديش/إيمتى, Egyptian فين/بكام/امتى, Gulf شقد. */
const AR_OPENER =
  '(?:متى|متي|وين|اين|أين|كم|بكم|هل|ايش|إيش|وش|شو|كيف|ما|ماذا|في اي|في أي|قديش|بقديش|اديش|أديش|قداش|بكام|امتى|امتي|إمتى|ايمتى|ايمتي|إيمتى|فين|شقد|بشقد)';
/** The places a new question begins: after '?', after 'and/also/plus' + a question word, after Arabic و + a question word. */
const BOUNDARY = new RegExp(
  [
    '(?<=[?؟])\\s+(?=\\S)',
    `\\s*,?\\s+(?:and also|and|also|plus)\\s+(?=${EN_OPENER}(?![\\p{L}]))`,
    `\\s*[,،]?\\s+و\\s*(?=${AR_OPENER}(?![\\p{L}]))`,
    `\\s*[,،]\\s+(?=${AR_OPENER}(?![\\p{L}]))`,
  ].join('|'),
  'giu',
);

const MAX_PARTS = 3;
/** A clause that only sets a condition ('if I cancel', 'لو حجزت'): the question follows it. */
const CONDITION =
  /^(?:and |so |but )?(?:if|in case|suppose|supposing)\b|^(?:و|ف)?(?:اذا|لو|ان|في حال|بحال|لنفترض)(?:\s|$)/;
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A part that asks something ('do I need to book?' asks about booking; 'book it' does not). */
export const isQuestion = (text: string) => {
  const t = normalize(text);
  return isQuestionNotRequest(t) || asksAbout(t) || new RegExp(`^${EN_OPENER}(?![\\p{L}])`, 'iu').test(t);
};

/**
 * The questions of one message, in order; one element when it asks one thing. A cut is made only
 * where both sides have two words or more and both ask something.
 */
export function splitQuestions(text: string): string[] {
  const pieces = text
    .split(BOUNDARY)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.at(-1);
    // 'إذا ألغيت الموعد، هل في رسوم؟': a condition and the question it leads to are one question.
    const afterCondition = last !== undefined && CONDITION.test(normalize(last)) && !/[?؟]\s*$/.test(last);
    if (
      last !== undefined &&
      (afterCondition || wordCount(piece) < 2 || wordCount(last) < 2 || parts.length >= MAX_PARTS)
    )
      parts[parts.length - 1] = `${last} ${piece}`;
    else parts.push(piece);
  }
  return parts.length > 1 && parts.every(isQuestion) ? parts : [text];
}
