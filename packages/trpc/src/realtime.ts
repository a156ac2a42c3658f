import type { DbHandle } from '@marsa/db';
import {
  forgetCachedSession,
  forgetUserSessions,
  SESSION_CHANNEL,
  USER_CHANNEL,
} from './auth/session-cache.ts';
import { dispatchMessageNotification, MESSAGE_CHANNEL } from './domains/chat/live.ts';

/**
 * One LISTEN connection per API process for everything live: revoked sessions and changed
 * accounts leave this process's session cache, and new chat messages reach the streams open here. Returns the stop function.
 */
export async function startRealtime(handle: Pick<DbHandle, 'db' | 'listen'>): Promise<() => Promise<void>> {
  const { db } = handle;
  const stops = await Promise.all([
    handle.listen(SESSION_CHANNEL, (sessionId) => forgetCachedSession(db, sessionId)),
    handle.listen(USER_CHANNEL, (userId) => forgetUserSessions(db, Number(userId))),
    handle.listen(MESSAGE_CHANNEL, (payload) => dispatchMessageNotification(db, payload)),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
