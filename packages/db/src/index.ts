export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
export * from './client.ts';
export * as constants from './constants.ts';
export { preparedQuery } from './prepared.ts';
export { rowsOf } from './rows.ts';
export * from './schema/index.ts';
export { ensureUsernameIndex, normalizeUsername } from './username.ts';
