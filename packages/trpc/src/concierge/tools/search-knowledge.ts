import { tool } from 'ai';
import { z } from 'zod';
import { searchKnowledge } from '../../domains/knowledge/service.ts';
import type { ToolContext } from './context.ts';
import type { KnowledgeResult } from './types.ts';

/** Full-text search of the ship's FAQ and of staff-corrected answers (English and Arabic). */
export const searchKnowledgeTool = (ctx: ToolContext) =>
  tool({
    description:
      "Search the ship's knowledge base (FAQ) and answers corrected by staff, in English or Arabic. Use it for general questions about the cruise, policies and services.",
    inputSchema: z.object({ query: z.string().min(1).max(500).describe("The guest's question") }),
    execute: async ({ query }): Promise<KnowledgeResult> => searchKnowledge(ctx.db, query),
  });
