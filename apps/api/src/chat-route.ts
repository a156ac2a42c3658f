import {
  badRequest,
  type ContextDeps,
  createContext,
  guestReplyStreamResponse,
  internalErrorMessage,
  loggableError,
  startChatTurn,
  toErrorBody,
  unauthorized,
  validationError,
} from '@marsa/trpc';
import { chatRequestSchema, chatTextSchema } from '@marsa/trpc/schemas';
import type { Context as HonoContext } from 'hono';
import type { z } from 'zod';
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

/** A refused body, in the one wire shape of every error (toErrorBody of @marsa/trpc). */
const invalid = (c: HonoContext, error: unknown) =>
  c.json(toErrorBody(validationError(error as z.ZodError)).body, 400);

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
      return c.json(toErrorBody(badRequest('request.invalid_json')).body, 400);
    }
    const request = chatRequestSchema.safeParse(body);
    if (!request.success) return invalid(c, request.error);
    const text = chatTextSchema.safeParse(lastUserText(request.data.messages));
    if (!text.success) return invalid(c, text.error);

    const resHeaders = new Headers();
    try {
      const ctx = await createContext(deps, c.req.raw, resHeaders, requestMeta(c));
      if (!ctx.user) return c.json(toErrorBody(unauthorized()).body, 401);
      const turn = await startChatTurn(ctx, ctx.user, text.data, request.data.lang ?? ctx.lang);
      return await guestReplyStreamResponse(turn, resHeaders, (error) => {
        console.error(`[chat] request ${c.get('requestId')} stream failed: ${loggableError(error)}`);
        return internalErrorMessage(c.get('requestId'));
      });
    } catch (error) {
      return errorResponse(c, resHeaders, error);
    }
  };
}
