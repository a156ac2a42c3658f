import { normalize } from './language.ts';

/** Who the guest may ask to speak with, in English. */
const PERSON_EN =
  '(someone|somebody|anyone|a (real )?person|a human( being)?|(a |the |your )?(real )?human|(a |one of your |the |your )?(staff|crew)( member)?s?|a member of (your |the |our )?(staff|crew|team)|(an? |the |your )?([a-z]+ )?(agent|representative|manager|crew member|staff member|team))';

const HAND_OFF_EN = [
  new RegExp(`(^|[^a-z])(speak|talk|chat) (to|with) ${PERSON_EN}([^a-z]|$)`),
  new RegExp(`(^|[^a-z])(connect|transfer|put|pass) (me|us) (through )?(to|with) ${PERSON_EN}([^a-z]|$)`),
  /(^|[^a-z])(i|we) (want|need|would like|'d like) (a |an )?(human|real person|person|staff member|agent|representative)([^a-z]|$)/,
  /^(human|agent|representative|real person)( please)?[.!]*$/,
];

/** An information question that merely mentions staff ("how do I talk to…", "do your staff…"). */
const QUESTION_EN = /^(how|where|when|what|why|which|who|whom|does|do|did|is|are|was|were)([^a-z]|$)/;

const PERSON_AR =
  '(احد\\s+)?(من\\s+)?(ال)?(موظف|موظفين|شخص|انسان|بشر|طاقم|افراد الطاقم|مسؤول|ممثل|خدمه العملاء|خدمه الضيوف|احد)';
const HAND_OFF_AR = [
  new RegExp(
    `(اتحدث|التحدث|نتحدث|اتكلم|التكلم|نتكلم|اكلم|نكلم|احكي|اتواصل|التواصل|نتواصل|وصلني|اوصلني|توصلني|وصلنا|حولني|تحولني)\\s+(مع\\s+|الي\\s+|ب|ل)?${PERSON_AR}`,
  ),
  /(اريد|نريد|ابغي|ابغا|ابي|بدي|اود|نود|ممكن)\s+(احد\s+)?(ال)?(موظف|انسان|شخص حقيقي)/,
];
const QUESTION_AR = /^(كيف|اين|وين|متي|لماذا|ليش|ماذا|ما|من هو)(\s|$)/;

/** Where or when something is, asked beside the wish for a person: the ship's data answers that part. */
const WHERE_WHEN_EN =
  /(^|[^a-z])(where('s| is| are| can (i|we) find| do (i|we) find)|when (is|are|does|do|will) (it|the|they|its)|what time|what are (its|the|their) (hours|opening hours)|opening hours|which deck)([^a-z]|$)/;
const WHERE_WHEN_AR = /(^|\s)و?(وين|اين|فين|متي|امتي|ايمتي|اي طابق|اي دور)(\s|$)/;

/**
 * 'I'd rather talk to someone about tours: where is the excursions desk and when is it open?'
 * asks where and when (answered, with staff offered), not only for a person.
 */
export const asksWhereOrWhen = (normalized: string) =>
  WHERE_WHEN_EN.test(normalized) || WHERE_WHEN_AR.test(normalized);

/**
 * 'أبغى أكلم موظف عن الرحلات، وين مكتب الرحلات ومتى يفتح؟': a wish to talk to a person, then a
 * where/when question the ship's data answers: the question is what is left to read.
 */
export function withoutHandOffLead(text: string): string {
  const cut = /\s*[,،:;—–-]\s+|\s*[.!؟?]\s+/u.exec(text);
  if (!cut) return text;
  const lead = normalize(text.slice(0, cut.index));
  const rest = text.slice(cut.index + cut[0].length).trim();
  const wantsPerson =
    HAND_OFF_EN.some((pattern) => pattern.test(lead)) ||
    HAND_OFF_AR.some((pattern) => pattern.test(lead)) ||
    /(^|[^a-z])(rather|prefer to) (speak|talk|chat) (to|with)([^a-z]|$)/.test(lead);
  return wantsPerson && rest.split(/\s+/).length >= 3 && asksWhereOrWhen(normalize(rest)) ? rest : text;
}

/**
 * True when the guest asks to be put through to a person ('I want to speak to someone', 'talk to
 * a human', 'أريد التحدث مع موظف', 'أبغى أكلم شخص'). A question that only mentions the staff
 * ('Can I speak Arabic with the staff?', 'How do I talk to someone at the spa?') is not one.
 */
export function isHandOffRequest(text: string): boolean {
  const t = normalize(text);
  if (QUESTION_EN.test(t) || QUESTION_AR.test(t) || asksWhereOrWhen(t)) return false;
  return HAND_OFF_EN.some((pattern) => pattern.test(t)) || HAND_OFF_AR.some((pattern) => pattern.test(t));
}

const STAFF_OFFERS = [
  normalize('connect you with a member of our staff'),
  normalize('أوصلك بأحد أفراد طاقمنا'),
];

/** True when a concierge message ends by offering to connect the guest with staff. */
export const offersStaff = (assistantText: string) => {
  const t = normalize(assistantText);
  return STAFF_OFFERS.some((offer) => t.includes(offer));
};
