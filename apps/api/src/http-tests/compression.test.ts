import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { seedDemoShip } from '@marsa/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** A built web app as Vite writes it: hashed assets with .br/.gz siblings, index.html, sw.js. */
const script = `console.log(${JSON.stringify('cruise '.repeat(400))});`;
const indexHtml = `<!doctype html><html><head><title>Marsa</title></head><body>${'<p>deck</p>'.repeat(200)}</body></html>`;

function writeBuilt(dir: string, file: string, content: string) {
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  writeFileSync(`${target}.br`, brotliCompressSync(content));
  writeFileSync(`${target}.gz`, gzipSync(content));
}

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET (no automatic decompression), so the bytes on the wire can be checked. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'marsa-web-'));
  writeBuilt(webDist, 'assets/index-abc123.js', script);
  writeBuilt(webDist, 'index.html', indexHtml);
  writeBuilt(webDist, 'sw.js', script);
  server = await startTestServer({ seed: (db) => seedDemoShip(db), http: { webDist } });
});

afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('precompressed static assets', () => {
  it('serves brotli to a browser that accepts it, with Vary and a year of immutable caching', async () => {
    const res = await rawGet(`${server.url}/assets/index-abc123.js`, {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('serves gzip when brotli is not accepted, and the plain file to a client that accepts neither', async () => {
    const gz = await rawGet(`${server.url}/assets/index-abc123.js`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(`${server.url}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('answers any app path with the compressed index.html, revalidated on every visit', async () => {
    const res = await rawGet(`${server.url}/itinerary`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
  });

  it('has the service worker revalidated on every visit, so a new deploy is found', async () => {
    const res = await rawGet(`${server.url}/sw.js`, { 'Accept-Encoding': 'br' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/worker-src 'self'/);
  });
});

describe('compressed JSON answers', () => {
  it('gzips a JSON answer over 1 kB and leaves a small one alone', async () => {
    const guest = await server.guest();
    const cookie = guest.cookieHeader;
    const big = await rawGet(`${server.url}/api/deck-maps`, { 'Accept-Encoding': 'gzip', cookie });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/Accept-Encoding/i);
    const decks = JSON.parse(gunzipSync(big.body).toString()) as unknown[];
    expect(decks.length).toBeGreaterThan(5);

    const small = await rawGet(`${server.url}/api/health`, { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('compresses tRPC answers too', async () => {
    const guest = await server.guest();
    const res = await rawGet(`${server.url}/trpc/guest.itinerary.list`, {
      'Accept-Encoding': 'gzip',
      cookie: guest.cookieHeader,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.body).toString()) as { result: { data: unknown[] } };
    expect(body.result.data.length).toBeGreaterThan(3);
  });
});
