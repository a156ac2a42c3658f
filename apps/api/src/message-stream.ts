import {
  type ChatMessage,
  type ContextDeps,
  createContext,
  followMessages,
  watchSession,
  wireError,
} from '@marsa/trpc';
import type { Context as HonoContext } from 'hono';
import { streamSSE } from 'hono/streaming';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** Last-Event-ID header (EventSource resends it on reconnect) or ?lastEventId= for a first connect. */
function resumeFrom(c: HonoContext): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * GET /api/messages/stream: Server-Sent Events for signed-in guests (401 otherwise). One `message`
 * event (id = message id, data = the message as GET /api/messages lists it) per new message of
 * the guest's conversation, whichever API process stored it; replays what came after
 * Last-Event-ID first. Closes when its session is revoked.
 */
export function messageStreamHandler(deps: ContextDeps, heartbeatMs = HEARTBEAT_MS) {
  return async (c: HonoContext) => {
    const ctx = await createContext(deps, c.req.raw, new Headers());
    if (!ctx.user || !ctx.session) return c.json(wireError('auth.not_signed_in'), 401);
    const userId = ctx.user.id;
    const session = ctx.session;
    const afterId = resumeFrom(c);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let writing = Promise.resolve();
      const write = (text: string) => {
        writing = writing.then(() => stream.write(text).then(() => undefined)).catch(() => undefined);
      };
      const stop = await followMessages(deps.db, userId, afterId, (message: ChatMessage) =>
        write(`event: message\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`),
      );
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      write(': connected\n\n');
      // Ends when the guest goes, or when the session is revoked (in any process): EventSource
      // then reconnects, and a revoked cookie gets its 401.
      let unwatch = () => {};
      await new Promise<void>((resolve) => {
        if (stream.aborted) resolve();
        stream.onAbort(resolve);
        unwatch = watchSession(deps.db, session, resolve);
      });
      unwatch();
      clearInterval(heartbeat);
      stop();
    });
  };
}
