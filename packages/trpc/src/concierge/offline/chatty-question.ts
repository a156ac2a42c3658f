/**
 * A long message that tells a story before it asks ('it's our anniversary tomorrow and my wife has
 * had a hard month … but first — where is the spa and what time does it open?'): the question is
 * what the concierge answers, the story around it only clouds the search. Read from the message's
 * sentences: the ones that ask something are kept, when the rest is only a story.
 */
import { leansBack } from '../../domains/learnings/corrections.ts';
import { classifyIntent } from './intents.ts';
import { isQuestion } from './split-questions.ts';

/** Sentence ends, and the dash or 'but first' that turns from a story to a question. */
const SENTENCE_END = /(?<=[.!?؟…])\s+|\s+[—–]\s*|\s+-\s+|,?\s+but first\b[\s,—–-]*/giu;
/** A story worth setting aside is at least this long (in words): short messages are read whole. */
const MIN_STORY_WORDS = 8;
const MIN_MESSAGE_WORDS = 14;
/** Intents that act: a sentence asking for one is never set aside as a story. */
const ACTING = new Set([
  'book',
  'book_table',
  'book_spa',
  'book_activity',
  'book_excursion',
  'cancel_booking',
  'room_service',
  'hand_off',
  'human',
]);

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The questions of a long message whose other sentences only tell a story (no request, nothing
 * the questions point back to); the message itself otherwise.
 */
export function questionOfMessage(text: string): string {
  if (wordsIn(text) < MIN_MESSAGE_WORDS) return text;
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence?.trim() ?? '')
    .filter((sentence) => wordsIn(sentence) > 0);
  if (sentences.length < 2) return text;
  const asks = (sentence: string) => /[?؟]\s*$/.test(sentence) || isQuestion(sentence);
  const questions = sentences.filter(asks);
  const story = sentences.filter((sentence) => !asks(sentence));
  if (questions.length === 0 || wordsIn(story.join(' ')) < MIN_STORY_WORDS) return text;
  // 'We loved the hammam. How much is it?': the question leans on the story; 'book us a table': a request.
  if (questions.some(leansOnStory)) return text;
  if (story.some((sentence) => ACTING.has(classifyIntent(sentence) ?? ''))) return text;
  // 'There are four of us, it's mum's birthday. Can you book Irth at 8?': the story holds the request's details.
  const asked = questions.join(' ');
  return ACTING.has(classifyIntent(asked) ?? '') ? text : asked;
}

/** A question that points at something only the story names ('how much is it?'), not at itself ('what time does it open' after naming the spa). */
function leansOnStory(question: string): boolean {
  if (!leansBack(question)) return false;
  const before = question.split(/\b(?:it|its|they|them|that|there)\b/i)[0] ?? '';
  return wordsIn(before) < 4 || !/\b(?:the|a|an)\s+\p{L}{3,}/iu.test(before);
}
