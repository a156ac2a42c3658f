import { and, type Db, eq, ne, preparedQuery, sessions, sql, users } from '@marsa/db';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from '@marsa/db/constants';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { PublicUser } from './public-user.ts';
import { toPublicUser } from './public-user.ts';
import { cacheSession, evictSession, readCachedSession } from './session-cache.ts';

export type Session = { id: string; userId: number; expiresAt: Date; absoluteExpiresAt: Date };
export type SessionValidation = { session: Session; user: PublicUser; renewed: boolean } | null;

/** 20 random bytes, base32: the value that goes into the cookie and nowhere else. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored session id is the SHA-256 of the token, so a leaked table grants no sessions. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Db,
  token: string,
  userId: number,
  now = new Date(),
): Promise<Session> {
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
  const session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteExpiresAt.getTime())),
    absoluteExpiresAt,
  };
  await db.insert(sessions).values(session);
  return session;
}

/** The sliding expiry a renewal at `now` gives, never past the absolute end. */
const slidTo = (now: Date, absoluteExpiresAt: Date) =>
  new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteExpiresAt.getTime()));

const sessionById = (db: Db, name: string) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

/**
 * One indexed read per request (none while the session is in the short in-process cache). The
 * expiry slides forward only once less than half of it remains, so ordinary requests never write,
 * and never past SESSION_ABSOLUTE_TTL_MS from sign-in.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionValidation> {
  const id = sessionIdFromToken(token);
  const cached = readCachedSession(db, id, now.getTime());
  if (cached && !needsRenewal(cached.session, now)) return cached;
  const [row] = await preparedQuery(db, 'session_by_id', sessionById).execute({ id });
  if (!row) return null;
  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let renewed = false;
  if (needsRenewal(session, now)) {
    session.expiresAt = slidTo(now, session.absoluteExpiresAt);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
    renewed = true;
  }
  const validation = {
    session: {
      id,
      userId: session.userId,
      expiresAt: session.expiresAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
    },
    user: toPublicUser(user),
    renewed,
  };
  cacheSession(db, validation, now.getTime());
  return validation;
}

function needsRenewal(session: Pick<Session, 'expiresAt' | 'absoluteExpiresAt'>, now: Date): boolean {
  const isHalfGone = session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2;
  return isHalfGone && slidTo(now, session.absoluteExpiresAt).getTime() > session.expiresAt.getTime();
}

/** Ends one session (sign-out). */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  evictSession(db, sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user ('sign out everywhere', a password change), except `keepSessionId`
 * when given. The one place sessions are revoked in bulk, so the cache eviction stays with it.
 */
export async function invalidateUserSessions(
  db: Db,
  userId: number,
  keepSessionId?: string,
): Promise<number> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  const removed = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  for (const { id } of removed) evictSession(db, id);
  return removed.length;
}
