import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BUDGET_DEFAULT, TRAVEL_STYLE_DEFAULT } from '../constants.ts';
import { id, textList, timestamps } from './columns.ts';

export const USERNAME_KEY_INDEX = 'users_username_key_unique';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** As the guest typed it, for display. */
    username: text().notNull(),
    /** normalizeUsername(username): what sign-in and uniqueness compare (see username.ts). */
    usernameKey: text().notNull(),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    roomNumber: text().notNull(),
    deck: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('users_username_length', sql`char_length(${t.username}) >= 3`),
    // Created by ensureUsernameIndex() after the migrations, so look-alikes can be named first.
    uniqueIndex(USERNAME_KEY_INDEX).on(t.usernameKey),
  ],
);

/** Copenhagen Book sessions: the id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session: sliding renewals never pass it. */
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts, counted before the password is checked (one upsert per attempt), per key:
 * 'pair:<account>|<address>', 'account:<account>' or 'address:<address>'. In the database so the
 * throttle holds across API processes.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text().primaryKey(),
  attempts: integer().notNull().default(0),
  blockedUntil: timestamp({ withTimezone: true }),
  /** Whether the latest attempt on this key was refused (read back through RETURNING). */
  refused: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const preferences = pgTable('preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diningPreferences: textList(),
  activityInterests: textList(),
  budgetRange: text().notNull().default(BUDGET_DEFAULT),
  travelStyle: text().notNull().default(TRAVEL_STYLE_DEFAULT),
  dietaryRestrictions: textList(),
  spokenLanguages: textList(),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PreferencesRow = typeof preferences.$inferSelect;
