import { partyOfRecord, type SoldRecord, totalForParty } from '../../domains/bookings/sold-party.ts';
import { AR_CARDINALS, AR_SPOKEN_CARDINALS, numberOf, wordAlternation } from '../../language/numbers.ts';
import { extractPartySize, NUMBER_WORD } from './extract.ts';
import { normalize, phrases } from './language.ts';
import { asksParty } from './party-reply.ts';
import { priceBoth, say, type Voice } from './say.ts';

/**
 * 'and for two? or is that per person?' after a price (issue 9, point 2): a question about what the
 * price comes to for a party, answered as the record is priced (a retreat for two costs its price
 * for both; an excursion costs its price each), never a booking. Texts are normalised.
 */

/** 'is that per person?', 'for each of us or for the couple?', 'للشخص ولا للاثنين؟': whom a price is for. */
export const asksPerPerson = phrases([
  /(^|[^a-z])(per (person|head|guest|couple|pair)|each of us|for each|apiece|for the couple|for both of us|for us both)([^a-z]|$)/,
  /(^|\s)(و)?(للشخص|للفرد|للواحد|للنفر|للراس|لكل (شخص|واحد|فرد|نفر))(\s|$|[?؟.,!،])/,
]);

const AR_COUNTS = { ...AR_CARDINALS, ...AR_SPOKEN_CARDINALS };
const AR_COUNT = wordAlternation(AR_COUNTS);
const COUNT_EN = String.raw`(?:\d{1,2}|${NUMBER_WORD})(?: (?:of us|people|persons|guests|adults|pax))?`;
const LEAD_EN = `^(?:(?:and|so|ok|okay|well),? )*(?:(?:what|how) about )?`;

/** A party said on its own, of the price just given: 'and for two?', 'what if we're four?'. */
const PARTY_ALONE_EN: RegExp[] = [
  new RegExp(`${LEAD_EN}(?:it'?s |is it )?for ${COUNT_EN}(?: then)?[?.!\\s]*$`),
  new RegExp(
    `${LEAD_EN}for (?:the (?:two|three|four|five|six) of us|both of us|us (?:two|both)|a couple)[?.!\\s]*$`,
  ),
  new RegExp(
    `^(?:(?:and|so|ok|okay),? )*what if (?:we(?:'re| are| were)|there (?:are|were)) (?:a (?:family|group|party) of )?${COUNT_EN}[?.!\\s]*$`,
  ),
];

/** How the price is asked after an Arabic party ('لشخصين بكم؟'), and the words around a count. */
const AR_TAIL = String.raw`(?: (?:اشخاص|افراد|ضيوف|نفر))?(?: (?:كم|بكم|بكام|قديش|كام|السعر))?[?؟.!\s]*$`;
const AR_LEAD = `^(?:(?:طب|طيب|اوك|تمام) )?و?`;

/**
 * The Arabic forms: 'وللتنين؟', 'ولاربعه؟', 'لشخصين بكم؟' (for the two, for four), 'وإذا كنا أربعة؟',
 * 'ولو احنا خمسه؟' (and if we are four, five).
 */
const PARTY_ALONE_AR: RegExp[] = [
  new RegExp(`${AR_LEAD}(?:لل|ل ?ال|ل ?)(${AR_COUNT}|\\d{1,2}|شخصين)${AR_TAIL}`),
  new RegExp(
    `${AR_LEAD}(?:اذا|لو|ان) ?(?:كنا|احنا|نحن|حنا|صرنا|بنكون|هنكون|رح نكون) (${AR_COUNT}|\\d{1,2})${AR_TAIL}`,
  ),
];

/** The count a message that is only a party gives ('and for two?' → 2), if it is one. */
function partyAlone(t: string): number | undefined {
  if (PARTY_ALONE_EN.some((pattern) => pattern.test(t))) return extractPartySize(t);
  for (const pattern of PARTY_ALONE_AR) {
    const word = pattern.exec(t)?.[1];
    if (word) return word === 'شخصين' ? 2 : numberOf(word, AR_COUNTS);
  }
  return undefined;
}

/** 'we're a family of four', 'the two of us', 'احنا خمسه': the guest's party, however the message says it. */
export function partyInQuestion(t: string): number | undefined {
  return partyAlone(t) ?? extractPartySize(t);
}

/** A message that states a price ('$289.00', '450 ريال'). */
const STATES_PRICE = /\$|\busd\b|\bsar\b|دولار|ريال|ر\.س/;

/**
 * The guest asks what the price just given comes to for a party, or whom it is for; never an order
 * ('for two please' books, 'and for two?' asks). Given the message shown before (`shown`): only
 * after a price, and never when the concierge itself just asked how many are coming.
 */
export function asksPartyPrice(t: string, shown?: string): boolean {
  if (shown !== undefined && (asksParty(shown) || !STATES_PRICE.test(normalize(shown)))) return false;
  if (asksPerPerson(t)) return true;
  if (partyAlone(t) === undefined) return false;
  return /[?؟]/.test(t) || /^(?:and|what|how|و)/.test(t);
}

/** The phrases a party is said in, cut out so they name no record ('a family of four' is not the Family Cruise). */
export function withoutPartyWords(text: string): string {
  return text
    .replace(
      /\b(?:(?:we(?:'re| are)|there are) )?(?:a |the )?(?:family|group|party) of [\w-]+|\bthe (?:two|three|four|five|six) of us\b|\bfamily\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whom a record's price is for: 'per person', or the party it is sold for ('for two'). */
export function priceBasis(voice: Voice, record: SoldRecord): string {
  const party = partyOfRecord(record) ?? 1;
  if (party === 1) return say(voice, 'per person', 'للشخص');
  if (party === 2) return say(voice, 'for two', 'لشخصين');
  return say(voice, `for ${party} guests`, `لـ${party} ضيوف`);
}

/** ' for two' after a price sold for a party; nothing after a price for one guest (a treatment's). */
export function partyBasis(voice: Voice, record: SoldRecord): string {
  return (partyOfRecord(record) ?? 1) > 1 ? ` ${priceBasis(voice, record)}` : '';
}

/**
 * What a party pays for a record priced `each` (totalForParty): 'For 4 participants: $1,156.00
 * (SAR 4,335.00) in total.' A record sold for a party says its price covers them ('That price covers
 * 2 guests.'). Undefined for one guest of a per-person price, or no price.
 */
export function partyTotal(
  voice: Voice,
  each: number | null,
  count: number | undefined,
  unit: 'guest' | 'participant',
  record: SoldRecord = {},
): string | undefined {
  const pricedFor = partyOfRecord(record) ?? 1;
  if (each === null || !count || (count < 2 && pricedFor === 1)) return undefined;
  const who = say(voice, `${count} ${unit}s`, unit === 'guest' ? `${count} ضيوف` : `${count} مشاركين`);
  if (count <= pricedFor)
    return say(
      voice,
      `That price covers ${count === 1 ? 'one guest' : who}.`,
      `ويشمل هذا السعر ${count === 1 ? 'ضيفًا واحدًا' : who}.`,
    );
  const total = priceBoth(voice, totalForParty(each, count, record));
  return pricedFor === 1
    ? say(voice, `For ${who}: ${total} in total.`, `لـ${who}: ${total} إجمالًا.`)
    : say(
        voice,
        `For ${who}: ${total} in total (the price is ${priceBasis(voice, record)}).`,
        `لـ${who}: ${total} إجمالًا (السعر ${priceBasis(voice, record)}).`,
      );
}
