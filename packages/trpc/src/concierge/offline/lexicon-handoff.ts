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

/**
 * True when the guest asks to be put through to a person ('I want to speak to someone', 'talk to
 * a human', 'أريد التحدث مع موظف', 'أبغى أكلم شخص'). A question that only mentions the staff
 * ('Can I speak Arabic with the staff?', 'How do I talk to someone at the spa?') is not one.
 */
export function isHandOffRequest(text: string): boolean {
  const t = normalize(text);
  if (QUESTION_EN.test(t) || QUESTION_AR.test(t)) return false;
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
