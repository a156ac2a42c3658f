import { eq, sessions, users } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startRealtime } from '../realtime.ts';
import { createSession, generateSessionToken, validateSessionToken } from './session.ts';

/** Polls until `check` holds, for at most a second (the cross-process promise). */
async function withinASecond(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('session cache, kept honest by LISTEN/NOTIFY', async () => {
  const handle = await createTestDb();
  const { db } = handle;
  const stop = await startRealtime(handle);
  afterAll(async () => {
    await stop();
    await handle.close();
  });
  const [user] = await db
    .insert(users)
    .values({
      username: 'cached',
      usernameKey: 'cached',
      passwordHash: 'x',
      fullName: 'Cached Guest',
      roomNumber: '1',
      deck: '1',
    })
    .returning();
  if (!user) throw new Error('no user');

  it('forgets a session deleted by any code path (the sessions trigger), well within the cache lifetime', async () => {
    const token = generateSessionToken();
    const session = await createSession(db, token, user.id);
    expect(await validateSessionToken(db, token)).not.toBeNull();
    await db.delete(sessions).where(eq(sessions.id, session.id));
    expect(await withinASecond(async () => (await validateSessionToken(db, token)) === null)).toBe(true);
  });

  it('shows a changed account at once (the users trigger), not the cached copy', async () => {
    const token = generateSessionToken();
    await createSession(db, token, user.id);
    expect((await validateSessionToken(db, token))?.user.fullName).toBe('Cached Guest');
    await db.update(users).set({ fullName: 'Renamed Guest' }).where(eq(users.id, user.id));
    const renamed = await withinASecond(
      async () => (await validateSessionToken(db, token))?.user.fullName === 'Renamed Guest',
    );
    expect(renamed).toBe(true);
  });
});
