import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { ensureAdmin } from '@marsa/trpc';
import { createApp } from './app.ts';
import { loadEnv } from './env.ts';

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
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    await ensureAdmin(handle.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    console.log(`Admin account '${env.ADMIN_USERNAME}' is ready.`);
  }
  const app = createApp({
    db: handle.db,
    config: {
      brandName: env.BRAND_NAME,
      secureCookies: env.SECURE_COOKIES || env.NODE_ENV === 'production',
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
