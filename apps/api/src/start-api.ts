import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb, type Db, type DbHandle } from '@marsa/db';
import { seedDemoShip } from '@marsa/db/seed';
import { writeDemoArt } from '@marsa/demo-art';
import {
  ensureAdmin,
  ensureFirstAdmin,
  smtpMailer,
  startNotificationWorker,
  startRealtime,
} from '@marsa/trpc';
import { createApp } from './app.ts';
import type { Env } from './env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * `pnpm start` runs the bundle in apps/api/dist (see scripts/build.ts), which sits as deep as
 * src/ and carries the migrations beside it; tests and `pnpm dev` run the TypeScript sources.
 */
const bundled = !import.meta.url.endsWith('.ts');

export const openDatabase = (env: Env): Promise<DbHandle> =>
  createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    maxConnections: env.DATABASE_POOL_SIZE,
    migrationsFolder: bundled ? path.join(here, 'migrations') : undefined,
  });

/** Migrations, the demo ship and the admin account: once per start, before any process serves. */
export async function prepareDatabase(env: Env, handle: DbHandle): Promise<void> {
  mkdirSync(env.UPLOAD_DIR, { recursive: true });
  await handle.migrate();
  if (env.SEED_DEMO) {
    const { seeded } = await seedDemoShip(handle.db);
    if (seeded) console.log('Loaded the demo ship into the empty database.');
    // Drawn from the seed data at every start (a fraction of a second), so they follow the code.
    writeDemoArt(env.IMAGES_DIR);
  }
  await prepareAdmin(handle.db, env);
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

/** One API process: database, LISTEN for live updates, HTTP; stops gracefully on SIGINT/SIGTERM. */
export async function startApi(env: Env, options: { prepare: boolean }): Promise<void> {
  const handle = await openDatabase(env);
  if (options.prepare) await prepareDatabase(env, handle);
  const stopRealtime = await startRealtime(handle);
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
    imagesDir: env.SEED_DEMO ? path.resolve(env.IMAGES_DIR) : undefined,
    logRequests: env.LOG_LEVEL === 'info',
    publicOrigin: env.PUBLIC_ORIGIN,
    trustedProxies: env.TRUSTED_PROXY,
    isProduction: env.NODE_ENV === 'production',
  });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    console.log(
      `Marsa is running on http://localhost:${info.port} (database: ${handle.kind}, pid ${process.pid})`,
    );
  });
  // Every API process runs one: row locks (FOR UPDATE SKIP LOCKED) keep them from sending twice.
  const notifier = env.SMTP_URL
    ? startNotificationWorker(handle.db, smtpMailer(env.SMTP_URL, env.MAIL_FROM), {
        origin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
        mailDomain: mailDomainOf(env.MAIL_FROM),
      })
    : undefined;
  if (!notifier && options.prepare)
    console.log('SMTP_URL is not set: crew notifications wait in the outbox.');
  const shutdown = () => {
    server.close(async () => {
      await notifier?.stop().catch(() => undefined);
      await stopRealtime().catch(() => undefined);
      await handle.close();
      process.exit(0);
    });
    // Open event streams never end by themselves: give requests a moment, then leave.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** The domain of the sender address ('Marsa <concierge@marsa.local>' → 'marsa.local'). */
const mailDomainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'marsa.local';
