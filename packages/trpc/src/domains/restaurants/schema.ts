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

const RATING_RANGE = 'Rating must be between 0 and 5';

/** §5: 0 to 5 in steps of 0.1; missing keeps the stored rating (or the 4.5 default on create). */
export const ratingSchema = z
  .number({ error: 'Rating must be a number' })
  .min(RATING_MIN, { error: RATING_RANGE, abort: true })
  .max(RATING_MAX, { error: RATING_RANGE, abort: true })
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Rating must use steps of 0.1')
  .transform((value) => Math.round(value * 10) / 10);

/** §5 restaurant form and the §7 POST/PUT body, shared by the admin form and the server. */
export const restaurantInputSchema = z.object({
  name: requiredText('Name is required', 120),
  nameAr: arabicText(120),
  cuisine: requiredText('Cuisine is required', 80),
  description: requiredText('Description is required', 2000),
  descriptionAr: arabicText(2000),
  location: requiredText('Location is required', 120),
  capacity: wholeNumber('Capacity', 1, 100_000),
  openingTime: timeSchema('Opening time is required'),
  closingTime: timeSchema('Closing time is required'),
  imageUrl: optionalImageUrl(PLACEHOLDER_IMAGE),
  rating: ratingSchema.optional(),
  specialFeature: optionalText(200),
});

export const restaurantUpdateSchema = restaurantInputSchema.extend({ id: idSchema });

export type RestaurantInput = z.input<typeof restaurantInputSchema>;
export type RestaurantValues = z.output<typeof restaurantInputSchema>;
export type RestaurantUpdate = z.output<typeof restaurantUpdateSchema>;
