import { restaurants } from '@marsa/db';

/** What a restaurant is, where and when (English and Arabic): the guest list and the engine read these. */
export const restaurantFacts = {
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
};
