import { tool } from 'ai';
import { z } from 'zod';
import { type PlaceName, placesNamedIn } from '../../domains/search/places-named.ts';
import { searchShip, shipPlaceNames } from '../../domains/search/service.ts';
import type { ToolContext } from './context.ts';
import type { SearchHitInfo, SearchToolResult } from './types.ts';

/** A knowledge topic with its answer in one language only: a reply in the other one quotes it. */
const inOneLanguage = (hit: SearchHitInfo) => hit.kind === 'knowledge' && !hit.textAr?.trim();

/** The one ranked search over everything the ship knows; every hit is a citable source. */
export const searchTool = (ctx: ToolContext) =>
  tool({
    description:
      "Search everything the ship knows in one ranked list: FAQ and imported policies, restaurants, spa treatments, activities, venues and decks, ports, shore excursions and promotions, in English or Arabic (misspellings and synonyms are fine). Each hit has its kind and id (cite them as the answer's sources), its English and Arabic title and text, and how much of the question it covers; a policy written in one language only lists the ship's places it names with both names. Use it first for any question; answer only from the hits, quoting numbers, times, prices, names and decks exactly.",
    inputSchema: z.object({
      query: z.string().min(1).max(500).describe("The guest's question, in their words"),
      limit: z.number().int().min(1).max(30).optional().describe('How many hits at most (default 8)'),
    }),
    execute: async ({ query, limit }): Promise<SearchToolResult> => {
      const result = await searchShip(ctx.db, query, limit ? { limit } : {});
      const hits: SearchHitInfo[] = result.hits.map((hit) => ({
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
      }));
      let places: PlaceName[] | undefined;
      for (const hit of hits.filter(inOneLanguage)) {
        places ??= await shipPlaceNames(ctx.db);
        hit.places = placesNamedIn(hit.text, places);
      }
      return { query, ideas: result.ideas, normalised: result.normalised, hits };
    },
  });
