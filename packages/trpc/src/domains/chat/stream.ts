import type { UIMessageChunk } from 'ai';
import type { ChatTurn } from './turn.ts';

/** What reaches the browser of a reply: its lifecycle, its text and the stored cards. */
const isForTheGuest = (chunk: UIMessageChunk) =>
  chunk.type === 'start' ||
  chunk.type === 'error' ||
  chunk.type === 'abort' ||
  chunk.type === 'start-step' ||
  chunk.type === 'finish-step' ||
  chunk.type.startsWith('text-');

/**
 * POST /api/chat's body: the turn as an AI SDK UI message stream (SSE) carrying only the reply text
 * and, before 'finish', one `data-reply` chunk with the stored message (its structured cards). Raw
 * tool inputs and outputs stay on the server: a model's lookups are not the guest's to read.
 */
export async function guestReplyStreamResponse(
  turn: ChatTurn,
  headers: Headers,
  onError: (error: unknown) => string,
) {
  const source = turn.result.toUIMessageStream({
    messageMetadata: ({ part }) =>
      part.type === 'start' ? { userMessageId: turn.userMessage.id } : undefined,
    onError,
  });
  // 'finish' waits for the end of the source: by then the reply is stored (the turn stores it before the stream closes).
  let finish: UIMessageChunk | undefined;
  const stream = source.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      transform(chunk, controller) {
        if (chunk.type === 'finish') finish = chunk;
        else if (isForTheGuest(chunk)) controller.enqueue(chunk);
      },
      async flush(controller) {
        const stored = await turn.settled();
        controller.enqueue({ type: 'data-reply', data: { id: stored.id, content: stored.content } });
        if (finish) controller.enqueue(finish);
      },
    }),
  );
  // Loaded already by the turn's concierge; imported here so the AI SDK stays out of the API's start.
  const { createUIMessageStreamResponse } = await import('ai');
  return createUIMessageStreamResponse({ stream, headers });
}
