/**
 * The question of a long, chatty message. A guest who tells a story before asking ('it's our
 * anniversary tomorrow … but first — where is the spa?', 'احنا عايله من الرياض …، بس زوجتي تبي
 * ترتاح، السبا في أي دور ومتى يفتح؟') is answered on the question alone, so the story's words
 * (dinner, the kids, Petra) choose no topic. The rules:
 * 1. A short message is read whole.
 * 2. The question stands in one of two places: the last clause of a message that ends asking
 *    ('…, but my wife wants to rest, which deck is the spa on?'), after a lead such as 'but', 'I
 *    wanted to ask', 'بس', when the clauses before it ask nothing and state no figure (a clause
 *    may be only the end of a question, and a figure may be what it asks about); or else the
 *    sentences that ask, among sentences that only tell ('… I need to work it off. what time does
 *    the gym open?').
 * 3. The story stays with the question when the question leans on it ('how much is it?', 'how
 *    long do you keep stuff?'), when the story or the question asks for something to be done (the
 *    story may hold the party, the time or the occasion), or when the story states a detail the
 *    question may need (a party size, a time, a cabin number).
 */
import { leansBack } from '../../domains/learnings/corrections.ts';
import { extractPartySize, extractTime } from './extract.ts';
import { classifyIntent } from './intents.ts';
import { normalize } from './language.ts';
import { isQuestion } from './split-questions.ts';

/** Below this many words a message is read whole. */
const MIN_MESSAGE_WORDS = 14;
/** A story worth setting aside has at least this many words. */
const MIN_STORY_WORDS = 8;
/** A question must have at least this many words to stand alone. */
const MIN_QUESTION_WORDS = 2;
/** A message whose last clause asks: it is read by that clause only from this many words. */
const MIN_CLAUSED_MESSAGE_WORDS = 18;

/** Where a clause ends: a full stop, a comma, a colon, a semicolon, a dash or an exclamation mark. */
const CLAUSE_END = /[.,،:;؛!]|\s[-–—]\s/u;
/** Sentence ends, and the dash or 'but first' that turns from a story to a question. */
const SENTENCE_END = /(?<=[.!?؟…])\s+|\s+[—–]\s*|\s+-\s+|,?\s+but first\b[\s,—–-]*/giu;
/** Words that open the question after the story: 'but', 'I wanted to ask', 'بس', 'أود أن أسأل'. */
const LEAD =
  /^(?:(?:but|so|and|anyway|my question is|i (?:just )?(?:wanted|want|would like) to (?:ask|know)|بس|لكن|ولكن|المهم|سؤالي|(?:و)?(?:اود|أود|حابب|حاب|ابي|ابغى|ابغي|بدي|عايز|عاوز|عايزه|اريد|أريد) (?:ان |أن )?(?:اسال|أسأل|اسأل|اعرف|أعرف))[\s,،:]*)+/iu;
/**
 * Words that point back at a thing the story named ('is it open today?'); a person pointed at ('is
 * there somewhere he can pray?') leaves the question whole.
 */
const POINTS_BACK = /\b(?:it|its|they|them|their|that|this|those|these|there)\b/i;
/** 'Stuff' or 'things' the story named ('I left my jacket on board, how long do you keep stuff?'). */
const NAMES_STUFF =
  /\b(?:stuff|things?|items?|ones?)\b|(?<![\p{L}])(?:و|ب|ل|وب|ال|بال|لل|وال)?(?:اغراض|أغراض|حاجات|حاجه|حاجة|اشياء|أشياء|اشيا)(?![\p{L}])/iu;
/** Any figure (digits or a number word): a run of clauses that states one is read whole. */
const NUMBER =
  /\d|[\u0660-\u0669]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b|(?<![\p{L}])(?:واحد|اثنين|اتنين|ثنين|ثلاث|ثلاثه|تلاته|تلات|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثمان|ثمانيه|تسع|تسعه|عشر|عشره)(?![\p{L}])/iu;
const QUESTION_MARK = /[?؟]/;
/** Intents that act: a message asking for one keeps its story. */
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

/** A message cut into what it asks and the story around it. */
type Reading = { questions: string[]; story: string[] };

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const acts = (text: string) => ACTING.has(classifyIntent(text) ?? '');
/** A detail the question may need: a party size ('a family of four'), a clock time, a cabin or booking number. */
const statesDetails = (text: string) => {
  const plain = normalize(text);
  return extractPartySize(plain) !== undefined || extractTime(plain) !== undefined || /\d{3,}/.test(plain);
};

/** What the guest asks in a long message that also tells a story; the message itself otherwise. */
export function questionOfMessage(text: string): string {
  if (wordsIn(text) < MIN_MESSAGE_WORDS) return text;
  const readings = [askedLast(text), askedInSentences(text)];
  return readings.find((reading) => reading && standsAlone(reading))?.questions.join(' ') ?? text;
}

/** A message of clauses that ends asking: its last clause (without its lead) after the story. */
function askedLast(text: string): Reading | undefined {
  const trimmed = text.trim();
  if (wordsIn(trimmed) < MIN_CLAUSED_MESSAGE_WORDS || !QUESTION_MARK.test(trimmed.slice(-1)))
    return undefined;
  const last = (trimmed.split(CLAUSE_END).at(-1) ?? '').trim();
  const story = trimmed.slice(0, trimmed.length - last.length);
  // '…he keeps worrying, he is 78, is there somewhere he can pray, even late at night?': a run of clauses
  // with a figure in it is read whole ('…, even late at night?' is no question of its own).
  if (QUESTION_MARK.test(story) || NUMBER.test(story)) return undefined;
  return { questions: [last.replace(LEAD, '').trim()], story: [story] };
}

/** A message of sentences: the ones that ask, and the ones that tell. */
function askedInSentences(text: string): Reading {
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence?.trim() ?? '')
    .filter((sentence) => wordsIn(sentence) > 0);
  const asks = (sentence: string) => /[?؟]\s*$/.test(sentence) || isQuestion(sentence);
  return {
    questions: sentences.filter(asks),
    story: sentences.filter((sentence) => !asks(sentence)),
  };
}

/** The questions may be read without the story (rule 3). */
function standsAlone({ questions, story }: Reading): boolean {
  if (questions.length === 0 || questions.some((question) => wordsIn(question) < MIN_QUESTION_WORDS))
    return false;
  if (wordsIn(story.join(' ')) < MIN_STORY_WORDS) return false;
  if (questions.some(leansOnStory)) return false;
  if (story.some((part) => statesDetails(part) || acts(part))) return false;
  return !acts(questions.join(' '));
}

/**
 * A question that points at something only the story names ('how much is it?', 'how long do you
 * keep stuff?'), not at what it names itself ('what time does it open' after naming the spa).
 */
function leansOnStory(question: string): boolean {
  if (NAMES_STUFF.test(question)) return true;
  const asked = question.replace(/\b(?:is|are) there\b/gi, '');
  if (!leansBack(question) && !POINTS_BACK.test(asked)) return false;
  const before = asked.split(POINTS_BACK)[0] ?? '';
  return wordsIn(before) < 4 || !/\b(?:the|a|an)\s+\p{L}{3,}/iu.test(before);
}
