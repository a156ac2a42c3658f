import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const PUBLIC_ORIGIN = 'https://concierge.marsa.example';
let plain: TestServer;
let production: TestServer;
const webDist = mkdtempSync(path.join(tmpdir(), 'marsa-dist-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Marsa</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  plain = await startTestServer({ http: { webDist } });
  production = await startTestServer({
    http: { isProduction: true, secureCookies: true, publicOrigin: PUBLIC_ORIGIN, webDist },
  });
});
afterAll(async () => {
  await plain.close();
  await production.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('finding: authenticated API answers may be cached', () => {
  it('sends Cache-Control: no-store on every /api and /trpc answer, errors and streams included', async () => {
    const guest = await plain.guest();
    const answers = [
      await guest.get('/api/user'),
      await guest.get('/api/bookings'),
      await guest.trpc('query', 'auth.me'),
      await guest.get('/trpc/guest.bookings.list,auth.config?batch=1&input=%7B%7D'),
      await guest.post('/api/chat', {
        messages: [{ role: 'user', parts: [{ type: 'text', text: 'Hello' }] }],
      }),
      await plain.client().get('/api/user'),
      await plain.client().get('/api/nope'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });

  it('keeps long caching on static assets', async () => {
    const res = await plain.client().get('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('finding: CSP, HSTS and the session cookie are weaker than they should be', () => {
  it('restricts base-uri, form-action and object-src', async () => {
    const csp = (await plain.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS for a year with subdomains in production (and none over plain development HTTP)', async () => {
    const res = await production.client().get('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await plain.client().get('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('names the session cookie __Host- and marks it Secure when served over HTTPS', async () => {
    const http = production.client({ origin: PUBLIC_ORIGIN });
    const res = await http.post('/api/register', {
      username: 'hostcookie',
      password: 'sea-breeze-1',
      fullName: 'Host Cookie',
      roomNumber: '1',
      deck: '1',
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^__Host-marsa_session=[a-z2-7]{32}; HttpOnly; SameSite=Lax; Path=\/;/);
    expect(cookie).toMatch(/; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await http.get('/api/user')).status).toBe(200);
    // The unprefixed name is not read over HTTPS: a cookie planted by a sibling subdomain does nothing.
    const token = cookie.split(';')[0]?.split('=')[1];
    const planted = await fetch(`${production.url}/api/user`, {
      headers: { cookie: `marsa_session=${token}` },
    });
    expect(planted.status).toBe(401);
  });
});

describe('finding: /trpc accepts 55 MB bodies and the Origin check trusts X-Forwarded-Host', () => {
  it('refuses JSON bodies over 1 MB on /trpc as on /api', async () => {
    const big = { username: 'x'.repeat(1_100_000), password: 'whatever1' };
    const anonymous = await plain.client().request('POST', '/trpc/auth.login', { json: big });
    expect(anonymous.status).toBe(413);
    const guest = await plain.guest();
    const content = 'x'.repeat(1_100_000);
    const res = await guest.request('POST', '/trpc/guest.chat.send', { json: { content } });
    expect(res.status).toBe(413);
  });

  it('keeps the upload limit for upload procedures only', async () => {
    const admin = await plain.admin();
    const form = new FormData();
    form.append('id', '1');
    form.append('images', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await admin.postForm('/trpc/admin.restaurants.uploadImages', form);
    expect(res.status).not.toBe(413);
  });

  it('compares the Origin with PUBLIC_ORIGIN, never with a forwarded host', async () => {
    const body = { username: 'nobody', password: 'whatever1' };
    const forged = await production
      .client()
      .post('/api/login', body, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.status).toBe(403);
    const ownHost = await production.client().post('/api/login', body, { origin: production.url });
    expect(ownHost.status).toBe(403);
    const publicOrigin = await production.client().post('/api/login', body, { origin: PUBLIC_ORIGIN });
    expect(publicOrigin.status).toBe(401);
    // Without PUBLIC_ORIGIN the request's own Host decides; X-Forwarded-Host is ignored.
    const spoofed = await plain
      .client()
      .post('/api/login', body, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(spoofed.status).toBe(403);
  });
});
