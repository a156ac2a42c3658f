import { tool } from 'ai';
import { z } from 'zod';
import { listActivePromotions } from '../../domains/promotions/service.ts';
import type { ToolContext } from './context.ts';
import { optionalCentsToUsd } from './inputs.ts';
import type { PromotionsResult } from './types.ts';

/** Promotions and daily specials that are live right now (§4 rule), featured first. */
export const promotionsTool = (ctx: ToolContext) =>
  tool({
    description:
      'Promotions and daily specials valid right now: title, description, department, discount, original and promotional price (USD), valid days and times.',
    inputSchema: z.object({}),
    execute: async (): Promise<PromotionsResult> => {
      const rows = await listActivePromotions(ctx.db, ctx.now);
      return {
        promotions: rows.map((row) => ({
          id: row.id,
          title: row.title,
          titleAr: row.titleAr,
          description: row.description,
          descriptionAr: row.descriptionAr,
          department: row.department,
          promotionType: row.promotionType,
          discountPercentage: row.discountPercentage,
          originalPriceUSD: optionalCentsToUsd(row.originalPrice),
          promotionalPriceUSD: optionalCentsToUsd(row.promotionalPrice),
          currency: row.currency,
          validTimes: row.validTimes,
          terms: row.terms,
          validDays: row.validDays,
          availableTo: row.availableTo.toISOString(),
          isFeatured: row.isFeatured,
        })),
      };
    },
  });
