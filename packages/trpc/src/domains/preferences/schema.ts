import {
  ACTIVITY_OPTIONS,
  BUDGET_DEFAULT,
  BUDGET_RANGES,
  DINING_OPTIONS,
  TRAVEL_STYLE_DEFAULT,
  TRAVEL_STYLES,
} from '@marsa/db/constants';
import { z } from 'zod';

export type BudgetRange = (typeof BUDGET_RANGES)[number];
export type TravelStyle = (typeof TRAVEL_STYLES)[number];
export type DiningOption = (typeof DINING_OPTIONS)[number];
export type ActivityOption = (typeof ACTIVITY_OPTIONS)[number];

export const PREFERENCE_ITEM_MAX = 40;
export const PREFERENCE_LIST_MAX = 10;

const unique = <T>(items: T[]) => [...new Set(items)];

const optionList = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .array(z.enum(options, { error: message }), { error: message })
    .max(options.length, message)
    .transform(unique);

const freeTextList = (label: string) =>
  z
    .array(
      z
        .string({ error: `Each ${label} must be text` })
        .trim()
        .min(1, `Each ${label} must not be empty`)
        .max(PREFERENCE_ITEM_MAX, `Each ${label} must be at most ${PREFERENCE_ITEM_MAX} characters`),
      { error: `Expected a list of ${label}s` },
    )
    .max(PREFERENCE_LIST_MAX, `At most ${PREFERENCE_LIST_MAX} ${label}s`)
    .transform(unique);

/**
 * POST /api/preferences (§3, §5). budgetRange and travelStyle are required; a list that is left
 * out keeps its saved value (empty on the first save), since the §2 form edits only four fields.
 */
export const preferencesInputSchema = z.object({
  budgetRange: z.enum(BUDGET_RANGES, { error: 'Budget must be one of: budget, mid-range, luxury' }),
  travelStyle: z.enum(TRAVEL_STYLES, {
    error: 'Travel style must be one of: relaxed, adventure, cultural, family',
  }),
  diningPreferences: optionList(
    DINING_OPTIONS,
    'Dining preferences must be among: casual, fine-dining, international, local, buffet',
  ).optional(),
  activityInterests: optionList(
    ACTIVITY_OPTIONS,
    'Activity interests must be among: cultural, adventure, relaxation, entertainment, fitness',
  ).optional(),
  dietaryRestrictions: freeTextList('dietary restriction').optional(),
  spokenLanguages: freeTextList('language').optional(),
});

export type PreferencesInput = z.input<typeof preferencesInputSchema>;
export type PreferencesValues = z.output<typeof preferencesInputSchema>;

/** §3 preferences as the guest reads them. */
export type Preferences = {
  diningPreferences: DiningOption[];
  activityInterests: ActivityOption[];
  budgetRange: BudgetRange;
  travelStyle: TravelStyle;
  dietaryRestrictions: string[];
  spokenLanguages: string[];
};

/** §3 defaults, what a guest who never saved sees (and what the form starts from). */
export const DEFAULT_PREFERENCES: Preferences = {
  diningPreferences: [],
  activityInterests: [],
  budgetRange: BUDGET_DEFAULT,
  travelStyle: TRAVEL_STYLE_DEFAULT,
  dietaryRestrictions: [],
  spokenLanguages: [],
};
