import type { Db } from '@marsa/db';

class RolledBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('dry run');
    this.value = value;
  }
}

/**
 * Runs a real write inside a transaction and rolls it back: the same rules (slots, capacity, fair
 * use, party limits) decide, and nothing is kept. What a proposal is checked with before the guest
 * confirms it.
 */
export async function dryRun<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await run(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('a dry run always rolls back');
}
