import type { PromotionInfo, PromotionsResult } from '../tools/types.ts';
import { bullet, clocksIn, descriptionLines, inVoice, say, term, usd, type Voice } from './say.ts';

function line(voice: Voice, p: PromotionInfo): string {
  const parts = [inVoice(voice, p.title, p.titleAr)];
  if (p.promotionalPriceUSD !== null && p.originalPriceUSD !== null) {
    parts.push(
      say(
        voice,
        `${usd(voice, p.promotionalPriceUSD)} instead of ${usd(voice, p.originalPriceUSD)}`,
        `${usd(voice, p.promotionalPriceUSD)} بدلًا من ${usd(voice, p.originalPriceUSD)}`,
      ),
    );
  } else if (p.discountPercentage) {
    parts.push(say(voice, `${p.discountPercentage}% off`, `خصم ${p.discountPercentage}%`));
  }
  if (p.validTimes)
    parts.push(say(voice, `served ${clocksIn(voice, p.validTimes)}`, `الأوقات ${term(voice, p.validTimes)}`));
  const head = parts.join(voice.lang === 'ar' ? '، ' : ', ');
  return [head, ...descriptionLines(voice, p.description, p.descriptionAr)].join('. ');
}

/** Today's specials and promotions that are live right now. */
export function composePromotions(voice: Voice, result: PromotionsResult): string {
  if (result.promotions.length === 0) {
    return say(
      voice,
      'There are no promotions or daily specials running right now.',
      'لا توجد عروض أو أطباق يومية خاصة في الوقت الحالي.',
    );
  }
  return [
    say(voice, 'Daily specials and promotions running now:', 'العروض والأطباق اليومية المتاحة الآن:'),
    ...result.promotions.map((p) => bullet(line(voice, p))),
  ].join('\n');
}
