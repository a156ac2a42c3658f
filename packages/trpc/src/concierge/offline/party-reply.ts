import { normalize } from './language.ts';
import { numberWordsToDigits } from './spoken-numbers.ts';
import { bareNumberReply } from './time-reply.ts';

/** The concierge's own question for the party ('How many guests?', 'كم عدد الضيوف؟', 'كم مشاركًا أحجز؟'). */
const ASKS_PARTY =
  /how many (?:guests|people|participants)|كم عدد (?:ال)?(?:ضيوف|اشخاص|مشاركين|افراد)|كم مشارك|كم شخص/;

/** Whether an assistant message asked how many are coming. */
export const asksParty = (shown: string): boolean => ASKS_PARTY.test(normalize(shown));

/** Who the count is of, around it ('هما اتنين', 'عددهم ٣', 'they are 3', 'we will be four'). */
const WHO =
  /(?<![\p{L}])(?:هما|هم|همه|هن|هنه|عددهم|عددنا|كلهم|كلنا|فقط|they|are|there|will|be|we|all|in|total)(?![\p{L}])/gu;

/**
 * A bare count answering 'how many?' ('3', 'ثلاثه', 'تلاته بس', 'four please'); undefined for a
 * number inside anything else. The caller checks that the party, and only the party, was asked.
 */
export function bareCountReply(latest: string): number | undefined {
  const bare = normalize(latest).replace(WHO, ' ').replace(/\s+/g, ' ').trim();
  const n = bareNumberReply(numberWordsToDigits(bare));
  return n !== undefined && n >= 1 && n <= 99 ? n : undefined;
}
