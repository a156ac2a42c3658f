import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './testing/http-client.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');
const bundleDir = '.bundle-test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'marsa-bundle-'));
const port = 3700 + (process.pid % 200);
const url = `http://127.0.0.1:${port}`;
let server: ChildProcess;

// What `pnpm start` runs is a bundle, not the sources the other tests load: the parts it loads
// by path or lazily (migrations, the import's worker thread, the common-password list) must be in it.
beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.ts'], {
    cwd: apiRoot,
    env: { ...process.env, API_BUNDLE_DIR: bundleDir },
    stdio: 'ignore',
  });
  server = spawn(process.execPath, [path.join(bundleDir, 'server.mjs')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: 'captain',
      ADMIN_PASSWORD: 'captain-pass-bundle',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the bundled server did not start');
}, 90_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(path.join(apiRoot, bundleDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the bundle pnpm start runs', () => {
  it('migrates, refuses a common password, registers a guest and imports a spreadsheet', async () => {
    const guest = new HttpClient(url);
    const weak = await guest.post('/api/register', {
      username: 'bundled',
      password: 'password1',
      fullName: 'Bundled Guest',
      roomNumber: '7012',
      deck: '7',
    });
    expect(weak.status).toBe(400);
    const registered = await guest.post('/api/register', {
      username: 'bundled',
      password: 'sea-breeze-1',
      fullName: 'Bundled Guest',
      roomNumber: '7012',
      deck: '7',
    });
    expect(registered.status).toBe(201);
    expect((await guest.get('/api/user')).status).toBe(200);

    // The concierge and the AI SDK load with the first chat turn: their chunks must be in the bundle.
    const chat = await guest.post('/api/chat', {
      id: 'bundle-chat',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hello' }] }],
    });
    expect(chat.status).toBe(200);
    const reply = (await chat.text())
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; data?: { content: string } })
      .find((chunk) => chunk.type === 'data-reply');
    expect(reply?.data?.content.length).toBeGreaterThan(0);

    const admin = new HttpClient(url);
    expect(
      (await admin.post('/api/login', { username: 'captain', password: 'captain-pass-bundle' })).status,
    ).toBe(200);
    const form = new FormData();
    const csv =
      'Topic,Question,Answer,Category\nTowels,Where are towels?,At the towel hut on Deck 9.,general\n';
    form.append('excel', new Blob([csv], { type: 'text/csv' }), 'topics.csv');
    const imported = await admin.postForm('/api/admin/knowledge-topics/import', form);
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as { topics: { topic: string }[] }).topics.map((t) => t.topic)).toEqual([
      'Towels',
    ]);
  });
});
