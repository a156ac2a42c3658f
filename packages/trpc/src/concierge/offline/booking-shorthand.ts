import { extractPartySize, extractTime } from './extract.ts';
import { escapeRegExp } from './language.ts';
import { isSpa } from './lexicon.ts';
import { ARABIC_NAMES } from './names.ts';
import { spokenTimes } from './spoken-numbers.ts';

/** The ship's fixed names (§2), in English and Arabic: 'irth', 'la tavola', 'خزامي'. */
const FIXED_NAMES = Object.entries(ARABIC_NAMES)
  .flatMap(([name, aliases]) => [name, ...aliases])
  .map((name) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u'));
const namesPlace = (t: string) => FIXED_NAMES.some((name) => name.test(t));

/** A question, by how it opens or ends: it asks about a time and party, never for a booking. */
const QUESTION =
  /^(?:is|are|was|were|do|does|did|can|could|will|would|should|how|what|whats|when|where|which|who|why|any|anything|هل|كيف|متي|ماذا|ما|ايش|وش|شو|اين|وين|فين|كم|ليش|لماذا|في)(?:\s|$)|[?؟]\s*$/;

/** 'could we get Khuzama tomorrow at 9, party of 4': a polite request worded as a question. */
const POLITE_ASK = /^(?:can|could|may) (?:i|we|u|you)(?: please)? (?:get|have|do|grab)(?:\s|$)/;

/**
 * A booking said in shorthand, with no verb ('Irth on Friday at 8, just the two of us', 'Traditional
 * Hammam tomorrow at 6 for one', 'La Tavola tomorrow, half 8, table for 2'): a place named by the
 * ship's fixed names or a spa treatment, a clock time and a party size, in a message that is not a
 * question. Details alone ('for 4 at 8pm') answer what was asked before. The text is normalised.
 */
export function isBookingShorthand(t: string): boolean {
  if (QUESTION.test(t) && !POLITE_ASK.test(t)) return false;
  if (!namesPlace(t) && !isSpa(t)) return false;
  const timed = spokenTimes(t);
  return extractTime(timed) !== undefined && extractPartySize(timed) !== undefined;
}
