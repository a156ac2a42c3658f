import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';

const search = (id: string, query: string) => ({
  type: 'tool-call' as const,
  toolCallId: id,
  toolName: 'search',
  input: { query },
});
const result = (id: string, hits: number) => ({
  type: 'tool-result' as const,
  toolCallId: id,
  toolName: 'search',
  output: { type: 'json' as const, value: { hits } },
});

describe('readConversation', () => {
  it('cleans the guest’s words and logs every call since them, each with its own result', () => {
    const prompt: LanguageModelV4Prompt = [
      { role: 'system', content: 'Today is 2026-11-24.' },
      {
        role: 'user',
        content: [{ type: 'text', text: 'um where is the the spa and uh how much is the hammam' }],
      },
      {
        role: 'assistant',
        content: [search('a', 'where is the spa'), search('b', 'how much is the hammam')],
      },
      { role: 'tool', content: [result('a', 1), result('b', 2)] },
    ];
    const conversation = readConversation(prompt, new Date());
    expect(conversation.turns.at(-1)?.text).toBe('where is the spa and how much is the hammam');
    expect(conversation.calls).toEqual([
      { toolName: 'search', input: { query: 'where is the spa' }, output: { hits: 1 }, step: 1 },
      { toolName: 'search', input: { query: 'how much is the hammam' }, output: { hits: 2 }, step: 1 },
    ]);
    // The latest call of each tool is still the one `results` holds.
    expect(conversation.results.search).toEqual({ hits: 2 });
  });
});
