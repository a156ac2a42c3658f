import type { ReasonPart } from './types.ts';

/**
 * Dietary restrictions are free text (§3), so only the ones recognised here affect scores.
 * `conflicts` is read from the cuisine alone for diets (most menus mention some meat) but from
 * every text of the venue for allergies, where a mention is reason enough to step back.
 */
type DietaryRule = {
  restriction: RegExp;
  favours?: RegExp;
  conflicts?: RegExp;
  conflictsIn: 'cuisine' | 'all';
};

const VEGGIE_DISHES =
  /vegetarian|vegan|plant-based|vegetable|salad|mezze|hummus|falafel|fattoush|pasta|pizza|halloumi/i;

const RULES: DietaryRule[] = [
  {
    restriction: /vegan|plant/i,
    favours: VEGGIE_DISHES,
    conflicts: /seafood|grill|steak|burger|diner/i,
    conflictsIn: 'cuisine',
  },
  {
    restriction: /vegetarian/i,
    favours: VEGGIE_DISHES,
    conflicts: /seafood|grill|steak|burger|diner/i,
    conflictsIn: 'cuisine',
  },
  {
    restriction: /pescatarian/i,
    favours: /seafood|fish/i,
    conflicts: /grill|steak|burger/i,
    conflictsIn: 'cuisine',
  },
  {
    restriction: /shellfish|seafood|fish/i,
    conflicts: /seafood|shellfish|prawn|lobster|shrimp|fish/i,
    conflictsIn: 'all',
  },
  { restriction: /nut/i, conflicts: /\bnuts?\b|pistachio|almond|peanut|walnut/i, conflictsIn: 'all' },
  { restriction: /gluten|coeliac|celiac/i, favours: /gluten/i, conflictsIn: 'all' },
  { restriction: /halal/i, favours: /halal/i, conflictsIn: 'all' },
  { restriction: /lactose|dairy/i, favours: /dairy-free|lactose-free/i, conflictsIn: 'all' },
];

export type DietaryFit = { fit: number; hasConflict: boolean; parts: ReasonPart[] };

type VenueText = { cuisine: string; description: string; specialFeature: string | null };

/** How well a venue suits the guest's known restrictions: 0.5 neutral, 1 favoured, 0 conflicting. */
export function dietaryFit(restrictions: readonly string[], venue: VenueText): DietaryFit {
  const allText = `${venue.cuisine} ${venue.description} ${venue.specialFeature ?? ''}`;
  let fit = 0.5;
  let hasConflict = false;
  const parts: ReasonPart[] = [];
  for (const restriction of restrictions) {
    const rule = RULES.find((candidate) => candidate.restriction.test(restriction));
    if (!rule) continue;
    const conflictText = rule.conflictsIn === 'cuisine' ? venue.cuisine : allText;
    if (rule.conflicts?.test(conflictText)) {
      hasConflict = true;
    } else if (rule.favours?.test(allText)) {
      fit = 1;
      parts.push({ kind: 'dietary', restriction: restriction.toLowerCase() });
    }
  }
  return hasConflict ? { fit: 0, hasConflict, parts: [] } : { fit, hasConflict, parts };
}
