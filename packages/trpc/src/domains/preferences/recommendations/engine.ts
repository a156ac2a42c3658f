import type { Language } from '@marsa/db/constants';
import type { ShoreExcursion } from '../../excursions/view.ts';
import type { Preferences } from '../schema.ts';
import { personalizationScore } from './personalization.ts';
import { renderReason } from './reasons.ts';
import { scoreActivity, scoreExcursion } from './score-outings.ts';
import { scoreRestaurant, scoreSpaService } from './score-venues.ts';
import type { Catalog, ExcursionRecommendation, Recommendations, Scored } from './types.ts';

/** How many of each the screens show; the rest of the catalog is one click away elsewhere. */
export const RECOMMENDATION_LIMITS = {
  restaurants: 6,
  spaServices: 4,
  activities: 6,
  excursions: 6,
} as const;

export type GuestProfile = { preferences: Preferences; isSaved: boolean };

/** Scores every item, keeps the best `limit`, highest score first (ties by name for a stable order). */
function rank<T, R>(
  items: readonly T[],
  limit: number,
  score: (item: T) => Scored,
  nameOf: (item: T) => string,
  build: (item: T, scored: Scored) => R,
): R[] {
  return items
    .map((item) => ({ item, scored: score(item) }))
    .sort((a, b) => b.scored.score - a.scored.score || nameOf(a.item).localeCompare(nameOf(b.item)))
    .slice(0, limit)
    .map(({ item, scored }) => build(item, scored));
}

/**
 * The recommendations of §3 for one guest, pure and synchronous. A guest who never saved
 * preferences gets empty lists and a 0 score, so the screen asks them to complete their profile.
 */
export function recommend(profile: GuestProfile, catalog: Catalog, lang: Language): Recommendations {
  const prefs = profile.preferences;
  const score = personalizationScore(prefs, profile.isSaved);
  if (!profile.isSaved)
    return { personalizationScore: score, restaurants: [], spaServices: [], activities: [] };
  const limits = RECOMMENDATION_LIMITS;
  return {
    personalizationScore: score,
    restaurants: rank(
      catalog.restaurants,
      limits.restaurants,
      (r) => scoreRestaurant(prefs, r),
      (r) => r.name,
      (r, s) => ({
        id: r.id,
        name: r.name,
        nameAr: r.nameAr ?? null,
        cuisine: r.cuisine,
        location: r.location,
        rating: r.rating,
        capacity: r.capacity,
        description: r.description,
        descriptionAr: r.descriptionAr ?? null,
        openingTime: r.openingTime,
        closingTime: r.closingTime,
        imageUrl: r.imageUrl ?? null,
        recommendationScore: s.score,
        reason: renderReason(s.parts, lang),
      }),
    ),
    spaServices: rank(
      catalog.spaServices,
      limits.spaServices,
      (service) => scoreSpaService(prefs, service),
      (service) => service.name,
      (service, s) => ({
        id: service.id,
        name: service.name,
        nameAr: service.nameAr ?? null,
        premium: service.premium,
        duration: service.duration,
        capacity: service.capacity,
        description: service.description,
        descriptionAr: service.descriptionAr ?? null,
        features: service.features,
        imageUrl: service.imageUrl ?? null,
        recommendationScore: s.score,
        reason: renderReason(s.parts, lang),
      }),
    ),
    activities: rank(
      catalog.activities,
      limits.activities,
      (a) => scoreActivity(prefs, a),
      (a) => a.name,
      (a, s) => ({
        id: a.id,
        name: a.name,
        nameAr: a.nameAr ?? null,
        location: a.location,
        description: a.description,
        descriptionAr: a.descriptionAr ?? null,
        imageUrl: a.imageUrl ?? null,
        recommendationScore: s.score,
        reason: renderReason(s.parts, lang),
      }),
    ),
  };
}

/** Personalized excursions (§3): sold-out ones are left out; empty until preferences are saved. */
export function recommendExcursions(
  profile: GuestProfile,
  excursions: readonly ShoreExcursion[],
  lang: Language,
): ExcursionRecommendation[] {
  if (!profile.isSaved) return [];
  return rank(
    excursions.filter((excursion) => excursion.spotsLeft > 0),
    RECOMMENDATION_LIMITS.excursions,
    (excursion) => {
      const scored = scoreExcursion(profile.preferences, excursion);
      return scored.parts.length
        ? scored
        : { ...scored, parts: [{ kind: 'category', category: excursion.category }] };
    },
    (excursion) => excursion.title,
    (excursion, s) => ({ excursion, score: s.score, reason: renderReason(s.parts, lang) }),
  );
}
