import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

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
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Opens the database named by the options: PostgreSQL through postgres.js, or embedded PGlite. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
