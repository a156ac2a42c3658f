import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb, type Db } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { ensureAdmin, ensureFirstAdmin } from '@marsa/trpc';
import { createApp } from './app.ts';
import { type Env, loadEnv } from './env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Start-up: environment, database, migrations, demo ship, admin, then listen. */
async function main() {
  const env = loadEnv();
  mkdirSync(env.UPLOAD_DIR, { recursive: true });
  const handle = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
  });
  await handle.migrate();
  if (env.SEED_DEMO) {
    const { seeded } = await seedDemoShip(handle.db);
    if (seeded) console.log('Loaded the demo ship into the empty database.');
  }
  await prepareAdmin(handle.db, env);
  const app = createApp({
    db: handle.db,
    config: {
      brandName: env.BRAND_NAME,
      secureCookies: env.isHttps,
      uploadDir: path.resolve(env.UPLOAD_DIR),
      ai: {
        baseUrl: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL,
        transcribeBaseUrl: env.AI_TRANSCRIBE_BASE_URL,
        transcribeModel: env.AI_TRANSCRIBE_MODEL,
      },
    },
    webDist: path.resolve(env.WEB_DIST ?? path.join(here, '../../web/dist')),
    logRequests: env.LOG_LEVEL === 'info',
    publicOrigin: env.PUBLIC_ORIGIN,
    trustedProxies: env.TRUSTED_PROXY,
    isProduction: env.NODE_ENV === 'production',
  });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    console.log(`Marsa is running on http://localhost:${info.port} (database: ${handle.kind})`);
  });
  const shutdown = () => {
    server.close(async () => {
      await handle.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * ADMIN_PASSWORD set: create or re-key that admin. Unset: on the first start only (no admin yet),
 * create ADMIN_USERNAME with a random password and print it once, to the console, never to the request log.
 */
async function prepareAdmin(db: Db, env: Env) {
  if (env.ADMIN_PASSWORD) {
    await ensureAdmin(db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    console.log(`Admin account '${env.ADMIN_USERNAME}' is ready.`);
    return;
  }
  const generated = await ensureFirstAdmin(db, env.ADMIN_USERNAME);
  if (generated) {
    process.stdout.write(
      `\nCreated the admin account '${env.ADMIN_USERNAME}' with the password: ${generated}\nIt is shown only this once: sign in and keep it safe, or set ADMIN_PASSWORD (at least 12 characters).\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
