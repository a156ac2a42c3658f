import { type Db, eq, loginThrottles, sql } from '@marsa/db';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@marsa/db/constants';
import { tooManyRequests } from '../errors.ts';

const key = (username: string) => username.trim().toLowerCase();

/** Refuses a login for a username that failed too often recently (429). */
export async function assertLoginAllowed(db: Db, username: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(loginThrottles)
    .where(eq(loginThrottles.username, key(username)));
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw tooManyRequests(
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** Counts a failure; the LOGIN_MAX_FAILURES-th in a row locks the username for LOGIN_LOCK_MS. */
export async function recordLoginFailure(db: Db, username: string, now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  await db
    .insert(loginThrottles)
    .values({ username: key(username), failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.username,
      set: {
        failures: sql`CASE WHEN ${loginThrottles.lockedUntil} IS NOT NULL AND ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
        lockedUntil: sql`CASE WHEN (CASE WHEN ${loginThrottles.lockedUntil} IS NOT NULL AND ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${loginThrottles.failures} + 1 END) >= ${LOGIN_MAX_FAILURES} THEN ${lockUntil.toISOString()}::timestamptz ELSE NULL END`,
        updatedAt: now,
      },
    });
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.username, key(username)));
}
