/**
 * A party told as the people in it (issue 9): 'me and my two kids' = 3, 'my wife, me and our 3
 * children' = 5, 'انا وزوجتي وطفلين' = 4. Text is already normalised.
 */

import { EN_CARDINALS, type NumberWords, wordAlternation } from '../../language/numbers.ts';

/** Counts of a group ('two kids'), and 'a' for one ('me and a friend'). */
const NUMBER_WORDS: NumberWords = { ...EN_CARDINALS, a: 1 };
const COUNT = `(\\d{1,2}|${wordAlternation(NUMBER_WORDS)})`;
const SELF = '(?:me|i|myself)';
const RELATIVE =
  '(?:wife|husband|partner|friend|son|daughter|mother|father|mum|mom|dad|kid|child|boy|girl|baby|brother|sister|grandmother|grandfather|grandma|grandpa|granddaughter|grandson|fiance|fiancee|colleague)';
const GROUP =
  '(?:kids|children|sons|daughters|friends|boys|girls|grandchildren|teens|teenagers|adults|people|guests|colleagues)';
const MEMBER = `(?:${SELF}|(?:my|our) ${RELATIVE}|(?:(?:my|our|the) )?${COUNT} ${GROUP})`;
/** Between members; 'and' only as a word (not inside 'grandma', 'grandchildren'). */
const JOIN = '\\s*(?:,\\s*(?:and\\s+)?|(?<![a-z])(?:and|plus|with)(?![a-z])|&|\\+)\\s*';
const CHAIN = new RegExp(`(?<![a-z])${MEMBER}(?:${JOIN}${MEMBER})+(?![a-z])`);

function countMember(member: string): number | undefined {
  const trimmed = member.trim();
  if (new RegExp(`^${SELF}$`).test(trimmed)) return 1;
  if (new RegExp(`^(?:my|our) ${RELATIVE}$`).test(trimmed)) return 1;
  const counted = new RegExp(`${COUNT} ${GROUP}$`).exec(trimmed)?.[1];
  if (!counted) return undefined;
  return NUMBER_WORDS[counted] ?? Number(counted);
}

/** Arabic members: the guest, one relative, or two (the dual: طفلين, ولدين). */
const AR_ONE = /^(انا|نفسي|زوجتي|زوجي|ابني|بنتي|ابنتي|ولدي|صديقي|صديقتي|امي|ابوي|والدي|والدتي|اخي|اختي)$/;
const AR_TWO = /^(طفلين|ولدين|بنتين|ابنين|صديقين|اطفالي الاثنين)$/;

function arabicCompany(t: string): number | undefined {
  const words = t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  let best: number | undefined;
  for (let start = 0; start < words.length; start++) {
    let total = 0;
    let members = 0;
    for (let i = start; i < words.length; i++) {
      const raw = words[i] ?? '';
      const word = i === start ? raw.replace(/^ل(?=\S{3,})/, '') : raw.replace(/^و(?=\S{2,})/, '');
      if (i > start && word === raw && raw !== 'و') break;
      if (raw === 'و') continue;
      const size = AR_ONE.test(word) ? 1 : AR_TWO.test(word) ? 2 : undefined;
      if (size === undefined) break;
      total += size;
      members += 1;
    }
    if (members >= 2) best = Math.max(best ?? 0, total);
  }
  return best;
}

/** The size of a party told as its members, or undefined when the text does not list them. */
export function companySize(t: string): number | undefined {
  const chain = CHAIN.exec(t)?.[0];
  if (chain) {
    const members = chain.split(new RegExp(JOIN));
    const sizes = members.map(countMember);
    if (sizes.every((size): size is number => size !== undefined)) return sizes.reduce((a, b) => a + b, 0);
  }
  return arabicCompany(t);
}
