import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AiConfig } from './config.ts';
import { offlineModel } from './offline/offline-model.ts';

const cache = new Map<string, LanguageModelV4>();

/**
 * The chat model the configuration names: an OpenAI-compatible server when AI_BASE_URL and
 * AI_MODEL are set, else the built-in offline concierge. The API key is passed only to the
 * provider; it is never logged or returned.
 */
export function chatModel(ai: AiConfig | undefined): LanguageModelV4 {
  if (!ai?.baseUrl || !ai.model) return offlineModel;
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
