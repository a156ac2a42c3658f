import { type Db, eq, users } from '@marsa/db';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import { type PublicUser, toPublicUser } from '../../auth/public-user.ts';
import { createSession, generateSessionToken } from '../../auth/session.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../auth/throttle.ts';
import { AppError, conflict, isUniqueViolation } from '../../errors.ts';
import type { LoginInput, RegisterInput } from './schema.ts';

export type SignedIn = { user: PublicUser; token: string; expiresAt: Date };

export const USERNAME_TAKEN = 'Username already exists';
export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Creates a guest account (never an admin) and signs it in. A taken username is 409. */
export async function registerUser(db: Db, input: RegisterInput): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        fullName: input.fullName,
        roomNumber: input.roomNumber,
        deck: input.deck,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return startSession(db, toPublicUser(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    throw error;
  }
}

/** Checks the password (constant work whether or not the user exists) under the failed-login throttle. */
export async function loginUser(db: Db, input: LoginInput): Promise<SignedIn> {
  await assertLoginAllowed(db, input.username);
  const [row] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
  const isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !isValid) {
    await recordLoginFailure(db, input.username);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearLoginFailures(db, input.username);
  return startSession(db, toPublicUser(row));
}

async function startSession(db: Db, user: PublicUser): Promise<SignedIn> {
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id);
  return { user, token, expiresAt: session.expiresAt };
}

/** Creates the configured admin, or promotes and re-keys an existing account of that name. */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<PublicUser> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash,
      fullName: 'Ship Administrator',
      roomNumber: 'Bridge',
      deck: '1',
      isAdmin: true,
    })
    .onConflictDoUpdate({ target: users.username, set: { isAdmin: true, passwordHash } })
    .returning();
  if (!row) throw new Error('admin upsert returned no row');
  return toPublicUser(row);
}
