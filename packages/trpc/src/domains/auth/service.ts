import { randomBytes } from 'node:crypto';
import { type Db, eq, normalizeUsername, users } from '@marsa/db';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertUncommonPassword } from '../../auth/password-policy.ts';
import { type PublicUser, toPublicUser } from '../../auth/public-user.ts';
import { createSession, generateSessionToken, invalidateUserSessions } from '../../auth/session.ts';
import { clearLoginAttempts, recordLoginAttempt } from '../../auth/throttle.ts';
import { AppError, conflict, isUniqueViolation } from '../../errors.ts';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './schema.ts';

export type SignedIn = { user: PublicUser; token: string; expiresAt: Date };

export const USERNAME_TAKEN = 'Username already exists';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Creates a guest account (never an admin) and signs it in. A name that is taken, or differs from a
 * taken one only by case or Unicode form ('Admin', 'ＡＤＭＩＮ'), is 409; a common password is 400.
 */
export async function registerUser(db: Db, input: RegisterInput): Promise<SignedIn> {
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        usernameKey: normalizeUsername(input.username),
        passwordHash,
        fullName: input.fullName,
        roomNumber: input.roomNumber,
        deck: input.deck,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return startSession(db, toPublicUser(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('auth.username_taken', {}, { field: 'username' });
    throw error;
  }
}

/**
 * Signs in. The attempt is counted before the password is checked (429 once the throttle refuses),
 * the check costs the same whether or not the account exists, and only a good password clears the
 * account's counters.
 */
export async function loginUser(db: Db, input: LoginInput, clientAddress: string): Promise<SignedIn> {
  const subject = { account: normalizeUsername(input.username), address: clientAddress };
  await recordLoginAttempt(db, subject);
  const [row] = await db.select().from(users).where(eq(users.usernameKey, subject.account)).limit(1);
  const isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !isValid) throw new AppError('UNAUTHORIZED', 'auth.invalid_credentials');
  await clearLoginAttempts(db, subject);
  return startSession(db, toPublicUser(row));
}

/**
 * The signed-in user's password change: the current password is checked under the sign-in throttle,
 * the new one follows the registration rules, and every other session of the user is ended.
 */
export async function changePassword(
  db: Db,
  params: { userId: number; sessionId: string; clientAddress: string; input: ChangePasswordInput },
): Promise<{ success: true; signedOutSessions: number }> {
  const [row] = await db.select().from(users).where(eq(users.id, params.userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'auth.not_authenticated');
  const subject = { account: row.usernameKey, address: params.clientAddress };
  await recordLoginAttempt(db, subject);
  if (!(await verifyPassword(row.passwordHash, params.input.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'auth.wrong_current_password', {}, { field: 'currentPassword' });
  }
  await clearLoginAttempts(db, subject);
  await assertUncommonPassword(params.input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(params.input.newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, row.id));
  const signedOutSessions = await invalidateUserSessions(db, row.id, params.sessionId);
  return { success: true, signedOutSessions };
}

async function startSession(db: Db, user: PublicUser): Promise<SignedIn> {
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id);
  return { user, token, expiresAt: session.expiresAt };
}

/**
 * Creates the configured admin, or promotes and re-keys the account of that name (compared in its
 * normalised form).
 */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<PublicUser> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      username,
      usernameKey: normalizeUsername(username),
      passwordHash,
      fullName: 'Ship Administrator',
      roomNumber: 'Bridge',
      deck: '1',
      isAdmin: true,
    })
    .onConflictDoUpdate({ target: users.usernameKey, set: { isAdmin: true, passwordHash } })
    .returning();
  if (!row) throw new Error('admin upsert returned no row');
  return toPublicUser(row);
}

/**
 * Start-up without ADMIN_PASSWORD: when the ship has no admin yet, creates `username` with a random
 * password and returns it (for the operator's console, once); otherwise returns null.
 */
export async function ensureFirstAdmin(db: Db, username: string): Promise<string | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return null;
  const password = randomBytes(18).toString('base64url');
  await ensureAdmin(db, username, password);
  return password;
}
