import {
  type ActivityOption,
  type BudgetRange,
  type DiningOption,
  PERSONALIZATION_THRESHOLD,
  type Preferences,
  type Recommendations,
  type TravelStyle,
} from '@marsa/trpc/schemas';

/** A 0..1 score as a rounded percent (§9). */
export const scorePercent = (score: number): number => Math.round(score * 100);

/** §2: 'Highly personalized recommendations' above the 0.7 threshold. */
export const isHighlyPersonalized = (score: number): boolean => score > PERSONALIZATION_THRESHOLD;

/** §2: nothing in any of the three lists means the profile needs completing. */
export const hasAnyRecommendation = (recommendations: Recommendations): boolean =>
  recommendations.restaurants.length +
    recommendations.spaServices.length +
    recommendations.activities.length >
  0;

/** The four fields the §2 dialog edits; the other preference lists keep their saved values. */
export type PreferencesFormValues = {
  budgetRange: BudgetRange;
  travelStyle: TravelStyle;
  diningPreferences: DiningOption[];
  activityInterests: ActivityOption[];
};

export const toFormValues = (preferences: Preferences): PreferencesFormValues => ({
  budgetRange: preferences.budgetRange,
  travelStyle: preferences.travelStyle,
  diningPreferences: [...preferences.diningPreferences],
  activityInterests: [...preferences.activityInterests],
});

/** Narrows a checkbox group's strings to the known options, in the options' order. */
export const pickOptions = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  options.filter((option) => values.includes(option));
