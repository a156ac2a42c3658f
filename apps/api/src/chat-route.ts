import {
  type ContextDeps,
  createContext,
  guestReplyStreamResponse,
  internalErrorMessage,
  loggableError,
  startChatTurn,
} from '@marsa/trpc';
import { chatRequestSchema, chatTextSchema } from '@marsa/trpc/schemas';
import type { Context as HonoContext } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { errorResponse, requestMeta } from './rest/adapter.ts';

/** The text of the last user message of an AI SDK chat request. */
function lastUserText(messages: z.infer<typeof chatRequestSchema>['messages']): string {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  return (last?.parts ?? [])
    .filter((part) => part.type === 'text')
    .map((part) => part.text ?? '')
    .join('');
}

const invalid = (c: HonoContext, error: z.ZodError) => {
  const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[]>;
  const first = error.issues[0];
  return c.json({ message: first?.message ?? 'Invalid request', fieldErrors }, 400);
};

/**
 * POST /api/chat: the concierge's reply as an AI SDK UI message stream (SSE), for signed-in
 * guests. In order: parse the body → session (401) → per-guest rate limit (429) → store the
 * guest's message → stream the reply; the reply and its AI learning are stored as it finishes.
 */
export function chatHandler(deps: ContextDeps) {
  return async (c: HonoContext<AppEnv>) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'Request body must be valid JSON' }, 400);
    }
    const request = chatRequestSchema.safeParse(body);
    if (!request.success) return invalid(c, request.error);
    const text = chatTextSchema.safeParse(lastUserText(request.data.messages));
    if (!text.success) return invalid(c, text.error);

    const resHeaders = new Headers();
    try {
      const ctx = await createContext(deps, c.req.raw, resHeaders, requestMeta(c));
      if (!ctx.user) return c.json({ message: 'User not authenticated' }, 401);
      const turn = await startChatTurn(ctx, ctx.user, text.data, request.data.lang ?? ctx.lang);
      return guestReplyStreamResponse(turn, resHeaders, (error) => {
        console.error(`[chat] request ${c.get('requestId')} stream failed: ${loggableError(error)}`);
        return internalErrorMessage(c.get('requestId'));
      });
    } catch (error) {
      return errorResponse(c, resHeaders, error);
    }
  };
}
