import { activities, asc, type Db, restaurants, spaServices, type Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { listExcursions } from '../../excursions/service.ts';
import { loadPreferences } from '../service.ts';
import { recommend, recommendExcursions } from './engine.ts';
import type { Catalog, ExcursionRecommendation, Recommendations } from './types.ts';

/** The catalog the engine scores (only the columns it reads); shared by every guest's request. */
export async function loadCatalog(db: Db | Tx): Promise<Catalog> {
  const [restaurantRows, spaRows, activityRows] = await Promise.all([
    db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        nameAr: restaurants.nameAr,
        cuisine: restaurants.cuisine,
        description: restaurants.description,
        descriptionAr: restaurants.descriptionAr,
        location: restaurants.location,
        capacity: restaurants.capacity,
        openingTime: restaurants.openingTime,
        closingTime: restaurants.closingTime,
        rating: restaurants.rating,
        specialFeature: restaurants.specialFeature,
        diningStyle: restaurants.diningStyle,
        priceLevel: restaurants.priceLevel,
      })
      .from(restaurants)
      .orderBy(asc(restaurants.id)),
    db
      .select({
        id: spaServices.id,
        name: spaServices.name,
        nameAr: spaServices.nameAr,
        description: spaServices.description,
        descriptionAr: spaServices.descriptionAr,
        duration: spaServices.duration,
        capacity: spaServices.capacity,
        premium: spaServices.premium,
        features: spaServices.features,
        priceCents: spaServices.priceCents,
      })
      .from(spaServices)
      .orderBy(asc(spaServices.id)),
    db
      .select({
        id: activities.id,
        name: activities.name,
        nameAr: activities.nameAr,
        category: activities.category,
        location: activities.location,
        description: activities.description,
        descriptionAr: activities.descriptionAr,
        ageGroup: activities.ageGroup,
      })
      .from(activities)
      .orderBy(asc(activities.id)),
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
