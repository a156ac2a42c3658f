import { DECK_NUMBER_DEFAULT } from '@marsa/db/constants';
import { z } from 'zod';
import { idSchema, imageUrlSchema, requiredText } from '../../shared/fields.ts';
import { say } from '../../shared/say.ts';

/** §7 deck map body: deckNumber (default 1, unique), deckName, description, imageUrl, isActive. */
export const deckMapInputSchema = z.object({
  deckNumber: z
    .number(say('deck.number_not_number'))
    .int(say('deck.number_whole'))
    .min(1, say('deck.number_min', { min: 1 }))
    .max(100, say('deck.number_max', { max: 100 }))
    .default(DECK_NUMBER_DEFAULT),
  deckName: requiredText('deck.name_required', 80),
  description: z
    .string()
    .trim()
    .max(2000, say('field.too_long', { max: 2000 }))
    .default(''),
  imageUrl: z
    .union([imageUrlSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  isActive: z.boolean(say('field.boolean', { field: 'isActive' })).default(true),
});

export const deckMapUpdateSchema = deckMapInputSchema.extend({ id: idSchema });

export type DeckMapInput = z.input<typeof deckMapInputSchema>;
export type DeckMapValues = z.output<typeof deckMapInputSchema>;
export type DeckMapUpdate = z.output<typeof deckMapUpdateSchema>;
