import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { installApp } from './support/offline.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../dist');

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the app is installable: manifest, icons and a service worker that precaches the shell', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await installApp(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Marsa — Digital Concierge',
    short_name: 'Marsa',
    theme_color: '#0f7267',
    start_url: '/',
    display: 'standalone',
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((entry: { sizes: string }) => entry.sizes === `${size}x${size}`);
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ width: size, height: size });
  }

  // Chromium's own verdict: nothing about the app stands in the way of installing (Playwright's
  // throw-away profile counts as incognito, where Chromium never installs anything).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(precached).toContain('/index.html');
  expect(precached.filter((file) => /^\/assets\/index-.*\.js$/.test(file))).toHaveLength(1);
  // The shell a guest needs ashore (the Arabic catalog and the chat's engine included), not the
  // admin screens.
  for (const piece of [/^\/assets\/ar-[\w-]{8}\.js$/, /^\/assets\/live-chat-engine-[\w-]{8}\.js$/]) {
    expect(precached.filter((file) => piece.test(file))).toHaveLength(1);
  }
  expect(precached.filter((file) => /^\/assets\/(promotions|departments|outbox)-/.test(file))).toEqual([]);
});

test('a new deploy offers "A new version is available — Reload", and Reload switches to it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await installApp(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );

  const swFile = path.join(webDist, 'sw.js');
  const original = readFileSync(swFile);
  const deploy = (content: Buffer) => {
    writeFileSync(swFile, content);
    writeFileSync(`${swFile}.br`, brotliCompressSync(content));
    writeFileSync(`${swFile}.gz`, gzipSync(content));
  };
  try {
    deploy(Buffer.concat([original, Buffer.from(`\n// deployed ${Date.now()}\n`)]));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is available —');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting));
    expect(waiting).toBe(false);
    expect(firstWorker).toMatch(/\/sw\.js$/);
  } finally {
    deploy(original);
  }
});
