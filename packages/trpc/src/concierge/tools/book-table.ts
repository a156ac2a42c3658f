import { tool } from 'ai';
import { z } from 'zod';
import { idSchema } from '../../shared/fields.ts';
import { bookService } from './book-service.ts';
import type { ToolContext } from './context.ts';
import { partySizeInput, requiredDate, requiredTime, specialRequestsInput } from './inputs.ts';

/** Books a restaurant table for the signed-in guest. */
export const bookTableTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a restaurant table for the guest. Only call it once you know the restaurant, date, time and party size; use a free time from the restaurants tool.',
    inputSchema: z.object({
      restaurantId: idSchema.describe('Restaurant id from the restaurants tool'),
      date: requiredDate,
      time: requiredTime,
      partySize: partySizeInput,
      specialRequests: specialRequestsInput,
    }),
    execute: ({ restaurantId, ...rest }) =>
      bookService(ctx, 'restaurant', { serviceId: restaurantId, ...rest }),
  });
