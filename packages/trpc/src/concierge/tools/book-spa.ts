import { tool } from 'ai';
import { z } from 'zod';
import { idSchema } from '../../shared/fields.ts';
import { bookService } from './book-service.ts';
import type { ToolContext } from './context.ts';
import { partySizeInput, requiredDate, requiredTime, specialRequestsInput } from './inputs.ts';

/** Books a spa appointment for the signed-in guest. */
export const bookSpaTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a spa appointment for the guest. Only call it once you know the treatment, date and time; use a free time from the spaServices tool.',
    inputSchema: z.object({
      spaServiceId: idSchema.describe('Spa service id from the spaServices tool'),
      date: requiredDate,
      time: requiredTime,
      partySize: partySizeInput.default(1),
      specialRequests: specialRequestsInput,
    }),
    execute: ({ spaServiceId, ...rest }) => bookService(ctx, 'spa', { serviceId: spaServiceId, ...rest }),
  });
