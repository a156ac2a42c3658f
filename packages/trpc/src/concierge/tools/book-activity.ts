import { tool } from 'ai';
import { z } from 'zod';
import { idSchema } from '../../shared/fields.ts';
import { bookService } from './book-service.ts';
import type { ToolContext } from './context.ts';
import { partySizeInput, requiredDate, requiredTime, specialRequestsInput } from './inputs.ts';

/** Books an activity session for the signed-in guest. */
export const bookActivityTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a session of a bookable activity for the guest, at one of its free session times from the activities tool.',
    inputSchema: z.object({
      activityId: idSchema.describe('Activity id from the activities tool'),
      date: requiredDate,
      time: requiredTime,
      partySize: partySizeInput.default(1),
      specialRequests: specialRequestsInput,
    }),
    execute: ({ activityId, ...rest }) => bookService(ctx, 'activity', { serviceId: activityId, ...rest }),
  });
