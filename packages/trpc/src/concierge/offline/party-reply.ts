import { normalize } from './language.ts';
import { numberWordsToDigits } from './spoken-numbers.ts';
import { bareNumberReply } from './time-reply.ts';

/**
 * The answer to 'How many guests?' (issue 9): when the concierge's last message asked only for the
 * party (not also a time), a bare count ('2', 'two', '2 please', 'اثنين') is the party size, never
 * an hour; a reply without one ('yes go ahead') leaves it missing, so the question is asked again.
 */

/** The concierge asked how many are coming. */
const ASKS_PARTY =
  /how many (?:guests|people|persons|of you|diners|participants|will be)|(?:party|group) size|number of (?:guests|people|participants)|كم عدد (?:الضيوف|الاشخاص|الافراد|المشاركين)|كم شخص|كم ضيف|عدد الضيوف/;
/** ...and also which time: a bare number could then be either, so it is not read as the party. */
const ASKS_TIME = /what time|which time|free times|في اي وقت|الاوقات المتاحه|اي ساعه/;

export function asksPartyOnly(assistantText: string): boolean {
  const t = normalize(assistantText);
  return ASKS_PARTY.test(t) && !ASKS_TIME.test(t);
}

/** The party a bare reply to that question gives, or undefined. */
export function partyReplyIn(reply: string): number | undefined {
  const n = bareNumberReply(numberWordsToDigits(normalize(reply)));
  return n !== undefined && n >= 1 && n <= 99 ? n : undefined;
}
