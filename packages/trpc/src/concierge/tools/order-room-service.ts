import { tool } from 'ai';
import { z } from 'zod';
import { orderRoomService } from '../../domains/departments/room-service/service.ts';
import { asResult, type ToolContext } from './context.ts';
import type { RoomServiceResult } from './types.ts';

/** Orders room service to the signed-in guest's suite (estimated delivery '30-45 minutes'). */
export const orderRoomServiceTool = (ctx: ToolContext) =>
  tool({
    description:
      "Order room service to the guest's suite. Only call it once the guest has said what they want. Delivery is estimated at 30-45 minutes.",
    inputSchema: z.object({
      items: z
        .array(z.object({ name: z.string().min(1).max(100), quantity: z.number().int().min(1).max(20) }))
        .min(1),
      notes: z.string().max(500).default(''),
    }),
    execute: (input): Promise<RoomServiceResult> =>
      asResult(async () => {
        const row = await orderRoomService(ctx.db, ctx.userId, input);
        return {
          ok: true as const,
          order: { id: row.id, items: row.items, notes: row.notes, estimatedDelivery: row.estimatedDelivery },
        };
      }),
  });
