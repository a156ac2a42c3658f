import { DECK_NUMBER_DEFAULT } from '@marsa/db/constants';
import { z } from 'zod';
import { idSchema, imageUrlSchema, requiredText } from '../../shared/fields.ts';

/** §7 deck map body: deckNumber (default 1, unique), deckName, description, imageUrl, isActive. */
export const deckMapInputSchema = z.object({
  deckNumber: z
    .number({ error: 'Deck number must be a number' })
    .int('Deck number must be a whole number')
    .min(1, 'Deck number must be at least 1')
    .max(100, 'Deck number must be at most 100')
    .default(DECK_NUMBER_DEFAULT),
  deckName: requiredText('Deck name is required', 80),
  description: z.string().trim().max(2000, 'Must be at most 2000 characters').default(''),
  imageUrl: z
    .union([imageUrlSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});

export const deckMapUpdateSchema = deckMapInputSchema.extend({ id: idSchema });

export type DeckMapInput = z.input<typeof deckMapInputSchema>;
export type DeckMapValues = z.output<typeof deckMapInputSchema>;
export type DeckMapUpdate = z.output<typeof deckMapUpdateSchema>;
