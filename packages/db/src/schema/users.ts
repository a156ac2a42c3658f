import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BUDGET_DEFAULT, TRAVEL_STYLE_DEFAULT } from '../constants.ts';
import { id, textList, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    roomNumber: text().notNull(),
    deck: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [check('users_username_length', sql`char_length(${t.username}) >= 3`)],
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed-login bookkeeping per username, so the throttle holds across API processes. */
export const loginThrottles = pgTable('login_throttles', {
  username: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
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
