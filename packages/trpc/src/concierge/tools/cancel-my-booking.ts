import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/** Cancelling one of the signed-in guest's own bookings (anyone else's is not found). Proposes only: nothing happens until the guest confirms (confirmAction). */
export const cancelMyBookingTool = (ctx: ToolContext) =>
  tool({
    description:
      "Cancel one of the guest's own bookings by id from listMyBookings. bookingType 'excursion' for shore excursions, otherwise the booking's type. This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction.",
    inputSchema: ACTION_INPUTS.cancelMyBooking,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'cancelMyBooking', input),
  });
