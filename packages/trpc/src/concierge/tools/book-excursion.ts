import { tool } from 'ai';
import { z } from 'zod';
import { bookExcursion } from '../../domains/excursions/service.ts';
import { idSchema } from '../../shared/fields.ts';
import { asResult, type ToolContext } from './context.ts';
import type { BookExcursionResult } from './types.ts';

/** Books a shore excursion for the signed-in guest through the excursions service. */
export const bookExcursionTool = (ctx: ToolContext) =>
  tool({
    description: 'Book a shore excursion for the guest (id from the shoreExcursions tool).',
    inputSchema: z.object({
      shoreExcursionId: idSchema,
      participants: z.number().int().min(1).max(20).default(1),
      specialRequests: z.string().max(500).default(''),
    }),
    execute: (input): Promise<BookExcursionResult> =>
      asResult(async () => {
        const booking = await bookExcursion(ctx.db, ctx.userId, input);
        return {
          ok: true as const,
          booking: {
            id: booking.id,
            shoreExcursionId: booking.shoreExcursionId,
            title: booking.shoreExcursion.title,
            participants: booking.participants,
            totalPriceUSD: booking.totalPrice,
            status: booking.status,
          },
        };
      }),
  });
