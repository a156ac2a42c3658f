import { tool } from 'ai';
import { z } from 'zod';
import { listActiveVenuesWithDecks } from '../../domains/decks/service.ts';
import type { ToolContext } from './context.ts';
import type { VenuesResult } from './types.ts';

/** Where things are: the active venues of the active decks, optionally by name. */
export const venuesTool = (ctx: ToolContext) =>
  tool({
    description:
      'Find venues on the ship (restaurants, shops, services, pools, spa…) with their deck number and name, hours and amenities. Optionally filter by part of the venue name.',
    inputSchema: z.object({
      name: z.string().max(100).optional().describe('Part of the venue name (English or Arabic)'),
    }),
    execute: async ({ name }): Promise<VenuesResult> => {
      const rows = await listActiveVenuesWithDecks(ctx.db, name);
      return {
        venues: rows.map(({ venue, deckNumber, deckName }) => ({
          id: venue.id,
          name: venue.name,
          nameAr: venue.nameAr,
          category: venue.category,
          subcategory: venue.subcategory,
          description: venue.description,
          descriptionAr: venue.descriptionAr,
          deckNumber,
          deckName,
          operatingHours: venue.operatingHours,
          contactInfo: venue.contactInfo,
          amenities: venue.amenities,
          imageUrl: venue.imageUrl,
        })),
      };
    },
  });
