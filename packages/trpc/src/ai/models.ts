import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AiConfig } from './config.ts';

const cache = new Map<string, LanguageModelV4>();

/**
 * The chat model the configuration names: an OpenAI-compatible server when AI_BASE_URL and
 * AI_MODEL are set, else `fallback` (the concierge passes its built-in offline model). The API key
 * is passed only to the provider; it is never logged or returned.
 */
export function chatModel(ai: AiConfig | undefined, fallback: LanguageModelV4): LanguageModelV4 {
  if (!ai?.baseUrl || !ai.model) return fallback;
  const key = `${ai.baseUrl}\n${ai.model}\n${ai.apiKey ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const provider = createOpenAICompatible({
    name: 'marsa-ai',
    baseURL: ai.baseUrl,
    ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
    includeUsage: true,
  });
  const model = provider.chatModel(ai.model);
  cache.set(key, model);
  return model;
}
