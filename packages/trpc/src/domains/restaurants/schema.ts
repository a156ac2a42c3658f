import { PLACEHOLDER_IMAGE, RATING_MAX, RATING_MIN } from '@marsa/db/constants';
import { z } from 'zod';
import {
  arabicText,
  idSchema,
  optionalImageUrl,
  optionalText,
  requiredText,
  timeSchema,
  wholeNumber,
} from '../../shared/fields.ts';
import { say } from '../../shared/say.ts';

/** §5: 0 to 5 in steps of 0.1; missing keeps the stored rating (or the 4.5 default on create). */
export const ratingSchema = z
  .number(say('restaurant.rating_number'))
  .min(RATING_MIN, { ...say('restaurant.rating_range'), abort: true })
  .max(RATING_MAX, { ...say('restaurant.rating_range'), abort: true })
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, say('restaurant.rating_step'))
  .transform((value) => Math.round(value * 10) / 10);

/** §5 restaurant form and the §7 POST/PUT body, shared by the admin form and the server. */
export const restaurantInputSchema = z.object({
  name: requiredText('service.name_required', 120),
  nameAr: arabicText(120),
  cuisine: requiredText('restaurant.cuisine_required', 80),
  description: requiredText('service.description_required', 2000),
  descriptionAr: arabicText(2000),
  location: requiredText('restaurant.location_required', 120),
  capacity: wholeNumber('capacity', 1, 100_000),
  openingTime: timeSchema('restaurant.opening_required'),
  closingTime: timeSchema('restaurant.closing_required'),
  imageUrl: optionalImageUrl(PLACEHOLDER_IMAGE),
  rating: ratingSchema.optional(),
  specialFeature: optionalText(200),
});

export const restaurantUpdateSchema = restaurantInputSchema.extend({ id: idSchema });

export type RestaurantInput = z.input<typeof restaurantInputSchema>;
export type RestaurantValues = z.output<typeof restaurantInputSchema>;
export type RestaurantUpdate = z.output<typeof restaurantUpdateSchema>;
