import { tool } from 'ai';
import { z } from 'zod';
import { searchShip } from '../../domains/search/service.ts';
import type { ToolContext } from './context.ts';
import type { SearchToolResult } from './types.ts';

/** The one ranked search over everything the ship knows; every hit is a citable source. */
export const searchTool = (ctx: ToolContext) =>
  tool({
    description:
      "Search everything the ship knows in one ranked list: FAQ and imported policies, restaurants, spa treatments, activities, venues and decks, ports, shore excursions and promotions, in English or Arabic (misspellings and synonyms are fine). Each hit has its kind and id (cite them as the answer's sources), its English and Arabic title and text, and how much of the question it covers. Use it first for any question; answer only from the hits, quoting numbers, times, prices, names and decks exactly.",
    inputSchema: z.object({
      query: z.string().min(1).max(500).describe("The guest's question, in their words"),
      limit: z.number().int().min(1).max(30).optional().describe('How many hits at most (default 8)'),
    }),
    execute: async ({ query, limit }): Promise<SearchToolResult> => {
      const result = await searchShip(ctx.db, query, limit ? { limit } : {});
      return {
        query,
        ideas: result.ideas,
        normalised: result.normalised,
        hits: result.hits.map((hit) => ({
          kind: hit.kind,
          id: hit.id,
          title: hit.title,
          titleAr: hit.titleAr,
          text: hit.body,
          textAr: hit.bodyAr,
          coverage: hit.coverage,
          named: hit.named,
          matched: hit.matched,
          missing: hit.missing,
          updatedAt: hit.updatedAt,
        })),
      };
    },
  });
