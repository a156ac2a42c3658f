import { asc, type Db, eq, type RestaurantRow, restaurants, type Tx } from '@marsa/db';
import { galleryCrud } from '../../shared/gallery-crud.ts';
import { restaurantFacts } from './columns.ts';
import type { RestaurantValues } from './schema.ts';

const crud = galleryCrud<RestaurantRow, RestaurantValues>(restaurants, {
  notFound: 'restaurant.not_found',
  nameTaken: 'restaurant.name_taken',
  noRow: 'restaurant insert returned no row',
});

/** Admins: every restaurant, in creation order. */
export const listRestaurants = crud.list;
/** Admins: adds a restaurant; a taken name is 409 with a field error on `name`. */
export const createRestaurant = crud.create;
/** Admins: replaces a restaurant's form fields (images are kept); unknown id 404, taken name 409. */
export const updateRestaurant = crud.update;
/** Admins: up to 5 images per restaurant (the one gallery upload shared with the other services). */
export const addRestaurantImages = crud.addImages;
/** The dashboard's count. */
export const countRestaurants = crud.count;

/** One restaurant, or undefined (booking reads what it books through this). */
export async function findRestaurant(db: Db | Tx, id: number): Promise<RestaurantRow | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row;
}

/** The columns the recommendation engine scores, every restaurant in id order. */
export function listRestaurantsForScoring(db: Db | Tx) {
  return db
    .select({ ...restaurantFacts, imageUrl: restaurants.imageUrl })
    .from(restaurants)
    .orderBy(asc(restaurants.id));
}
