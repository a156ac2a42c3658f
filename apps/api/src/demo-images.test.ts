import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { itineraryPorts } from '@marsa/db/schema';
import { createTestDb } from '@marsa/db/testing';
import { writeDemoArt } from '@marsa/demo-art';
import { afterAll, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadEnv } from './env.ts';
import { prepareDatabase } from './start-api.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'marsa-demo-images-'));
const env = loadEnv({
  DATA_DIR: path.join(temp, 'data'),
  SEED_DEMO: 'true',
  ADMIN_USERNAME: 'captain',
  ADMIN_PASSWORD: 'captain-pass-images',
});
const handle = await createTestDb();
/** A built web app holding only what apps/web/public/images holds: the placeholders. */
const webDist = path.join(temp, 'web');
const placeholder = path.join(import.meta.dirname, '../../web/public/images/placeholder-600x400.svg');
mkdirSync(path.join(webDist, 'images'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Marsa</title>');
copyFileSync(placeholder, path.join(webDist, 'images/placeholder-600x400.svg'));
await prepareDatabase(env, handle);
const app = createApp({
  db: handle.db,
  config: { brandName: 'Marsa', secureCookies: false, uploadDir: env.UPLOAD_DIR, ai: undefined },
  webDist,
  imagesDir: path.resolve(env.IMAGES_DIR),
});

afterAll(async () => {
  await handle.close();
  rmSync(temp, { recursive: true, force: true });
});

it("serves the demo ship's pictures the seeding step drew into DATA_DIR/images, byte for byte", async () => {
  const expected = path.join(temp, 'expected');
  writeDemoArt(expected);
  const ports = await handle.db.select().from(itineraryPorts);
  expect(ports.length).toBeGreaterThan(0);
  for (const port of ports) {
    const res = await app.request(port.imageUrl);
    expect(res.status, port.imageUrl).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await res.text()).toBe(
      readFileSync(path.join(expected, port.imageUrl.replace('/images/', '')), 'utf8'),
    );
  }
});

it("falls through to the web app's own files for the placeholders, and has no picture for an unknown name", async () => {
  const res = await app.request('/images/placeholder-600x400.svg');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(readFileSync(placeholder, 'utf8'));
  expect((await app.request('/images/ports/atlantis.svg')).headers.get('Content-Type')).not.toContain(
    'image/svg',
  );
});
