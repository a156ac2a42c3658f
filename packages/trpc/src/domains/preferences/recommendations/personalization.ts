import { ACTIVITY_OPTIONS, DINING_OPTIONS } from '@marsa/db/constants';
import type { Preferences } from '../schema.ts';
import { round2, TRAVEL_INTERESTS } from './affinity.ts';

/** Completeness weights (sum 0.8); the remaining 0.2 is how consistent the answers are. */
const COMPLETENESS = { chosen: 0.2, dining: 0.25, activities: 0.25, dietary: 0.05, languages: 0.05 };
const CONSISTENCY_WEIGHT = 0.2;
/** Up to this many choices in a list is a clear signal; ticking everything says little. */
const SPECIFIC_CHOICES = 3;

/** 1 when the list is specific, falling to 0.5 when every option is ticked. */
function specificity(count: number, optionCount: number): number {
  if (count <= SPECIFIC_CHOICES) return 1;
  return 1 - (0.5 * (count - SPECIFIC_CHOICES)) / (optionCount - SPECIFIC_CHOICES);
}

/** Whether the answers agree with each other: 0..1, or null when there is nothing to compare. */
function consistency(profile: Preferences): number | null {
  const checks: number[] = [];
  const { diningPreferences: dining, activityInterests: interests } = profile;
  if (interests.length > 0) {
    const supportsStyle = TRAVEL_INTERESTS[profile.travelStyle].some((interest) =>
      interests.includes(interest),
    );
    checks.push(supportsStyle ? 1 : 0.3);
    checks.push(specificity(interests.length, ACTIVITY_OPTIONS.length));
  }
  if (dining.length > 0) {
    const wantsFine = dining.includes('fine-dining');
    if (profile.budgetRange === 'budget') checks.push(wantsFine ? 0.3 : 1);
    else if (profile.budgetRange === 'luxury') checks.push(wantsFine ? 1 : 0.6);
    else checks.push(1);
    if (profile.travelStyle === 'family')
      checks.push(dining.some((d) => d === 'casual' || d === 'buffet') ? 1 : 0.6);
    checks.push(specificity(dining.length, DINING_OPTIONS.length));
  }
  return checks.length ? checks.reduce((sum, value) => sum + value, 0) / checks.length : null;
}

/**
 * §3 personalizationScore, 0..1: how complete and consistent the profile is. A guest who never
 * saved gets 0; a saved profile with only the defaults gets 0.2; a full, coherent one reaches 1.
 */
export function personalizationScore(profile: Preferences, isSaved: boolean): number {
  if (!isSaved) return 0;
  const c = COMPLETENESS;
  const completeness =
    c.chosen +
    (profile.diningPreferences.length ? c.dining : 0) +
    (profile.activityInterests.length ? c.activities : 0) +
    (profile.dietaryRestrictions.length ? c.dietary : 0) +
    (profile.spokenLanguages.length ? c.languages : 0);
  return round2(completeness + CONSISTENCY_WEIGHT * (consistency(profile) ?? 0));
}
