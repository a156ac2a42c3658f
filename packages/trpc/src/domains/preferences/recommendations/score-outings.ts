import { ACTIVITY_OPTIONS } from '@marsa/db/constants';
import { priceBandOf } from '../../excursions/rules.ts';
import type { ShoreExcursion } from '../../excursions/view.ts';
import type { ActivityOption, Preferences } from '../schema.ts';
import {
  BUDGET_PRICE_BAND,
  INTEREST_EXCURSION,
  round2,
  STRONG_MATCH,
  TRAVEL_ACTIVITY,
  TRAVEL_DIFFICULTY,
  TRAVEL_EXCURSION,
} from './affinity.ts';
import type { ActivityInput, ReasonPart, Scored } from './types.ts';

const ACTIVITY_WEIGHTS = { interest: 0.55, travel: 0.3, audience: 0.15 };
/** An activity category the preferences form does not know (admins type categories freely). */
const UNKNOWN_CATEGORY_FIT = 0.3;

const isActivityOption = (value: string): value is ActivityOption =>
  (ACTIVITY_OPTIONS as readonly string[]).includes(value);

const FAMILY_AGES = /all ages|family|kids|children|ages [1-9]\b|ages [1-9]–|ages [1-9]-/i;
const ADULTS_ONLY = /adult|16\+|18\+|21\+/i;

function audienceFit(profile: Preferences, ageGroup: string | null): { fit: number; part?: ReasonPart } {
  if (!ageGroup) return { fit: 0.6 };
  if (profile.travelStyle === 'family') {
    if (FAMILY_AGES.test(ageGroup)) return { fit: 1, part: { kind: 'family-friendly' } };
    return { fit: ADULTS_ONLY.test(ageGroup) ? 0 : 0.5 };
  }
  return { fit: ADULTS_ONLY.test(ageGroup) ? 0.8 : 0.7 };
}

/** Scores one onboard activity: its category against interests and travel style, and its audience. */
export function scoreActivity(profile: Preferences, activity: ActivityInput): Scored {
  const parts: ReasonPart[] = [];
  const category = isActivityOption(activity.category) ? activity.category : null;
  const interests = profile.activityInterests;

  const isInterest = category !== null && interests.includes(category);
  const interest = isInterest ? 1 : interests.length === 0 ? 0.4 : 0.1;
  if (isInterest && category) parts.push({ kind: 'interest', interest: category });

  const travel = category ? TRAVEL_ACTIVITY[profile.travelStyle][category] : UNKNOWN_CATEGORY_FIT;
  if (travel >= STRONG_MATCH) parts.push({ kind: 'travel-style', style: profile.travelStyle });

  const audience = audienceFit(profile, activity.ageGroup);
  if (audience.part) parts.push(audience.part);

  const w = ACTIVITY_WEIGHTS;
  return { score: round2(w.interest * interest + w.travel * travel + w.audience * audience.fit), parts };
}

const EXCURSION_WEIGHTS = { interest: 0.35, travel: 0.25, difficulty: 0.15, budget: 0.25 };

type ExcursionFields = Pick<ShoreExcursion, 'category' | 'difficultyLevel' | 'priceUSD'>;

/** Scores one shore excursion: category vs interests and travel style, difficulty, budget vs price band. */
export function scoreExcursion(profile: Preferences, excursion: ExcursionFields): Scored {
  const parts: ReasonPart[] = [];
  const interests = profile.activityInterests;

  let interest = interests.length === 0 ? 0.4 : 0.1;
  let bestInterest: ActivityOption | null = null;
  for (const option of interests) {
    const fit = INTEREST_EXCURSION[option][excursion.category] ?? 0;
    if (fit > interest) {
      interest = fit;
      bestInterest = option;
    }
  }
  if (bestInterest && interest >= 0.7) parts.push({ kind: 'interest', interest: bestInterest });

  const travel = TRAVEL_EXCURSION[profile.travelStyle][excursion.category];
  if (travel >= STRONG_MATCH) parts.push({ kind: 'travel-style', style: profile.travelStyle });

  const likesExertion = interests.includes('adventure') || interests.includes('fitness');
  const baseDifficulty = TRAVEL_DIFFICULTY[profile.travelStyle][excursion.difficultyLevel];
  const difficulty =
    likesExertion && excursion.difficultyLevel !== 'easy'
      ? Math.max(baseDifficulty, STRONG_MATCH)
      : baseDifficulty;
  if (difficulty >= STRONG_MATCH) parts.push({ kind: 'difficulty', difficulty: excursion.difficultyLevel });

  const budget = BUDGET_PRICE_BAND[profile.budgetRange][priceBandOf(excursion.priceUSD)];
  if (budget >= 1) parts.push({ kind: 'budget', budget: profile.budgetRange });

  const w = EXCURSION_WEIGHTS;
  const raw = w.interest * interest + w.travel * travel + w.difficulty * difficulty + w.budget * budget;
  return { score: round2(raw), parts };
}
