import { tool } from 'ai';
import { ACTION_INPUTS, proposeAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ProposeResult } from './types.ts';

/**
 * A room-service order to the signed-in guest's suite (at least one menu item; delivery 30-45
 * minutes). Proposes only: nothing happens until the guest confirms (confirmAction). Names the menu
 * lacks are left out of the proposal and listed in its summary's `notOnMenu`.
 */
export const orderRoomServiceTool = (ctx: ToolContext) =>
  tool({
    description:
      "Order room service to the guest's suite once the guest has said which menu items they want and how many. This only prepares it and shows the guest exactly what will happen; nothing is done until the guest confirms and you call confirmAction. Items the menu lacks are left out and listed in the summary's notOnMenu: tell the guest.",
    inputSchema: ACTION_INPUTS.orderRoomService,
    execute: (input): Promise<ProposeResult> => proposeAction(ctx, 'orderRoomService', input),
  });
