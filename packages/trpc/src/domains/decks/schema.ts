import { z } from 'zod';
import { positiveIdParam } from '../../shared/fields.ts';

/** GET /api/deck-venues?deckMapId=: an optional deck to narrow the venues to. */
export const deckVenuesInputSchema = z
  .object({
    deckMapId: positiveIdParam('deck.id_invalid').optional(),
  })
  .optional();

export type DeckVenuesInput = z.input<typeof deckVenuesInputSchema>;
