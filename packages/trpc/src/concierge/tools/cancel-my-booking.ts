import { tool } from 'ai';
import { z } from 'zod';
import { cancelBooking } from '../../domains/bookings/service.ts';
import { cancelExcursionBooking } from '../../domains/excursions/service.ts';
import { idSchema } from '../../shared/fields.ts';
import { asResult, type ToolContext } from './context.ts';
import type { CancelResult } from './types.ts';
import { toBookedExcursion, toBookedService } from './views.ts';

/** Cancels one of the signed-in guest's own bookings (anyone else's is not found). */
export const cancelMyBookingTool = (ctx: ToolContext) =>
  tool({
    description:
      "Cancel one of the guest's own bookings by id from listMyBookings. bookingType 'excursion' for shore excursions, otherwise the booking's type.",
    inputSchema: z.object({
      bookingId: idSchema,
      bookingType: z.enum(['restaurant', 'spa', 'activity', 'excursion']),
    }),
    execute: ({ bookingId, bookingType }): Promise<CancelResult> =>
      asResult(async () =>
        bookingType === 'excursion'
          ? {
              ok: true as const,
              kind: 'excursion' as const,
              booking: toBookedExcursion(await cancelExcursionBooking(ctx.db, ctx.userId, bookingId)),
            }
          : {
              ok: true as const,
              kind: 'service' as const,
              booking: toBookedService(await cancelBooking(ctx.db, ctx.userId, bookingId)),
            },
      ),
  });
