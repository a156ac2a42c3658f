import { normalize } from './language.ts';
import { numberWordsToDigits } from './spoken-numbers.ts';
import { bareNumberReply } from './time-reply.ts';

/**
 * The answer to 'How many guests?' (issue 9): a bare count ('2', 'two', 'تلاته بس', 'هما اتنين') is
 * the party size; a reply without one ('yes go ahead') leaves it missing, so the question is asked again.
 */

/** The concierge's own question for the party ('How many guests?', 'كم عدد الضيوف؟', 'كم مشاركًا أحجز؟'). */
const ASKS_PARTY =
  /how many (?:guests|people|persons|of you|diners|participants|will be)|(?:party|group) size|number of (?:guests|people|participants)|كم عدد (?:ال)?(?:ضيوف|اشخاص|افراد|مشاركين)|كم مشارك|كم شخص|كم ضيف|عدد الضيوف/;
/** ...and also which time: a bare number could then be either, so it is not read as the party. */
const ASKS_TIME = /what time|which time|free times|في اي وقت|الاوقات المتاحه|اي ساعه/;

/** Whether an assistant message asked how many are coming. */
export const asksParty = (shown: string): boolean => ASKS_PARTY.test(normalize(shown));

/** Whether it asked only that, not also the time. */
export const asksPartyOnly = (shown: string): boolean =>
  asksParty(shown) && !ASKS_TIME.test(normalize(shown));

/** Who the count is of, around it ('هما اتنين', 'عددهم ٣', 'they are 3', 'we will be four'). */
const WHO =
  /(?<![\p{L}])(?:هما|هم|همه|هن|هنه|عددهم|عددنا|كلهم|كلنا|فقط|they|are|there|will|be|we|all|in|total)(?![\p{L}])/gu;

/**
 * A bare count answering 'how many?' ('3', 'ثلاثه', 'four please'); undefined for a number inside
 * anything else. The caller checks that the party, and only the party, was asked.
 */
export function bareCountReply(latest: string): number | undefined {
  const bare = normalize(latest).replace(WHO, ' ').replace(/\s+/g, ' ').trim();
  const n = bareNumberReply(numberWordsToDigits(bare));
  return n !== undefined && n >= 1 && n <= 99 ? n : undefined;
}
