import type { KnowledgeResult } from '../tools/types.ts';
import { phrases } from './language.ts';
import type { Voice } from './say.ts';

/**
 * 'is it included in our fare?', 'does our ticket cover eating there?', 'ده محسوب في تمن الكروز ولا
 * بفلوس لوحده؟' after a restaurant: whether its meals are part of the fare. No restaurant record
 * says; the ship's dining topic does, naming each restaurant, so its sentence that names this one
 * answers, verbatim.
 */
export const asksIncluded = phrases([
  /(^|[^a-z])(included|include|includes|part of (our|the|my) (package|fare|ticket|cruise)|pay extra|extra charge|cost extra|costs extra|charged|surcharge|(does|do|will) (our|the|my) (ticket|fare|package|cruise) cover|covered)([^a-z]|$)/,
  /مشمول|مشموله|محسوب|محسوبه|(^|\s)(داخل|ضمن) (في )?(سعر|السعر|تمن|ثمن|الباقه|الرحله|التذكره)|ندفع (زياده|زيادة|اضافي|عليه)|بفلوس|رسوم اضافيه|على حسابنا|علي حسابنا|ببلاش|مجاني|مجانا/,
]);

/** The knowledge query that finds the dining topic. */
export const INCLUDED_QUERY = 'Which restaurants are included in my fare?';

/** Words of a sentence that says whether a restaurant is included or charged. */
const SAYS_CHARGE = /included|specialty|charged|à la carte|مشمول|متخصص|حسابك/;

/**
 * The sentence of a knowledge answer that names the restaurant and says whether it is included,
 * in the guest's language; undefined when no topic names it so.
 */
export function includedSentence(
  voice: Pick<Voice, 'lang'>,
  names: { name: string; nameAr?: string | null },
  knowledge: KnowledgeResult,
): string | undefined {
  const name = voice.lang === 'ar' && names.nameAr ? names.nameAr : names.name;
  for (const topic of knowledge.topics) {
    const text = voice.lang === 'ar' && topic.answerAr ? topic.answerAr : topic.answer;
    const sentences = text.split(/(?<=[.!؟?])\s+/);
    const found = sentences.find((sentence) => sentence.includes(name) && SAYS_CHARGE.test(sentence));
    if (found) return found;
  }
  return undefined;
}
