import type { Db } from '@marsa/db';
import type { SessionValidation } from './session.ts';

/**
 * A few seconds of in-process memory for validated sessions, so a guest polling the chat every
 * 2 s costs one database round trip per request instead of two. Logging out evicts at once in
 * this process; another API process may accept the old cookie for at most SESSION_CACHE_TTL_MS.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

type Entry = { value: NonNullable<SessionValidation>; storedAt: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheFor(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function readCachedSession(
  db: Db,
  sessionId: string,
  now: number,
): NonNullable<SessionValidation> | null {
  const cache = cacheFor(db);
  const entry = cache.get(sessionId);
  if (!entry) return null;
  if (now - entry.storedAt > SESSION_CACHE_TTL_MS || now >= entry.value.session.expiresAt.getTime()) {
    cache.delete(sessionId);
    return null;
  }
  return entry.value;
}

export function cacheSession(db: Db, value: NonNullable<SessionValidation>, now: number): void {
  const cache = cacheFor(db);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(value.session.id, { value: { ...value, renewed: false }, storedAt: now });
}

export function evictSession(db: Db, sessionId: string): void {
  cacheFor(db).delete(sessionId);
}
