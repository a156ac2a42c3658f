import { IMAGES_PER_ITEM_MAX } from '@marsa/db/constants';
import { z } from 'zod';
import { MAX_INT } from '../../shared/fields.ts';

export const TOO_MANY_IMAGES = 'You can upload a maximum of 5 images';
export const NO_IMAGES = 'Please select images to upload first';

/**
 * A multipart image upload. Over tRPC the input is the FormData itself (field `id` plus the
 * repeated field `images`); the REST table passes `{ id, form }` with the id from the path.
 * An id of 0 means 'not saved yet' (promotions upload before the promotion exists).
 */
export const imageUploadInputSchema = z
  .union([z.instanceof(FormData), z.object({ id: z.number().or(z.nan()), form: z.instanceof(FormData) })], {
    error: 'Send the images as multipart/form-data',
  })
  .transform((input) =>
    input instanceof FormData
      ? { id: Number(input.get('id') ?? Number.NaN), images: input.getAll('images') }
      : { id: input.id, images: input.form.getAll('images') },
  )
  .pipe(
    z.object({
      id: z.number({ error: 'Invalid id' }).int('Invalid id').min(0, 'Invalid id').max(MAX_INT, 'Invalid id'),
      images: z
        .array(z.instanceof(File, { error: 'Each entry of images must be a file' }))
        .min(1, NO_IMAGES)
        .max(IMAGES_PER_ITEM_MAX, TOO_MANY_IMAGES),
    }),
  );

export type ImageUploadInput = z.output<typeof imageUploadInputSchema>;
export type ImageUploadResult = { imageUrls: string[] };
