import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/** A spa appointment for the signed-in guest. Proposes only: nothing happens until the guest confirms (confirmAction). */
export const bookSpaTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a spa appointment for the guest once you know the treatment, date and time (a free time from the spaServices tool). This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction.',
    inputSchema: ACTION_INPUTS.bookSpa,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'bookSpa', input),
  });
