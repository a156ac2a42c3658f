import { tool } from 'ai';
import { z } from 'zod';
import { restaurantBookable } from '../../domains/bookings/bookable.ts';
import { listFreeSlotsByService } from '../../domains/bookings/slots.ts';
import { listDiningVenues } from '../../domains/restaurants/dining-service.ts';
import { isoDay, type ToolContext } from './context.ts';
import { dateInput, freeTimesOf } from './inputs.ts';
import type { RestaurantsResult } from './types.ts';

/** The ship's restaurants (cuisine, deck, hours, rating) and each one's free table times on a date. */
export const restaurantsTool = (ctx: ToolContext) =>
  tool({
    description:
      "List the ship's restaurants with cuisine, location (deck), opening hours, seats, rating and the free table times on a date (default today). Use the ids to book a table.",
    inputSchema: z.object({ date: dateInput }),
    execute: async ({ date }): Promise<RestaurantsResult> => {
      const day = date ?? isoDay(ctx.now);
      const rows = await listDiningVenues(ctx.db);
      const free = await listFreeSlotsByService(ctx.db, rows.map(restaurantBookable), 'restaurant', day);
      return {
        date: day,
        restaurants: rows.map((row) => ({
          id: row.id,
          name: row.name,
          nameAr: row.nameAr,
          cuisine: row.cuisine,
          description: row.description,
          descriptionAr: row.descriptionAr,
          location: row.location,
          capacity: row.capacity,
          openingTime: row.openingTime,
          closingTime: row.closingTime,
          rating: row.rating,
          specialFeature: row.specialFeature,
          dressCode: row.dressCode,
          imageUrl: row.imageUrl,
          images: row.images,
          freeTimes: freeTimesOf(free.get(row.id)),
        })),
      };
    },
  });
