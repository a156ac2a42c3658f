import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { USERNAME_KEY_INDEX, users } from './schema/users.ts';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The form two usernames are compared in: Unicode NFKC, case-folded (upper then lower, so 'ß' and
 * 'SS' meet), invisible characters removed, trimmed. 'Admin', 'ＡＤＭＩＮ' and 'admin\u200b' are one name.
 */
export function normalizeUsername(username: string): string {
  return username
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .trim();
}

/** A looser form for the start-up report: accents and marks dropped too ('adмin' stays apart). */
const lookAlikeForm = (username: string) =>
  normalizeUsername(username).normalize('NFKD').replace(/\p{M}/gu, '');

type Account = { id: number; username: string };

const describe = (group: Account[]) => group.map((a) => `'${a.username}' (id ${a.id})`).join(' and ');

function groupsBy(accounts: Account[], keyOf: (name: string) => string): Account[][] {
  const groups = new Map<string, Account[]>();
  for (const account of accounts) {
    const key = keyOf(account.username);
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * Runs after the migrations: gives every account its normalised key, reports look-alike accounts,
 * and adds the unique index on the key. Nothing is merged: when accounts collide the index cannot
 * be added and this throws, naming them, so the server refuses to start until staff rename one.
 */
export async function ensureUsernameIndex(
  db: Db,
  warn: (line: string) => void = console.warn,
): Promise<void> {
  const accounts = await db
    .select({ id: users.id, username: users.username, key: users.usernameKey })
    .from(users);
  for (const account of accounts) {
    const key = normalizeUsername(account.username);
    if (key !== account.key)
      await db.update(users).set({ usernameKey: key }).where(sql`${users.id} = ${account.id}`);
  }
  for (const group of groupsBy(accounts, lookAlikeForm)) {
    const isCollision = new Set(group.map((account) => normalizeUsername(account.username))).size === 1;
    if (!isCollision) warn(`Look-alike usernames (kept apart, check them): ${describe(group)}`);
  }
  const collisions = groupsBy(accounts, normalizeUsername);
  if (collisions.length) {
    throw new Error(
      `Cannot add the unique index on normalised usernames: these accounts collide (same name ignoring case and Unicode form): ${collisions.map(describe).join('; ')}. Rename or remove one account of each group, then start again.`,
    );
  }
  await db.execute(
    sql.raw(
      `CREATE UNIQUE INDEX IF NOT EXISTS "${USERNAME_KEY_INDEX}" ON "users" USING btree ("username_key")`,
    ),
  );
}
