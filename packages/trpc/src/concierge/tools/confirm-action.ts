import { tool } from 'ai';
import { z } from 'zod';
import { claimProposal, settleProposal } from '../../domains/chat/proposals.ts';
import { performAction } from './actions.ts';
import type { ToolContext } from './context.ts';
import type { ConfirmResult } from './types.ts';

export const NOTHING_TO_CONFIRM = 'There is nothing waiting for confirmation';

/**
 * Carries out the action proposed in the concierge's previous message, once: the proposal is
 * claimed with one conditional update of that stored message, so a replayed or double-clicked
 * confirmation finds it already taken and does nothing.
 */
export const confirmActionTool = (ctx: ToolContext) =>
  tool({
    description:
      "Carry out the booking, cancellation or room-service order proposed in your previous message, exactly as proposed. Call it only when the guest's latest message confirms it (yes, confirm, نعم).",
    inputSchema: z.object({}),
    execute: async (): Promise<ConfirmResult> => {
      if (ctx.userMessageId === undefined) return { ok: false, error: NOTHING_TO_CONFIRM };
      const claimed = await claimProposal(ctx.db, ctx.userId, ctx.userMessageId);
      if (claimed.kind === 'none') return { ok: false, error: NOTHING_TO_CONFIRM };
      if (claimed.kind === 'taken') return { ok: false, error: 'This was already confirmed' };
      const outcome = await performAction(ctx, claimed.proposal.action, claimed.proposal.input);
      if (!outcome.result.ok) await settleProposal(ctx.db, ctx.userId, claimed.messageId, 'failed');
      return { ok: true, outcome };
    },
  });
