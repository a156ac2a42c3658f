import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot-path query built and prepared once per database handle, then only executed: drizzle
 * skips rebuilding the SQL text on every call, and the driver runs it as a named statement.
 * `build` must use `sql.placeholder(...)` for every per-call value.
 */
export function preparedQuery<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let forDb = statements.get(db);
  if (!forDb) {
    forDb = new Map();
    statements.set(db, forDb);
  }
  let statement = forDb.get(name) as T | undefined;
  if (!statement) {
    statement = build(db, name);
    forDb.set(name, statement);
  }
  return statement;
}
