import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.ts';
import { openSse } from '../testing/sse-client.ts';
import { guestRegistration } from '../testing/test-server.ts';

/**
 * Two real API processes (`node src/server.ts`, as `pnpm start` forks them) on one PostgreSQL
 * database, sharing nothing else. Only collected when DATABASE_URL names a PostgreSQL server
 * (vitest.config.ts): embedded PGlite belongs to a single process.
 */
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');
const databaseUrl = process.env.DATABASE_URL ?? '';
const dbName = `marsa_two_${randomBytes(5).toString('hex')}`;
const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startProcess(url: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join('/tmp', dbName),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Marsa is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

let one: string;
let two: string;

beforeAll(async () => {
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  one = await startProcess(url.toString());
  two = await startProcess(url.toString());
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end({ timeout: 5 });
});

async function signUp(base: string, username: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  const res = await client.post('/api/register', guestRegistration(username));
  expect(res.status).toBe(201);
  return client;
}

/** The same browser (cookie) talking to the other process. */
const sameCookieOn = (base: string, client: HttpClient) =>
  new HttpClient(base, { cookie: client.cookieHeader });

describe('two API processes on one PostgreSQL', () => {
  it('a logout through one process is refused by the other within a second', async () => {
    const viaOne = await signUp(one, 'rania');
    const viaTwo = sameCookieOn(two, viaOne);
    expect((await viaTwo.get('/api/user')).status).toBe(200);
    expect((await viaTwo.get('/api/user')).status).toBe(200);
    expect((await viaOne.post('/api/logout')).status).toBe(200);
    const loggedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - loggedOutAt < 5000) {
      status = (await viaTwo.get('/api/user')).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
  });

  it('a stream on one process receives a message posted through the other', async () => {
    const viaOne = await signUp(one, 'yusuf');
    const stream = await openSse(`${two}/api/messages/stream`, { cookie: viaOne.cookieHeader });
    try {
      expect(stream.status).toBe(200);
      const sent = await viaOne.post('/api/messages', { content: 'Hello from deck 7', type: 'user' });
      expect(sent.status).toBe(201);
      const event = await stream.next(3000);
      expect(event.event).toBe('message');
      expect(JSON.parse(event.data)).toMatchObject({ type: 'user', content: 'Hello from deck 7' });
      expect(JSON.parse((await stream.next(3000)).data)).toMatchObject({ type: 'assistant' });
    } finally {
      stream.close();
    }
  });
});
