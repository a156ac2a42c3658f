import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { textDeltas } from './offline/offline-model.ts';

const usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** A model that says exactly `text`: how a staff correction is streamed through the same pipeline. */
export function fixedReplyModel(text: string): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'marsa',
    modelId: 'staff-correction',
    supportedUrls: {},
    async doGenerate() {
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
    async doStream() {
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'text-1' },
        ...textDeltas(text).map(
          (delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'text-1', delta }),
        ),
        { type: 'text-end', id: 'text-1' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
      ];
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
