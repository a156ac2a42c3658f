import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { composeUnknown } from './compose-general.ts';
import { readConversation } from './conversation.ts';
import { isArabic } from './language.ts';
import { type Plan, planStep } from './plan.ts';

const WORDS_PER_DELTA = 4;

const usage = (outputTokens: number): LanguageModelV4Usage => ({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
});

/** Text in small word groups, so the reply streams like a model's would. */
export function textDeltas(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const deltas: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA)
    deltas.push(words.slice(i, i + WORDS_PER_DELTA).join(''));
  return deltas;
}

/** The plan, or an honest fallback when it wants a tool this call does not offer. */
function decide(options: LanguageModelV4CallOptions): Plan {
  const conversation = readConversation(options.prompt, new Date());
  const plan = planStep(conversation);
  if (plan.kind === 'text') return plan;
  const offered = new Set((options.tools ?? []).map((tool) => tool.name));
  if (plan.calls.every((planned) => offered.has(planned.toolName))) return plan;
  const lang = isArabic(conversation.turns.at(-1)?.text ?? '') ? 'ar' : conversation.langHint;
  return {
    kind: 'text',
    text: composeUnknown({
      lang,
      today: conversation.today,
      guestName: conversation.guestName,
      brand: conversation.brand,
    }),
  };
}

const priorToolCalls = (options: LanguageModelV4CallOptions) =>
  options.prompt.reduce(
    (count, message) =>
      count +
      (message.role === 'assistant' ? message.content.filter((part) => part.type === 'tool-call').length : 0),
    0,
  );

function contentOf(plan: Plan, options: LanguageModelV4CallOptions): LanguageModelV4Content[] {
  if (plan.kind === 'text') return [{ type: 'text', text: plan.text }];
  const offset = priorToolCalls(options);
  return plan.calls.map((planned, index) => ({
    type: 'tool-call',
    toolCallId: `offline-${offset + index + 1}`,
    toolName: planned.toolName,
    input: JSON.stringify(planned.input),
  }));
}

const finishOf = (plan: Plan): LanguageModelV4FinishReason =>
  plan.kind === 'text' ? { unified: 'stop', raw: 'stop' } : { unified: 'tool-calls', raw: 'tool_calls' };

/**
 * The built-in concierge model (no network): reads the guest's request from the prompt, calls
 * the concierge tools, and writes its answer only from their results, in English or Arabic.
 * Deterministic: the same prompt always gives the same output.
 */
export const offlineModel: LanguageModelV4 = {
  specificationVersion: 'v4',
  provider: 'marsa',
  modelId: 'offline-concierge',
  supportedUrls: {},
  async doGenerate(options) {
    const plan = decide(options);
    return {
      content: contentOf(plan, options),
      finishReason: finishOf(plan),
      usage: usage(plan.kind === 'text' ? textDeltas(plan.text).length : plan.calls.length),
      warnings: [],
    };
  },
  async doStream(options) {
    const plan = decide(options);
    const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    if (plan.kind === 'text') {
      parts.push({ type: 'text-start', id: 'text-1' });
      for (const delta of textDeltas(plan.text)) parts.push({ type: 'text-delta', id: 'text-1', delta });
      parts.push({ type: 'text-end', id: 'text-1' });
    } else {
      for (const part of contentOf(plan, options)) if (part.type === 'tool-call') parts.push(part);
    }
    parts.push({
      type: 'finish',
      finishReason: finishOf(plan),
      usage: usage(plan.kind === 'text' ? textDeltas(plan.text).length : plan.calls.length),
    });
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return { stream };
  },
};
