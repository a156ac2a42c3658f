import { createHash } from 'node:crypto';
import { type Db, eq, preparedQuery, sessions, sql, users } from '@marsa/db';
import { SESSION_TTL_MS } from '@marsa/db/constants';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { PublicUser } from './public-user.ts';
import { toPublicUser } from './public-user.ts';
import { cacheSession, evictSession, readCachedSession } from './session-cache.ts';

export type Session = { id: string; userId: number; expiresAt: Date };
export type SessionValidation = { session: Session; user: PublicUser; renewed: boolean } | null;

/** 20 random bytes, base32: the value that goes into the cookie and nowhere else. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored session id is the SHA-256 of the token, so a leaked table grants no sessions. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  token: string,
  userId: number,
  now = new Date(),
): Promise<Session> {
  const session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await db.insert(sessions).values(session);
  return session;
}

const sessionById = (db: Db, name: string) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

/**
 * One indexed read per request (none while the session is in the short in-process cache). The expiry slides forward only once less than half of it
 * remains, so ordinary requests never write.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionValidation> {
  const id = sessionIdFromToken(token);
  const cached = readCachedSession(db, id, now.getTime());
  if (cached && cached.session.expiresAt.getTime() - now.getTime() >= SESSION_TTL_MS / 2) return cached;
  const [row] = await preparedQuery(db, 'session_by_id', sessionById).execute({ id });
  if (!row) return null;
  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let renewed = false;
  if (session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
    session.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
    renewed = true;
  }
  const validation = {
    session: { id, userId: session.userId, expiresAt: session.expiresAt },
    user: toPublicUser(user),
    renewed,
  };
  cacheSession(db, validation, now.getTime());
  return validation;
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  evictSession(db, sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
