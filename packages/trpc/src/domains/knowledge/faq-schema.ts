import { LANGUAGES } from '@marsa/db/constants';
import { z } from 'zod';

export const FAQ_SEARCH_MAX = 100;

/** GET /api/faq?lang=&search=: the language defaults to the request's, an empty search to none. */
export const faqInputSchema = z
  .object({
    lang: z.enum(LANGUAGES, { error: "Language must be 'en' or 'ar'" }).optional(),
    search: z
      .string({ error: 'Search must be text' })
      .trim()
      .max(FAQ_SEARCH_MAX, `Search must be at most ${FAQ_SEARCH_MAX} characters`)
      .optional(),
  })
  .optional();

export type FaqInput = z.input<typeof faqInputSchema>;
