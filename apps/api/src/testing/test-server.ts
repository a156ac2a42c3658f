import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Db } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { type AiConfig, ensureAdmin, smtpMailer, startNotificationWorker, startRealtime } from '@marsa/trpc';
import { type AppDeps, createApp } from '../app.ts';
import { HttpClient } from './http-client.ts';

export type TestServer = {
  url: string;
  db: Db;
  uploadDir: string;
  /** A client with its own cookie jar, like a separate browser (headers: sent on every request). */
  client: (headers?: Record<string, string>) => HttpClient;
  /** A client signed in as a freshly registered guest. */
  guest: (username?: string) => Promise<HttpClient>;
  /** A client signed in as an admin. */
  admin: () => Promise<HttpClient>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  seed?: (db: Db) => Promise<unknown>;
  ai?: AiConfig;
  /** HTTP settings of the app (proxy, public origin, production headers, HTTPS cookies). */
  http?: Pick<AppDeps, 'trustedProxies' | 'publicOrigin' | 'isProduction' | 'webDist'> & {
    secureCookies?: boolean;
  };
  streamHeartbeatMs?: number;
  /** Starts the notification worker against this SMTP server, as start-api.ts does. */
  mail?: { smtpUrl: string; intervalMs?: number; retryBaseMs?: number };
};

let counter = 0;

/** The sign-up body of a test guest. */
export const guestRegistration = (username: string) => ({
  username,
  password: 'sea-breeze-1',
  fullName: `Guest ${username}`,
  roomNumber: '7012',
  deck: '7',
});

/**
 * The real HTTP app on a free loopback port over a fresh database (PGlite, or the
 * PostgreSQL server named by DATABASE_URL).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const handle = await createTestDb();
  if (options.seed) await options.seed(handle.db);
  const stopRealtime = await startRealtime(handle);
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-uploads-'));
  const { secureCookies = false, ...http } = options.http ?? {};
  const app = createApp({
    db: handle.db,
    config: { brandName: 'Marsa', secureCookies, uploadDir, ai: options.ai },
    ...http,
    streamHeartbeatMs: options.streamHeartbeatMs,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const client = (headers?: Record<string, string>) => new HttpClient(url, headers);
  const worker = options.mail
    ? startNotificationWorker(handle.db, smtpMailer(options.mail.smtpUrl, 'Marsa <concierge@marsa.test>'), {
        origin: url,
        mailDomain: 'marsa.test',
        intervalMs: options.mail.intervalMs ?? 50,
        retryBaseMs: options.mail.retryBaseMs ?? 100,
        onError: () => {},
        log: () => {},
      })
    : undefined;
  return {
    url,
    db: handle.db,
    uploadDir,
    client,
    guest: async (username = `guest${Date.now() % 100000}x${++counter}`) => {
      const http = client();
      const res = await http.post('/api/register', guestRegistration(username));
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
      return http;
    },
    admin: async () => {
      const username = `admin${++counter}`;
      await ensureAdmin(handle.db, username, 'captain-pass');
      const http = client();
      const res = await http.post('/api/login', { username, password: 'captain-pass' });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
      return http;
    },
    close: async () => {
      await worker?.stop();
      // Event streams stay open until their client leaves; close them with the server.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopRealtime();
      await handle.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
