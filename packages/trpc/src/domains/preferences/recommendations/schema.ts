import { LANGUAGES } from '@marsa/db/constants';
import { z } from 'zod';

/** Optional language of the reasons; defaults to the request's Accept-Language. */
export const recommendationsInputSchema = z
  .object({ lang: z.enum(LANGUAGES, { error: "Language must be 'en' or 'ar'" }).optional() })
  .optional();

export type RecommendationsInput = z.input<typeof recommendationsInputSchema>;
