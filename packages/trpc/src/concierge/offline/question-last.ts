/**
 * A long message that tells its story first and asks last ('…the food is great and the kids are
 * happy, but my wife wants to rest: which deck is the spa on and when does it open?'): the question
 * is its last clause, and only that is read, so the story's words (dinner, the kids, Petra) choose
 * no topic. The story is dropped only when it asks nothing and states no number (a party size, a
 * time, a cabin), and the last clause is a question of its own.
 */

/** Below this many words a message is read whole. */
const LONG_MESSAGE_WORDS = 18;
/** The last clause must have at least this many words to stand alone. */
const MIN_QUESTION_WORDS = 2;
/**
 * A clause that points back into the story ('is it open today?') does not stand alone, nor one that
 * names only 'stuff' the story said ('I left my jacket on board, how long do you keep stuff?').
 */
const POINTS_BACK =
  /\b(?:it|its|they|them|their|that|this|those|these|he|she|stuff|things?|items?|ones?)\b|(?<![\p{L}])(?:و|ب|ل|وب|ال|بال|لل|وال)?(?:اغراض|أغراض|حاجات|حاجه|حاجة|اشياء|أشياء|اشيا)(?![\p{L}])/iu;
/** Where a clause ends: a full stop, a comma, a colon, a semicolon, a dash or an exclamation mark. */
const CLAUSE_END = /[.,،:;؛!]|\s[-–—]\s/u;
/** Words that open the question after the story: 'but', 'I wanted to ask', 'بس', 'أود أن أسأل'. */
const LEAD =
  /^(?:(?:but|so|and|anyway|my question is|i (?:just )?(?:wanted|want|would like) to (?:ask|know)|بس|لكن|ولكن|المهم|سؤالي|(?:و)?(?:اود|أود|حابب|حاب|ابي|ابغى|ابغي|بدي|عايز|عاوز|عايزه|اريد|أريد) (?:ان |أن )?(?:اسال|أسأل|اسأل|اعرف|أعرف))[\s,،:]*)+/iu;
/** A number in the story (digits or a number word) may be a party size or a time: the story stays. */
const NUMBER =
  /\d|[\u0660-\u0669]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b|(?<![\p{L}])(?:واحد|اثنين|اتنين|ثنين|ثلاث|ثلاثه|تلاته|تلات|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثمان|ثمانيه|تسع|تسعه|عشر|عشره)(?![\p{L}])/iu;
const QUESTION_MARK = /[?؟]/;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** The message's last clause when the message is a long story ending in a question; otherwise the message. */
export function questionAfterStory(text: string): string {
  const trimmed = text.trim();
  if (wordCount(trimmed) < LONG_MESSAGE_WORDS || !QUESTION_MARK.test(trimmed.slice(-1))) return text;
  const clauses = trimmed.split(CLAUSE_END);
  const last = (clauses.at(-1) ?? '').trim();
  const question = last.replace(LEAD, '').trim();
  if (wordCount(question) < MIN_QUESTION_WORDS || POINTS_BACK.test(question)) return text;
  const story = trimmed.slice(0, trimmed.length - last.length);
  if (QUESTION_MARK.test(story) || NUMBER.test(story)) return text;
  return question;
}
