import type { ExcursionCategory, ExcursionDifficulty } from '../../excursions/rules.ts';
import type { ShoreExcursion } from '../../excursions/view.ts';
import type { ActivityOption, BudgetRange, DiningOption, TravelStyle } from '../schema.ts';

/** What the engine reads of each catalog row (a structural subset of the table rows). */
export type RestaurantInput = {
  id: number;
  name: string;
  nameAr?: string | null;
  cuisine: string;
  description: string;
  descriptionAr?: string | null;
  location: string;
  capacity: number;
  openingTime: string;
  closingTime: string;
  rating: number;
  specialFeature: string | null;
  diningStyle: string | null;
  priceLevel: number;
  /** The record's own picture (the card shows it). */
  imageUrl?: string | null;
};

export type SpaServiceInput = {
  id: number;
  name: string;
  nameAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  duration: number;
  capacity: number;
  premium: boolean;
  features: string[];
  priceCents: number | null;
  imageUrl?: string | null;
};

export type ActivityInput = {
  id: number;
  name: string;
  nameAr?: string | null;
  category: string;
  location: string;
  description: string;
  descriptionAr?: string | null;
  ageGroup: string | null;
  imageUrl?: string | null;
};

export type Catalog = {
  restaurants: RestaurantInput[];
  spaServices: SpaServiceInput[];
  activities: ActivityInput[];
};

/** One thing that matched, rendered into the reason text in the guest's language. */
export type ReasonPart =
  | { kind: 'dining-style'; style: DiningOption }
  | { kind: 'budget'; budget: BudgetRange }
  | { kind: 'premium' }
  | { kind: 'rating'; rating: number }
  | { kind: 'travel-style'; style: TravelStyle }
  | { kind: 'dietary'; restriction: string }
  | { kind: 'interest'; interest: ActivityOption }
  | { kind: 'family-friendly' }
  | { kind: 'tradition' }
  | { kind: 'difficulty'; difficulty: ExcursionDifficulty }
  | { kind: 'category'; category: ExcursionCategory }
  | { kind: 'features'; features: string[] }
  | { kind: 'popular' };

export type Scored = { score: number; parts: ReasonPart[] };

export type RecommendedRestaurant = Pick<
  RestaurantInput,
  | 'id'
  | 'name'
  | 'nameAr'
  | 'cuisine'
  | 'location'
  | 'rating'
  | 'capacity'
  | 'description'
  | 'descriptionAr'
  | 'openingTime'
  | 'closingTime'
> & { recommendationScore: number; reason: string; imageUrl: string | null };

export type RecommendedSpaService = Pick<
  SpaServiceInput,
  | 'id'
  | 'name'
  | 'nameAr'
  | 'premium'
  | 'duration'
  | 'capacity'
  | 'description'
  | 'descriptionAr'
  | 'features'
> & { recommendationScore: number; reason: string; imageUrl: string | null };

export type RecommendedActivity = Pick<
  ActivityInput,
  'id' | 'name' | 'nameAr' | 'location' | 'description' | 'descriptionAr'
> & {
  recommendationScore: number;
  reason: string;
  imageUrl: string | null;
};

/** §3 recommendations response. */
export type Recommendations = {
  personalizationScore: number;
  restaurants: RecommendedRestaurant[];
  spaServices: RecommendedSpaService[];
  activities: RecommendedActivity[];
};

/** §3 personalized excursion recommendation. */
export type ExcursionRecommendation = { excursion: ShoreExcursion; score: number; reason: string };
