import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/** An activity session for the signed-in guest. Proposes only: nothing happens until the guest confirms (confirmAction). */
export const bookActivityTool = (ctx: ToolContext) =>
  tool({
    description:
      'Book a session of a bookable activity for the guest, at one of its free session times from the activities tool. This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction.',
    inputSchema: ACTION_INPUTS.bookActivity,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'bookActivity', input),
  });
