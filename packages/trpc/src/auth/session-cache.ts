import { type Db, sql } from '@marsa/db';
import type { SessionValidation } from './session.ts';

/**
 * In-process memory for validated sessions, so a guest polling the chat every 2 s costs no
 * database round trip for the session. Evicting a session publishes it on SESSION_CHANNEL, and
 * PostgreSQL's own triggers publish every update or delete of a session row (SESSION_CHANNEL) and
 * of a user row (USER_CHANNEL); every API process LISTENs (startRealtime) and forgets at once, so
 * a revoked cookie or a changed account is honoured everywhere within the notification's
 * delivery time. SESSION_CACHE_TTL_MS only bounds staleness while a listener connection is down.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** LISTEN/NOTIFY channel carrying the ids of sessions to forget (see migrations/0001_realtime.sql). */
export const SESSION_CHANNEL = 'marsa_sessions';
/** LISTEN/NOTIFY channel carrying the ids of users whose cached sessions must go. */
export const USER_CHANNEL = 'marsa_users';
const MAX_ENTRIES = 20_000;

type Entry = { value: NonNullable<SessionValidation>; storedAt: number };
type Watcher = { userId: number; onEnd: () => void };
type Cache = {
  entries: Map<string, Entry>;
  evictedAt: Map<string, number>;
  /** Long-lived requests (chat streams) to end when their session is revoked or its user changes. */
  watchers: Map<string, Set<Watcher>>;
};
const caches = new WeakMap<Db, Cache>();

function cacheFor(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), evictedAt: new Map(), watchers: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Calls `onEnd` once when this session is revoked (logout, log out everywhere, password change)
 * or its user's row changes, in whichever process that happened: a stream opened with it must
 * not outlive it. Returns the function that stops watching.
 */
export function watchSession(db: Db, session: { id: string; userId: number }, onEnd: () => void): () => void {
  const { watchers } = cacheFor(db);
  const watcher: Watcher = { userId: session.userId, onEnd };
  const set = watchers.get(session.id) ?? new Set();
  watchers.set(session.id, set.add(watcher));
  return () => {
    set.delete(watcher);
    if (set.size === 0 && watchers.get(session.id) === set) watchers.delete(session.id);
  };
}

function endWatchers(cache: Cache, sessionId: string) {
  const set = cache.watchers.get(sessionId);
  if (!set) return;
  cache.watchers.delete(sessionId);
  for (const watcher of set) watcher.onEnd();
}

export function readCachedSession(
  db: Db,
  sessionId: string,
  now: number,
): NonNullable<SessionValidation> | null {
  const { entries } = cacheFor(db);
  const entry = entries.get(sessionId);
  if (!entry) return null;
  if (now - entry.storedAt > SESSION_CACHE_TTL_MS || now >= entry.value.session.expiresAt.getTime()) {
    entries.delete(sessionId);
    return null;
  }
  return entry.value;
}

export function cacheSession(db: Db, value: NonNullable<SessionValidation>, now: number): void {
  const { entries, evictedAt } = cacheFor(db);
  // A validation that read the row just before a revoke committed must not outlive the revoke.
  const evicted = evictedAt.get(value.session.id);
  if (evicted !== undefined && now - evicted <= SESSION_CACHE_TTL_MS) return;
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(value.session.id, { value: { ...value, renewed: false }, storedAt: now });
}

/** Forgets a session in this process only (what the SESSION_CHANNEL listener calls). */
export function forgetCachedSession(db: Db, sessionId: string, now = Date.now()): void {
  const cache = cacheFor(db);
  const { entries, evictedAt } = cache;
  endWatchers(cache, sessionId);
  entries.delete(sessionId);
  if (evictedAt.size >= MAX_ENTRIES) {
    const oldest = evictedAt.keys().next();
    if (!oldest.done) evictedAt.delete(oldest.value);
  }
  evictedAt.delete(sessionId);
  evictedAt.set(sessionId, now);
}

/** Forgets, in this process, every cached session of a user whose row changed or went. */
export function forgetUserSessions(db: Db, userId: number, now = Date.now()): void {
  const cache = cacheFor(db);
  for (const [sessionId, entry] of cache.entries) {
    if (entry.value.user.id === userId) forgetCachedSession(db, sessionId, now);
  }
  for (const [sessionId, set] of cache.watchers) {
    if ([...set].some((watcher) => watcher.userId === userId)) endWatchers(cache, sessionId);
  }
}

/** Forgets a session here and tells every other API process to forget it too. */
export function evictSession(db: Db, sessionId: string): void {
  forgetCachedSession(db, sessionId);
  db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${sessionId})`).catch((error: unknown) => {
    console.error('[sessions] could not publish an eviction:', error);
  });
}
