import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/** A shore excursion for the signed-in guest. Proposes only: nothing happens until the guest confirms (confirmAction). */
export const bookExcursionTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a shore excursion for the guest (id from the shoreExcursions tool) for the number of participants they asked for. This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction.',
    inputSchema: ACTION_INPUTS.bookExcursion,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'bookExcursion', input),
  });
