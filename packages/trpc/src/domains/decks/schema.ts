import { z } from 'zod';
import { positiveIdParam } from '../../shared/fields.ts';

/** GET /api/deck-venues?deckMapId=: an optional deck to narrow the venues to. */
export const deckVenuesInputSchema = z
  .object({
    deckMapId: positiveIdParam('Deck id must be a positive whole number').optional(),
  })
  .optional();

export type DeckVenuesInput = z.input<typeof deckVenuesInputSchema>;
