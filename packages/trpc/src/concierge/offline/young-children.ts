import type { ExcursionInfo } from '../tools/types.ts';
import { priceBasis } from './party-price.ts';
import { best, difficultyRank } from './reason.ts';
import { clock, nameShown, priceBoth, say, term, type Voice } from './say.ts';

const isFamily = (e: ExcursionInfo) => e.category.trim().toLowerCase() === 'family';

/** How a reply says which excursions it picked from ('The most affordable shore excursion for young children'). */
export const FOR_YOUNG_CHILDREN: [en: string, ar: string] = ['for young children', 'للأطفال الصغار'];

/** Of the excursions, those for young children (kid-fit.ts): the family ones, else the easiest. */
export function excursionsForYoungChildren(excursions: ExcursionInfo[]): ExcursionInfo[] {
  const family = excursions.filter(isFamily);
  return family.length > 0 ? family : best(excursions, difficultyRank, false);
}

/** The excursions that suit young children, each with what a parent weighs: difficulty, length, price. */
export function composeForYoungChildren(voice: Voice, excursions: ExcursionInfo[]): string | undefined {
  const picks = excursionsForYoungChildren(excursions);
  if (picks.length === 0) return undefined;
  const head = picks.every(isFamily)
    ? say(voice, 'For young children, the family excursion', 'للأطفال الصغار، الرحلة العائلية')
    : say(voice, 'For young children, the easiest excursion', 'للأطفال الصغار، الرحلة الأسهل');
  const line = (e: ExcursionInfo) => {
    const port = e.portName ? ` — ${say(voice, e.portName, e.portNameAr ?? e.portName)}` : '';
    return say(
      voice,
      `${nameShown(voice, e.title, e.titleAr)}${port} (${e.difficulty}, ${e.duration}, departs ${clock(voice, e.departureTime)}, ${priceBoth(voice, e.priceUSD)} ${priceBasis(voice, e)})`,
      `${nameShown(voice, e.title, e.titleAr)}${port} (${term(voice, e.difficulty)}، ${term(voice, e.duration)}، المغادرة ${clock(voice, e.departureTime)}، ${priceBoth(voice, e.priceUSD)} ${priceBasis(voice, e)})`,
    );
  };
  const [only] = picks;
  if (picks.length === 1 && only) return `${head}: ${line(only)}.`;
  return [`${head}:`, ...picks.map((e) => `• ${line(e)}`)].join('\n');
}
