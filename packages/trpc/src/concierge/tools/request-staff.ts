import { DEPARTMENT_CATEGORIES } from '@marsa/db/constants';
import { tool } from 'ai';
import { z } from 'zod';
import { requestHandOff } from '../../domains/departments/requests/service.ts';
import { asResult, type ToolContext } from './context.ts';
import type { HandOffResult } from './types.ts';

/** Hands the guest over to a person: a service request for the department of the topic. */
export const requestStaffTool = (ctx: ToolContext) =>
  tool({
    description:
      'Pass the guest to a member of staff: creates a service request with the recent conversation, for the department of the topic (restaurant, spa, activity, shore_excursion, or general when unclear). Call it only when the guest asks to speak with a person, or says yes to your offer to connect them with staff.',
    inputSchema: z.object({ category: z.enum(DEPARTMENT_CATEGORIES).optional() }),
    execute: (input): Promise<HandOffResult> =>
      asResult(async () => {
        const handOff = await requestHandOff(ctx.db, ctx.userId, input.category);
        return {
          ok: true as const,
          request: { id: handOff.request.id, category: handOff.request.category },
          departments: handOff.departments,
        };
      }),
  });
