import type { ExcursionInfo } from '../tools/types.ts';

/**
 * 'the cheapest family excursion', 'أرخص رحلة من الرحلات العائلية', 'which cultural tour is
 * longest?': the kind of excursion a question names, as the excursions' own category.
 */
const KINDS: readonly [category: string, named: RegExp][] = [
  [
    'family',
    /(?:^|[^a-z])(?:family[ -](?:friendly|excursions?|tours?|trips?|outings?|ones?)|(?:kid|kids|child|children)[ -]friendly|for (?:the )?famil(?:y|ies))(?:[^a-z]|$)|(?:^|\s)(?:ال)?(?:رحله|رحلات|جوله|جولات) (?:ال)?عائلي|(?:^|\s)(?:ال)?عائليه(?:\s|$|[?؟])|(?:^|\s)(?:لل|ل)(?:عائله|عيله|اسره)(?:\s|$|[?؟])/,
  ],
  [
    'cultural',
    /(?:^|[^a-z])(?:cultural|culture|heritage|historic(?:al)?|history)(?:[^a-z]|$)|ثقافي|تراثي|تاريخي/,
  ],
  ['adventure', /(?:^|[^a-z])(?:adventures?|adventurous)(?:[^a-z]|$)|مغامر/],
  ['relaxation', /(?:^|[^a-z])(?:relaxing|relaxation|relaxed)(?:[^a-z]|$)|استرخاء|رايقه/],
  ['shopping', /(?:^|[^a-z])shopping(?:[^a-z]|$)|(?:^|\s)(?:لل|ال)?تسوق(?:\s|$|[?؟])/],
];

/** How a reply says 'of the family excursions'. */
const OF_KIND: Record<string, [en: string, ar: string]> = {
  family: ['of the family excursions', 'من الرحلات العائلية'],
  cultural: ['of the cultural excursions', 'من الرحلات الثقافية'],
  adventure: ['of the adventure excursions', 'من رحلات المغامرة'],
  relaxation: ['of the relaxing excursions', 'من رحلات الاسترخاء'],
  shopping: ['of the shopping excursions', 'من رحلات التسوق'],
};

export type OfKind = { excursions: ExcursionInfo[]; among: [en: string, ar: string] };

/** The excursions of the kind the normalised question names, and how to say so; undefined when it names none or none are of it. */
export function excursionsOfKindAsked(normalized: string, excursions: ExcursionInfo[]): OfKind | undefined {
  const category = KINDS.find(([, named]) => named.test(normalized))?.[0];
  const among = category ? OF_KIND[category] : undefined;
  const ofKind = excursions.filter((e) => e.category.trim().toLowerCase() === category);
  return among && ofKind.length > 0 ? { excursions: ofKind, among } : undefined;
}
