import { tool } from 'ai';
import { z } from 'zod';
import { spaBookable } from '../../domains/bookings/bookable.ts';
import { listFreeSlotsByService } from '../../domains/bookings/slots.ts';
import { listSpaServices } from '../../domains/spa/service.ts';
import { isoDay, type ToolContext } from './context.ts';
import { departmentPlace } from './department-place.ts';
import { dateInput, freeTimesOf, optionalCentsToUsd } from './inputs.ts';
import type { SpaServicesResult } from './types.ts';

/**
 * Spa treatments (duration, price, features) and each one's free appointment times on a date, with
 * the spa itself (its venue, deck and hours).
 */
export const spaServicesTool = (ctx: ToolContext) =>
  tool({
    description:
      'List the spa treatments with description, duration, price, features and the free appointment times on a date (default today), and the spa venue they are at (deck, hours). Use the ids to book.',
    inputSchema: z.object({ date: dateInput }),
    execute: async ({ date }): Promise<SpaServicesResult> => {
      const day = date ?? isoDay(ctx.now);
      const rows = await listSpaServices(ctx.db);
      const free = await listFreeSlotsByService(ctx.db, rows.map(spaBookable), 'spa', day);
      return {
        date: day,
        place: await departmentPlace(ctx, 'spa'),
        services: rows.map((row) => ({
          id: row.id,
          name: row.name,
          nameAr: row.nameAr,
          description: row.description,
          descriptionAr: row.descriptionAr,
          duration: row.duration,
          features: row.features,
          capacity: row.capacity,
          premium: row.premium,
          priceUSD: optionalCentsToUsd(row.priceCents),
          startTime: row.startTime,
          endTime: row.endTime,
          imageUrl: row.imageUrl,
          images: row.images,
          freeTimes: freeTimesOf(free.get(row.id)),
        })),
      };
    },
  });
