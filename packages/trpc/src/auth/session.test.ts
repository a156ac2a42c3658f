import { eq, sessions, users } from '@marsa/db';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  invalidateUserSessions,
  sessionIdFromToken,
  validateSessionToken,
} from './session.ts';

describe('sessions (Copenhagen Book)', async () => {
  const handle = await createTestDb();
  const { db } = handle;
  afterAll(() => handle.close());
  const [user] = await db
    .insert(users)
    .values({
      username: 'sessions',
      usernameKey: 'sessions',
      passwordHash: 'x',
      fullName: 'S',
      roomNumber: '1',
      deck: '1',
    })
    .returning();
  if (!user) throw new Error('no user');

  it('makes 32-character base32 tokens and stores only their SHA-256', async () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const session = await createSession(db, token, user.id);
    expect(session.id).toBe(sessionIdFromToken(token));
    expect(session.id).not.toContain(token);
  });

  it('slides the expiry forward only once less than half remains', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const token = generateSessionToken();
    await createSession(db, token, user.id, start);

    const early = await validateSessionToken(db, token, new Date(start.getTime() + 1000));
    expect(early?.renewed).toBe(false);

    const late = new Date(start.getTime() + SESSION_TTL_MS * 0.75);
    const renewed = await validateSessionToken(db, token, late);
    expect(renewed?.renewed).toBe(true);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(token)));
    expect(row?.expiresAt.getTime()).toBe(late.getTime() + SESSION_TTL_MS);
  });

  it('never slides past the absolute lifetime from sign-in, however active the session is', async () => {
    const start = new Date('2032-01-01T00:00:00Z');
    const token = generateSessionToken();
    await createSession(db, token, user.id, start);
    const absoluteEnd = start.getTime() + SESSION_ABSOLUTE_TTL_MS;
    for (let at = start.getTime(); at < absoluteEnd; at += SESSION_TTL_MS / 4) {
      const validation = await validateSessionToken(db, token, new Date(at));
      expect(validation?.session.expiresAt.getTime()).toBeLessThanOrEqual(absoluteEnd);
    }
    expect(await validateSessionToken(db, token, new Date(absoluteEnd - 1))).not.toBeNull();
    expect(await validateSessionToken(db, token, new Date(absoluteEnd))).toBeNull();
  });

  it('revokes every session of a user at once, or all but the current one', async () => {
    const [other] = await db
      .insert(users)
      .values({
        username: 'revoked',
        usernameKey: 'revoked',
        passwordHash: 'x',
        fullName: 'R',
        roomNumber: '1',
        deck: '1',
      })
      .returning();
    if (!other) throw new Error('no user');
    const tokens = [generateSessionToken(), generateSessionToken(), generateSessionToken()];
    const [kept] = await Promise.all(tokens.map((token) => createSession(db, token, other.id)));
    for (const token of tokens) expect(await validateSessionToken(db, token)).not.toBeNull();
    expect(await invalidateUserSessions(db, other.id, kept?.id)).toBe(2);
    expect(await validateSessionToken(db, tokens[0] ?? '')).not.toBeNull();
    expect(await validateSessionToken(db, tokens[1] ?? '')).toBeNull();
    expect(await invalidateUserSessions(db, other.id)).toBe(1);
    expect(await validateSessionToken(db, tokens[0] ?? '')).toBeNull();
  });

  it('rejects and deletes an expired session', async () => {
    const start = new Date('2031-01-01T00:00:00Z');
    const token = generateSessionToken();
    await createSession(db, token, user.id, start);
    expect(await validateSessionToken(db, token, new Date(start.getTime() + SESSION_TTL_MS + 1))).toBeNull();
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(token))),
    ).toHaveLength(0);
  });

  it('forgets a session at once when it is invalidated, cache included', async () => {
    const token = generateSessionToken();
    const session = await createSession(db, token, user.id);
    expect(await validateSessionToken(db, token)).not.toBeNull();
    await invalidateSession(db, session.id);
    expect(await validateSessionToken(db, token)).toBeNull();
  });
});
