import { asc, type Db, eq, type RestaurantRow, restaurants } from '@marsa/db';
import { notFound } from '../../errors.ts';
import { withUniqueField } from '../../shared/unique.ts';
import { addGalleryImages } from '../images/gallery.ts';
import type { ImageUploadResult } from '../images/schema.ts';
import type { RestaurantUpdate, RestaurantValues } from './schema.ts';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';
export const RESTAURANT_NAME_TAKEN = 'A restaurant with this name already exists';

/** Admins: every restaurant, in creation order. */
export function listRestaurants(db: Db): Promise<RestaurantRow[]> {
  return db.select().from(restaurants).orderBy(asc(restaurants.id));
}

/** Admins: adds a restaurant; a taken name is 409 with a field error on `name`. */
export async function createRestaurant(db: Db, values: RestaurantValues): Promise<RestaurantRow> {
  const [row] = await withUniqueField(
    () => db.insert(restaurants).values(values).returning(),
    'name',
    RESTAURANT_NAME_TAKEN,
  );
  if (!row) throw new Error('restaurant insert returned no row');
  return row;
}

/** Admins: replaces a restaurant's form fields (images are kept); unknown id 404, taken name 409. */
export async function updateRestaurant(db: Db, { id, ...values }: RestaurantUpdate): Promise<RestaurantRow> {
  const [row] = await withUniqueField(
    () => db.update(restaurants).set(values).where(eq(restaurants.id, id)).returning(),
    'name',
    RESTAURANT_NAME_TAKEN,
  );
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  return row;
}

/** Admins: up to 5 images per restaurant (the one gallery upload shared with the other services). */
export function addRestaurantImages(
  db: Db,
  uploadDir: string,
  id: number,
  files: File[],
): Promise<ImageUploadResult> {
  return addGalleryImages(
    db,
    uploadDir,
    { table: restaurants, id, notFoundMessage: RESTAURANT_NOT_FOUND },
    files,
  );
}
