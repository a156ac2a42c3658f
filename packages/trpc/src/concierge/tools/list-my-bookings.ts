import { tool } from 'ai';
import { z } from 'zod';
import { listBookings } from '../../domains/bookings/service.ts';
import { listExcursionBookings } from '../../domains/excursions/service.ts';
import type { ToolContext } from './context.ts';
import type { MyBookingsResult } from './types.ts';
import { toBookedExcursion, toBookedService, withArabicNames } from './views.ts';

/** The signed-in guest's own bookings: restaurant, spa and activity bookings, and shore excursions. */
export const listMyBookingsTool = (ctx: ToolContext) =>
  tool({
    description:
      "The guest's own bookings: restaurant tables, spa appointments and activities (with ids), and shore excursion bookings, with each service's Arabic name.",
    inputSchema: z.object({}),
    execute: async (): Promise<MyBookingsResult> => {
      const [services, excursions] = await Promise.all([
        listBookings(ctx.db, ctx.userId),
        listExcursionBookings(ctx.db, ctx.userId),
      ]);
      return withArabicNames(ctx.db, {
        bookings: services.map(toBookedService),
        excursions: excursions.map(toBookedExcursion),
      });
    },
  });
