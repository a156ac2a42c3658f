import { z } from 'zod';

/** GET /api/deck-venues?deckMapId=: an optional deck to narrow the venues to. */
export const deckVenuesInputSchema = z
  .object({
    deckMapId: z.coerce
      .number({ error: 'Deck id must be a positive whole number' })
      .int('Deck id must be a positive whole number')
      .positive('Deck id must be a positive whole number')
      .optional(),
  })
  .optional();

export type DeckVenuesInput = z.input<typeof deckVenuesInputSchema>;
