import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';
import { ensureUsernameIndex } from './username.ts';

export type Schema = typeof schema;
/** One database type for both drivers: the query builder is identical on PGlite and postgres.js. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` through this alias. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops one LISTEN subscription. */
export type Unlisten = () => Promise<void>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel; postgres.js keeps one dedicated connection for all of a handle's
   * channels, PGlite delivers in-process. Notifications arrive after the sender's commit.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type CreateDbOptions = {
  /** A postgres:// URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  maxConnections?: number;
  /** The SQL migrations; the built server (apps/api/dist) carries its own copy. */
  migrationsFolder?: string | undefined;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Opens the database named by the options: PostgreSQL through postgres.js, or embedded PGlite. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const migrations = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    // drizzle runs unnamed queries with `prepare: false`, and postgres.js then describes every
    // parameterised query in an extra round trip before running it. Named (cached per
    // connection) statements cost one round trip and no re-planning. PgBouncer in transaction
    // mode would need prepare off again.
    const unsafe = client.unsafe;
    client.unsafe = ((
      query: string,
      args?: postgres.ParameterOrJSON<never>[],
      options?: postgres.UnsafeQueryOptions,
    ) => unsafe(query, args, { ...options, prepare: true })) as typeof client.unsafe;
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      migrate: async () => {
        await migratePostgres(drizzlePostgres(client), migrations);
        await ensureUsernameIndex(db);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // Loaded only here: PGlite's WebAssembly costs ~150 MB of memory in every process that imports it.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), migrations);
      await ensureUsernameIndex(db);
    },
    close: () => client.close(),
  };
}
