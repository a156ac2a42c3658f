import { tool } from 'ai';
import { z } from 'zod';
import { listExcursionsWithPorts } from '../../domains/excursions/service.ts';
import type { ToolContext } from './context.ts';
import type { ExcursionsResult } from './types.ts';

/** Shore excursions in sailing order, with their port, price (USD and SAR) and spots left. */
export const shoreExcursionsTool = (ctx: ToolContext) =>
  tool({
    description:
      'List shore excursions with port, description, category, difficulty, duration, price per person in USD and SAR, departure/return times and spots left. Use the ids to book.',
    inputSchema: z.object({}),
    execute: async (): Promise<ExcursionsResult> => {
      const rows = await listExcursionsWithPorts(ctx.db);
      return {
        excursions: rows.map(({ excursion: view, port }) => {
          return {
            id: view.id,
            title: view.title,
            titleAr: view.titleAr,
            description: view.description,
            descriptionAr: view.descriptionAr,
            category: view.category,
            difficulty: view.difficultyLevel,
            duration: view.duration,
            priceUSD: view.priceUSD,
            priceSAR: view.priceSAR,
            departureTime: view.departureTime,
            returnTime: view.returnTime,
            highlights: view.highlights,
            capacity: view.capacity,
            spotsLeft: view.spotsLeft,
            portName: port?.portName ?? null,
            portNameAr: port?.portNameAr ?? null,
            images: view.images,
          };
        }),
      };
    },
  });
