import type { PromotionInfo } from '../tools/types.ts';
import { composePromotionDetail } from './compose-search.ts';
import { normalize, phrases } from './language.ts';
import { inVoice, say, type Voice } from './say.ts';

/**
 * 'Is that one cheaper before 11?', 'any deal on it?', 'هل عليه خصم؟': a question about an offer on
 * the thing just shown. Answered from the live offers that name it (their price, times and terms
 * verbatim); none, and the reply says no offer names it right now.
 */
export const asksDeal = phrases([
  /(^|[^a-z])(cheaper|discount|discounted|deal|deals|offer|offers|promo|promotion|special price|on sale|sale price)([^a-z]|$)/,
  'ارخص',
  'خصم',
  'تخفيض',
  'عرض',
  'عروض',
]);

/** The live offers whose title or description names the record. */
export function offersNaming(name: string, nameAr: string | null, offers: PromotionInfo[]): PromotionInfo[] {
  const names = [name, nameAr].filter((n): n is string => Boolean(n?.trim())).map(normalize);
  return offers.filter((offer) => {
    const text = normalize(
      `${offer.title} ${offer.titleAr ?? ''} ${offer.description} ${offer.descriptionAr ?? ''}`,
    );
    return names.some((n) => text.includes(n));
  });
}

export function answerDeal(
  voice: Voice,
  record: { name: string; nameAr: string | null },
  offers: PromotionInfo[],
): string {
  const naming = offersNaming(record.name, record.nameAr, offers);
  const name = inVoice(voice, record.name, record.nameAr);
  if (naming.length === 0)
    return say(voice, `No offer running right now names ${name}.`, `لا يوجد عرض حالي يشمل ${name}.`);
  return naming.map((offer) => composePromotionDetail(voice, offer)).join('\n\n');
}
