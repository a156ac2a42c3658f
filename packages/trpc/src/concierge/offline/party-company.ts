import { arabicCountWord } from './spoken-numbers.ts';

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

/** Arabic members: the guest ('انا', 'for me' 'لي'/'إلي'), or one relative or friend, in any dialect ('ومرتي', 'لاخوي', 'ورفيقتي'). */
const AR_ONE =
  /^(انا|نفسي|لي|الي|ليا|زوجتي|زوجي|مرتي|مراتي|جوزي|المدام|حرمتي|خطيبتي|خطيبي|ابني|بنتي|ابنتي|ولدي|صديقي|صديقتي|صاحبي|صاحبتي|رفيقي|رفيقتي|امي|ابوي|ابويا|ابي|والدي|والدتي|اخي|اخوي|اخويا|اختي|خالتي|عمتي|جدي|جدتي|حماتي)$/;
/** Two at once: the dual ('طفلين', 'ولدين'). */
const AR_TWO = /^(طفلين|ولدين|بنتين|ابنين|صديقين|اطفالي الاثنين)$/;
/** People counted together ('ولادي', 'العيال', 'البنات'): the count said beside them is the party. */
const AR_GROUP =
  /^(?:ال)?(?:ولاد|اولاد|عيال|اطفال|بنات|ابناء|اصحاب|صحاب|اصدقاء|ربع|شباب|اخوان|اخوات|صبيان)(?:ي|نا)?$/;
/** 'احنا الاتنين', 'حنا ثلاثه': we, and how many. */
const AR_WE = /^(?:احنا|حنا|نحن|نحنا)$/;

/** A count said as a word or digits beside a group ('الاتنين', 'التلاته', 'ثلاث', '3'). */
function countWord(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return arabicCountWord(word);
}

/** One member of an Arabic company and how many words it took ('ولادي التلاته' is three, in two words). */
function arabicMember(word: string, next: string | undefined): { size: number; span: number } | undefined {
  if (AR_ONE.test(word)) return { size: 1, span: 1 };
  if (AR_TWO.test(word)) return { size: 2, span: 1 };
  if (AR_GROUP.test(word) || AR_WE.test(word)) {
    const counted = countWord(next?.replace(/^ال(?=\S{2,})/, ''));
    return counted ? { size: counted, span: 2 } : undefined;
  }
  const counted = countWord(word);
  if (counted && next && AR_GROUP.test(next)) return { size: counted, span: 2 };
  return undefined;
}

function arabicCompany(t: string): number | undefined {
  const words = t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  let best: number | undefined;
  for (let start = 0; start < words.length; start++) {
    let total = 0;
    let members = 0;
    let counted = false;
    for (let i = start; i < words.length; ) {
      const raw = words[i] ?? '';
      if (raw === 'و') {
        i += 1;
        continue;
      }
      const word = i === start ? raw.replace(/^(?:لل|ل)(?=\S{3,})/, '') : raw.replace(/^و(?=\S{2,})/, '');
      if (i > start && word === raw && words[i - 1] !== 'و') break;
      // 'لي ولابنتي', 'إلي ولإمي': 'for me and for my daughter', the second 'for' joined to the relative.
      const member =
        arabicMember(word, words[i + 1]) ??
        (i > start ? arabicMember(word.replace(/^(?:لل|ل)(?=\S{3,})/, ''), words[i + 1]) : undefined) ??
        arabicMember(raw, words[i + 1]);
      if (!member) break;
      total += member.size;
      members += 1;
      counted ||= member.span === 2;
      i += member.span;
    }
    // 'انا وزوجتي' is two; 'لولادي الاتنين' is two on its own.
    if (members >= 2 || counted) best = Math.max(best ?? 0, total);
  }
  return best;
}

/**
 * Whether the guest speaks of a party without saying how many ('للعيال', 'انا والعيال', 'احجزلنا',
 * 'for my kids', 'for us'): the concierge asks how many rather than book one. Text is normalised.
 */
export function namesUncountedParty(t: string): boolean {
  return (
    /(?:^|\s)(?:و|ل|لل|ب)?(?:ولاد|اولاد|عيال|اطفال|بنات|ابناء|اصحاب|صحاب|اصدقاء|ربع|اخوان|اخوات)(?:ي|نا)(?=\s|$|[?؟.,!،])/.test(
      t,
    ) ||
    /(?:^|\s)(?:و|لل|بال)?(?:ال)?(?:عيال|ولاد|عيله|عائله|اسره|شباب|جماعه)(?=\s|$|[?؟.,!،])/.test(t) ||
    /(?:^|\s)(?:لل|وال)(?:اولاد|اطفال|بنات)(?=\s|$|[?؟.,!،])/.test(t) ||
    /(?:^|\s)(?:عيلتي|عائلتي|اسرتي|لعيلتي|لعائلتي|لاسرتي|احنا|حنا|نحن)(?=\s|$|[?؟.,!،])/.test(t) ||
    /(?:حجز|سجل|حجزي|سجلي)\s?(?:لنا|لينا|النا)(?=\s|$|[?؟.,!،])|(?:^|\s)(?:لنا|لينا)(?=\s|$)/.test(t) ||
    /(?<![a-z])(?:for|with) (?:us|(?:my|our|the) (?:kids|children|family|boys|girls|friends|grandchildren))(?![a-z])/.test(
      t,
    )
  );
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
