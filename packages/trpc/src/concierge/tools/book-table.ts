import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/** A restaurant table for the signed-in guest. Proposes only: nothing happens until the guest confirms (confirmAction). */
export const bookTableTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a restaurant table for the guest once you know the restaurant, date, time (a free time from the restaurants tool) and party size. This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction.',
    inputSchema: ACTION_INPUTS.bookTable,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'bookTable', input),
  });
