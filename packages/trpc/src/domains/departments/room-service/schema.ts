import { z } from 'zod';

export const ROOM_SERVICE_ITEMS_MAX = 20;

/** A room-service order: what and how many, plus optional notes for the kitchen. */
export const roomServiceOrderInputSchema = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Item name is required').max(100, 'Item name is too long'),
        quantity: z
          .number()
          .int()
          .min(1, 'Quantity must be at least 1')
          .max(20, 'Quantity can be at most 20'),
      }),
    )
    .min(1, 'Add at least one item')
    .max(ROOM_SERVICE_ITEMS_MAX, `At most ${ROOM_SERVICE_ITEMS_MAX} items per order`),
  notes: z.string().trim().max(500, 'Notes can be at most 500 characters').default(''),
});

export type RoomServiceOrderInput = z.input<typeof roomServiceOrderInputSchema>;
