import { DINING_OPTIONS } from '@marsa/db/constants';
import type { DiningOption, Preferences } from '../schema.ts';
import {
  ARABIAN_TRADITION,
  BUDGET_PRICE_LEVEL,
  clamp01,
  LOCAL_CUISINE,
  round2,
  STRONG_MATCH,
  TRAVEL_DINING,
} from './affinity.ts';
import { dietaryFit } from './dietary.ts';
import type { ReasonPart, RestaurantInput, Scored, SpaServiceInput } from './types.ts';

const RESTAURANT_WEIGHTS = { style: 0.4, budget: 0.25, rating: 0.15, travel: 0.1, dietary: 0.1 };
/** A venue that clashes with a stated restriction keeps this share of its score, so it sinks. */
const DIETARY_CONFLICT_FACTOR = 0.5;
const TOP_RATING = 4.7;

const isDiningOption = (value: string): value is DiningOption =>
  (DINING_OPTIONS as readonly string[]).includes(value);

/** The dining styles a venue offers: its own style, plus 'local' for the region's cuisines. */
export function restaurantStyles(restaurant: RestaurantInput): DiningOption[] {
  const styles = new Set<DiningOption>();
  if (restaurant.diningStyle && isDiningOption(restaurant.diningStyle)) styles.add(restaurant.diningStyle);
  if (LOCAL_CUISINE.test(`${restaurant.cuisine} ${restaurant.description}`)) styles.add('local');
  if (/international/i.test(restaurant.cuisine)) styles.add('international');
  return [...styles];
}

/** Scores one restaurant for a guest: dining style, budget vs price level, rating, travel style, diet. */
export function scoreRestaurant(profile: Preferences, restaurant: RestaurantInput): Scored {
  const parts: ReasonPart[] = [];
  const styles = restaurantStyles(restaurant);

  const matchedStyle = profile.diningPreferences.find((style) => styles.includes(style));
  const style = profile.diningPreferences.length === 0 ? 0.5 : matchedStyle ? 1 : 0;
  if (matchedStyle) parts.push({ kind: 'dining-style', style: matchedStyle });

  const budget = 1 - Math.abs(restaurant.priceLevel - BUDGET_PRICE_LEVEL[profile.budgetRange]) / 3;
  if (budget >= 0.8) parts.push({ kind: 'budget', budget: profile.budgetRange });

  const rating = clamp01((restaurant.rating - 3.5) / 1.5);
  if (restaurant.rating >= TOP_RATING) parts.push({ kind: 'rating', rating: restaurant.rating });

  const travel = Math.max(0, ...styles.map((option) => TRAVEL_DINING[profile.travelStyle][option]));
  if (travel >= STRONG_MATCH) parts.push({ kind: 'travel-style', style: profile.travelStyle });

  const diet = dietaryFit(profile.dietaryRestrictions, restaurant);
  parts.push(...diet.parts);

  const w = RESTAURANT_WEIGHTS;
  const raw =
    w.style * style + w.budget * budget + w.rating * rating + w.travel * travel + w.dietary * diet.fit;
  return { score: round2(diet.hasConflict ? raw * DIETARY_CONFLICT_FACTOR : raw), parts };
}

const SPA_WEIGHTS = { interest: 0.3, budget: 0.3, travel: 0.25, richness: 0.15 };
const SPA_AFFORDABLE_CENTS = { budget: 10_000, 'mid-range': 20_000 } as const;

function spaBudgetFit(profile: Preferences, service: SpaServiceInput): { fit: number; part?: ReasonPart } {
  const price = service.priceCents;
  if (profile.budgetRange === 'luxury') {
    return service.premium ? { fit: 1, part: { kind: 'premium' } } : { fit: 0.6 };
  }
  const limit = SPA_AFFORDABLE_CENTS[profile.budgetRange];
  if (service.premium) return { fit: profile.budgetRange === 'budget' ? 0.1 : 0.5 };
  if (price === null) return { fit: 0.6 };
  if (price <= limit) return { fit: 1, part: { kind: 'budget', budget: profile.budgetRange } };
  return { fit: price <= limit * 1.5 ? 0.6 : 0.3 };
}

function spaTravelFit(profile: Preferences, text: string): { fit: number; part?: ReasonPart } {
  switch (profile.travelStyle) {
    case 'relaxed':
      return { fit: 1, part: { kind: 'travel-style', style: 'relaxed' } };
    case 'cultural':
      return ARABIAN_TRADITION.test(text) ? { fit: 1, part: { kind: 'tradition' } } : { fit: 0.4 };
    case 'family':
      return /couple|for two|family|kids|children/i.test(text) ? { fit: 0.9 } : { fit: 0.4 };
    case 'adventure':
      return /ashore|muscle|recover|sport|thermal/i.test(text) ? { fit: 0.7 } : { fit: 0.3 };
  }
}

/** Scores one spa service: relaxation interest, budget vs premium and price, travel style, richness. */
export function scoreSpaService(profile: Preferences, service: SpaServiceInput): Scored {
  const parts: ReasonPart[] = [];
  const interests = profile.activityInterests;
  const wantsRelaxation = interests.includes('relaxation');
  const interest = wantsRelaxation
    ? 1
    : interests.length === 0
      ? 0.5
      : interests.includes('fitness')
        ? 0.4
        : 0.2;
  if (wantsRelaxation) parts.push({ kind: 'interest', interest: 'relaxation' });

  const budget = spaBudgetFit(profile, service);
  if (budget.part) parts.push(budget.part);

  const text = `${service.name} ${service.description} ${service.features.join(' ')}`;
  const travel = spaTravelFit(profile, text);
  if (travel.part) parts.push(travel.part);

  const richness = 0.5 + (0.5 * Math.min(service.features.length, 4)) / 4;
  if (service.features.length > 0) parts.push({ kind: 'features', features: service.features.slice(0, 2) });

  const w = SPA_WEIGHTS;
  const raw = w.interest * interest + w.budget * budget.fit + w.travel * travel.fit + w.richness * richness;
  return { score: round2(raw), parts };
}
