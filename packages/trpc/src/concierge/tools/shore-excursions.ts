import { asc, eq, itineraryPorts, shoreExcursions, sql } from '@marsa/db';
import { tool } from 'ai';
import { z } from 'zod';
import { toShoreExcursion } from '../../domains/excursions/view.ts';
import type { ToolContext } from './context.ts';
import type { ExcursionsResult } from './types.ts';

/** Shore excursions in sailing order, with their port, price (USD and SAR) and spots left. */
export const shoreExcursionsTool = (ctx: ToolContext) =>
  tool({
    description:
      'List shore excursions with port, description, category, difficulty, duration, price per person in USD and SAR, departure/return times and spots left. Use the ids to book.',
    inputSchema: z.object({}),
    execute: async (): Promise<ExcursionsResult> => {
      const rows = await ctx.db
        .select({
          excursion: shoreExcursions,
          portName: itineraryPorts.portName,
          portNameAr: itineraryPorts.portNameAr,
        })
        .from(shoreExcursions)
        .leftJoin(itineraryPorts, eq(itineraryPorts.id, shoreExcursions.portId))
        .orderBy(
          sql`${itineraryPorts.portOrder} asc nulls last`,
          asc(shoreExcursions.departureTime),
          asc(shoreExcursions.id),
        );
      return {
        excursions: rows.map(({ excursion, portName, portNameAr }) => {
          const view = toShoreExcursion(excursion);
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
            spotsLeft: view.spotsLeft,
            portName,
            portNameAr,
            images: view.images,
          };
        }),
      };
    },
  });
