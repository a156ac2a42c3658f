import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { z } from 'zod';
import {
  arabicText,
  idSchema,
  optionalImageUrl,
  requiredText,
  textListSchema,
  timeSchema,
  wholeNumber,
} from '../../shared/fields.ts';
import { say } from '../../shared/say.ts';

/** §5 spa form and the §7 POST body; features are a list or comma-separated text. */
export const spaServiceInputSchema = z.object({
  name: requiredText('service.name_required', 120),
  nameAr: arabicText(120),
  description: requiredText('service.description_required', 2000),
  descriptionAr: arabicText(2000),
  duration: wholeNumber('duration', 1, 1440),
  features: textListSchema(30, 80).optional(),
  capacity: wholeNumber('capacity', 1, 1000),
  premium: z.boolean(say('field.boolean', { field: 'Premium' })).optional(),
  startTime: timeSchema('spa.start_required'),
  endTime: timeSchema('spa.end_required'),
  imageUrl: optionalImageUrl(PLACEHOLDER_IMAGE),
});

export const spaServiceUpdateSchema = spaServiceInputSchema.extend({ id: idSchema });

export type SpaServiceInput = z.input<typeof spaServiceInputSchema>;
export type SpaServiceValues = z.output<typeof spaServiceInputSchema>;
export type SpaServiceUpdate = z.output<typeof spaServiceUpdateSchema>;
