import type { Db, Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { listActivitiesForScoring } from '../../activities/service.ts';
import { listExcursions } from '../../excursions/service.ts';
import { listRestaurantsForScoring } from '../../restaurants/service.ts';
import { listSpaServicesForScoring } from '../../spa/service.ts';
import { loadPreferences } from '../service.ts';
import { recommend, recommendExcursions } from './engine.ts';
import type { Catalog, ExcursionRecommendation, Recommendations } from './types.ts';

/** The catalog the engine scores (only the columns it reads, from each family's service); shared by every guest's request. */
export async function loadCatalog(db: Db | Tx): Promise<Catalog> {
  const [restaurantRows, spaRows, activityRows] = await Promise.all([
    listRestaurantsForScoring(db),
    listSpaServicesForScoring(db),
    listActivitiesForScoring(db),
  ]);
  return { restaurants: restaurantRows, spaServices: spaRows, activities: activityRows };
}

/** The signed-in guest's own recommendations (§3), reasons in `lang`. */
export async function getRecommendations(
  db: Db | Tx,
  userId: number,
  lang: Language,
): Promise<Recommendations> {
  const [profile, catalog] = await Promise.all([loadPreferences(db, userId), loadCatalog(db)]);
  return recommend(profile, catalog, lang);
}

/** The signed-in guest's personalized excursions (§3), from the same engine. */
export async function getExcursionRecommendations(
  db: Db | Tx,
  userId: number,
  lang: Language,
): Promise<{ recommendations: ExcursionRecommendation[] }> {
  const [profile, excursions] = await Promise.all([loadPreferences(db, userId), listExcursions(db)]);
  return { recommendations: recommendExcursions(profile, excursions, lang) };
}
