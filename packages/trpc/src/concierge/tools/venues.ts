import { and, asc, deckMaps, deckVenues, eq, ilike, or } from '@marsa/db';
import { tool } from 'ai';
import { z } from 'zod';
import type { ToolContext } from './context.ts';
import type { VenuesResult } from './types.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The venue's English or Arabic name matches the pattern. */
const nameLike = (pattern: string) => or(ilike(deckVenues.name, pattern), ilike(deckVenues.nameAr, pattern));

/** Where things are: the active venues of the active decks, optionally by name. */
export const venuesTool = (ctx: ToolContext) =>
  tool({
    description:
      'Find venues on the ship (restaurants, shops, services, pools, spa…) with their deck number and name, hours and amenities. Optionally filter by part of the venue name.',
    inputSchema: z.object({
      name: z.string().max(100).optional().describe('Part of the venue name (English or Arabic)'),
    }),
    execute: async ({ name }): Promise<VenuesResult> => {
      const rows = await ctx.db
        .select({ venue: deckVenues, deckNumber: deckMaps.deckNumber, deckName: deckMaps.deckName })
        .from(deckVenues)
        .innerJoin(deckMaps, eq(deckMaps.id, deckVenues.deckMapId))
        .where(
          and(
            eq(deckVenues.isActive, true),
            eq(deckMaps.isActive, true),
            name?.trim() ? nameLike(`%${escapeLike(name.trim())}%`) : undefined,
          ),
        )
        .orderBy(asc(deckMaps.deckNumber), asc(deckVenues.name));
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
