import { asc, type Db, restaurants, type Tx } from '@marsa/db';
import { restaurantFacts } from './columns.ts';

/** Any signed-in caller (the /dining screen): the ship's restaurants by name. */
export function listDiningVenues(db: Db | Tx) {
  return db
    .select({
      ...restaurantFacts,
      dressCode: restaurants.dressCode,
      imageUrl: restaurants.imageUrl,
      images: restaurants.images,
    })
    .from(restaurants)
    .orderBy(asc(restaurants.name));
}
