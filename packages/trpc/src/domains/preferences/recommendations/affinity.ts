import type { ExcursionCategory, ExcursionDifficulty, PriceBand } from '../../excursions/rules.ts';
import type { ActivityOption, BudgetRange, DiningOption, TravelStyle } from '../schema.ts';

/**
 * The engine's tuning tables: how well one thing suits another, each 0..1. Kept in one place
 * so the rules can be read (and argued about) without reading the arithmetic.
 */

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
export const round2 = (value: number) => Math.round(clamp01(value) * 100) / 100;

/** A perfect fit scores at least this; the match then shows up in the reason. */
export const STRONG_MATCH = 0.9;

export const TRAVEL_DINING: Record<TravelStyle, Record<DiningOption, number>> = {
  relaxed: { 'fine-dining': 1, local: 0.8, international: 0.7, casual: 0.6, buffet: 0.5 },
  adventure: { international: 1, local: 1, casual: 0.8, buffet: 0.6, 'fine-dining': 0.5 },
  cultural: { local: 1, 'fine-dining': 0.8, international: 0.7, casual: 0.4, buffet: 0.4 },
  family: { buffet: 1, casual: 1, international: 0.8, local: 0.7, 'fine-dining': 0.3 },
};

/** The price level (1..4) each budget aims at. */
export const BUDGET_PRICE_LEVEL: Record<BudgetRange, number> = { budget: 1, 'mid-range': 2.5, luxury: 4 };

export const TRAVEL_ACTIVITY: Record<TravelStyle, Record<ActivityOption, number>> = {
  relaxed: { relaxation: 1, cultural: 0.6, entertainment: 0.6, fitness: 0.4, adventure: 0.2 },
  adventure: { adventure: 1, fitness: 0.9, entertainment: 0.5, cultural: 0.4, relaxation: 0.2 },
  cultural: { cultural: 1, relaxation: 0.5, entertainment: 0.5, adventure: 0.4, fitness: 0.3 },
  family: { entertainment: 1, adventure: 0.8, cultural: 0.6, relaxation: 0.4, fitness: 0.3 },
};

/** How well an excursion category serves each activity interest of the preferences form. */
export const INTEREST_EXCURSION: Record<ActivityOption, Partial<Record<ExcursionCategory, number>>> = {
  cultural: { cultural: 1, shopping: 0.5 },
  adventure: { adventure: 1 },
  relaxation: { relaxation: 1, shopping: 0.4 },
  entertainment: { family: 0.8, shopping: 0.7 },
  fitness: { adventure: 0.8 },
};

export const TRAVEL_EXCURSION: Record<TravelStyle, Record<ExcursionCategory, number>> = {
  relaxed: { relaxation: 1, shopping: 0.7, cultural: 0.6, family: 0.5, adventure: 0.2 },
  adventure: { adventure: 1, cultural: 0.5, family: 0.4, relaxation: 0.2, shopping: 0.1 },
  cultural: { cultural: 1, shopping: 0.6, relaxation: 0.4, adventure: 0.4, family: 0.4 },
  family: { family: 1, relaxation: 0.7, shopping: 0.6, cultural: 0.5, adventure: 0.4 },
};

export const TRAVEL_DIFFICULTY: Record<TravelStyle, Record<ExcursionDifficulty, number>> = {
  relaxed: { easy: 1, moderate: 0.5, challenging: 0.1 },
  adventure: { challenging: 1, moderate: 0.8, easy: 0.4 },
  cultural: { moderate: 1, easy: 0.9, challenging: 0.5 },
  family: { easy: 1, moderate: 0.5, challenging: 0 },
};

export const BUDGET_PRICE_BAND: Record<BudgetRange, Record<PriceBand, number>> = {
  budget: { budget: 1, mid: 0.5, luxury: 0.1 },
  'mid-range': { budget: 0.8, mid: 1, luxury: 0.4 },
  luxury: { luxury: 1, mid: 0.7, budget: 0.5 },
};

/** The activity interests a travel style naturally goes with (personalization consistency). */
export const TRAVEL_INTERESTS: Record<TravelStyle, ActivityOption[]> = {
  relaxed: ['relaxation'],
  adventure: ['adventure', 'fitness'],
  cultural: ['cultural'],
  family: ['entertainment', 'adventure'],
};

/** Text that marks a venue as serving the region's own cuisine ('local' dining). */
export const LOCAL_CUISINE = /saudi|arab|lebanese|levantine|middle eastern|hejazi|najdi|emirati|bedouin/i;
export const ARABIAN_TRADITION = /traditional|hammam|heritage|frankincense|taif|arabian|oud|bedouin/i;
