import { asc, type Db, restaurants, type Tx } from '@marsa/db';

/** Any signed-in caller (the /dining screen): the ship's restaurants by name. */
export function listDiningVenues(db: Db | Tx) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      nameAr: restaurants.nameAr,
      cuisine: restaurants.cuisine,
      description: restaurants.description,
      descriptionAr: restaurants.descriptionAr,
      location: restaurants.location,
      openingTime: restaurants.openingTime,
      closingTime: restaurants.closingTime,
      rating: restaurants.rating,
      capacity: restaurants.capacity,
      specialFeature: restaurants.specialFeature,
      dressCode: restaurants.dressCode,
      diningStyle: restaurants.diningStyle,
      priceLevel: restaurants.priceLevel,
      imageUrl: restaurants.imageUrl,
      images: restaurants.images,
    })
    .from(restaurants)
    .orderBy(asc(restaurants.name));
}
