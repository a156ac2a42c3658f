import { type Db, eq, inArray, loginAttempts, rowsOf, sql } from '@marsa/db';
import {
  LOGIN_ACCOUNT_MAX_ATTEMPTS,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_ADDRESS_WINDOW_MS,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_BACKOFF_MAX_MS,
  LOGIN_FREE_ATTEMPTS,
  LOGIN_PAIR_WINDOW_MS,
} from '@marsa/db/constants';
import { tooManyRequests } from '../errors.ts';

/** Whose guesses are counted: the normalised account name and the client's address. */
export type AttemptSubject = { account: string; address: string };

/**
 * `free` attempts, then a block of base·2^(n−free) ms (at most `max`) after each; the count starts
 * again once the key has been quiet for `window` ms.
 */
type Policy = { free: number; base: number; max: number; window: number };

const POLICIES = {
  pair: {
    free: LOGIN_FREE_ATTEMPTS,
    base: LOGIN_BACKOFF_BASE_MS,
    max: LOGIN_BACKOFF_MAX_MS,
    window: LOGIN_PAIR_WINDOW_MS,
  },
  account: {
    free: LOGIN_ACCOUNT_MAX_ATTEMPTS,
    base: LOGIN_ACCOUNT_WINDOW_MS,
    max: LOGIN_ACCOUNT_WINDOW_MS,
    window: LOGIN_ACCOUNT_WINDOW_MS,
  },
  address: {
    free: LOGIN_ADDRESS_MAX_FAILURES,
    base: LOGIN_ADDRESS_WINDOW_MS,
    max: LOGIN_ADDRESS_WINDOW_MS,
    window: LOGIN_ADDRESS_WINDOW_MS,
  },
} satisfies Record<string, Policy>;

const keysOf = ({ account, address }: AttemptSubject) => ({
  pair: `pair:${account}|${address}`,
  account: `account:${account}`,
  address: `address:${address}`,
});

type SQL = ReturnType<typeof sql>;

/** The upsert's SET and first-insert values for one policy, all computed from the row before it. */
function counting(policy: Policy, now: SQL) {
  const t = sql.raw('t');
  // Constants of this module, never input: inlined so PostgreSQL knows their types.
  const [free, base, max, window] = [policy.free, policy.base, policy.max, policy.window].map((n) =>
    sql.raw(String(Math.trunc(n))),
  ) as [SQL, SQL, SQL, SQL];
  const isBlocked = sql`(${t}.blocked_until is not null and ${t}.blocked_until > ${now})`;
  const next = sql`(case when ${t}.updated_at <= ${now} - ${window} * interval '1 millisecond' then 1 else ${t}.attempts + 1 end)`;
  const blockAfter = (attempts: SQL) =>
    sql`(case when ${attempts} >= ${free} then ${now} + least(${base}::float8 * power(2::float8, greatest(${attempts} - ${free}, 0)), ${max}::float8) * interval '1 millisecond' end)`;
  return {
    firstBlock: blockAfter(sql`1`),
    set: sql`refused = ${isBlocked},
      attempts = case when ${isBlocked} then ${t}.attempts else ${next} end,
      blocked_until = case when ${isBlocked} then ${t}.blocked_until else ${blockAfter(next)} end,
      updated_at = case when ${isBlocked} then ${t}.updated_at else ${now} end`,
  };
}

function upsert(key: string, policy: Policy, now: SQL, onlyIf?: SQL): SQL {
  const { firstBlock, set } = counting(policy, now);
  return sql`insert into login_attempts as t (key, attempts, blocked_until, refused, updated_at)
    select ${key}::text, 1, ${firstBlock}, false, ${now} ${onlyIf ? sql`where ${onlyIf}` : sql``}
    on conflict (key) do update set ${set}
    returning refused, blocked_until`;
}

type AttemptRow = { refused: boolean; blocked_until: Date | string | null };

/**
 * Counts one sign-in attempt BEFORE the password is checked, in one statement, so parallel or
 * batched guesses cannot slip past: per account+address (exponential backoff), per address (a
 * generous limit, for ships behind NAT) and, unless one of those refused, per account (a ceiling
 * over every address). Throws 429 with the wait when any of them refuses.
 */
export async function recordLoginAttempt(db: Db, subject: AttemptSubject, now = new Date()): Promise<void> {
  const keys = keysOf(subject);
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`with
    pair as (${upsert(keys.pair, POLICIES.pair, at)}),
    address as (${upsert(keys.address, POLICIES.address, at)}),
    account as (${upsert(
      keys.account,
      POLICIES.account,
      at,
      sql`not exists (select 1 from pair where refused) and not exists (select 1 from address where refused)`,
    )})
    select * from pair union all select * from address union all select * from account`);
  const refusedUntil = rowsOf<AttemptRow>(result)
    .filter((row) => row.refused && row.blocked_until)
    .map((row) => new Date(row.blocked_until as Date | string).getTime());
  if (refusedUntil.length) throw loginThrottled(Math.max(...refusedUntil) - now.getTime());
}

/** After a good password: clears this account's counters (this address's and the global one). */
export async function clearLoginAttempts(db: Db, subject: AttemptSubject): Promise<void> {
  const keys = keysOf(subject);
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.pair, keys.account]));
  // The address counts failures: a good sign-in gives its attempt back.
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

function loginThrottled(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) {
    return seconds === 1
      ? tooManyRequests('auth.throttled_second', {}, seconds)
      : tooManyRequests('auth.throttled_seconds', { seconds }, seconds);
  }
  return minutes === 1
    ? tooManyRequests('auth.throttled_minute', {}, seconds)
    : tooManyRequests('auth.throttled_minutes', { minutes }, seconds);
}
