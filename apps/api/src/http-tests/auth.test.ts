import { sessions } from '@marsa/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registration = {
  username: 'layla',
  password: 'coral-reef',
  fullName: 'Layla Haddad',
  roomNumber: '8120',
  deck: '8',
};

describe('registration', () => {
  it('creates a guest, signs them in and never returns the password', async () => {
    const http = server.client();
    const res = await http.post('/api/register', registration);
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toMatchObject({
      username: 'layla',
      fullName: 'Layla Haddad',
      roomNumber: '8120',
      deck: '8',
      isAdmin: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|coral-reef/i);

    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^marsa_session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await http.get('/api/user');
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('layla');
  });

  it('stores only the SHA-256 of the session token', async () => {
    const http = server.client();
    await http.post('/api/register', { ...registration, username: 'hashcheck' });
    const token = http.cookieHeader.split('=')[1] ?? '';
    const rows = await server.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('refuses a taken username with 409', async () => {
    const res = await server.client().post('/api/register', registration);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Username already exists' });
  });

  it('returns the §5 messages as field errors and creates nothing', async () => {
    const res = await server.client().post('/api/register', {
      username: 'ab',
      password: '12345',
      fullName: 'A',
      roomNumber: '',
      deck: '',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
      fullName: ['Full name must be at least 2 characters'],
      roomNumber: ['Room number is required'],
      deck: ['Deck number/name is required'],
    });
    expect(body.message).toBe('username: Username must be at least 3 characters');
    const login = await server.client().post('/api/login', { username: 'ab', password: '12345' });
    expect(login.status).toBe(400);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await server.client().request('POST', '/api/register', {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Request body must be valid JSON',
      code: 'request.invalid_json',
      params: {},
    });
  });
});

describe('login and logout', () => {
  it('logs in, and logging out ends the session on the server', async () => {
    const http = server.client();
    const res = await http.post('/api/login', { username: 'layla', password: 'coral-reef' });
    expect(res.status).toBe(200);
    expect((await res.json()).fullName).toBe('Layla Haddad');
    const stolenCookie = http.cookieHeader;

    const out = await http.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await http.get('/api/user')).status).toBe(401);

    const replay = await fetch(`${server.url}/api/user`, { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
  });

  it('rejects a wrong password with 401 and a clear message', async () => {
    const res = await server.client().post('/api/login', { username: 'layla', password: 'wrong-pass' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Invalid username or password',
      code: 'auth.invalid_credentials',
      params: {},
    });
  });

  it('locks a username after five failures in a row (429), even for the right password', async () => {
    const http = server.client();
    await http.post('/api/register', { ...registration, username: 'target' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await server.client().post('/api/login', { username: 'target', password: 'bad-guess' });
      expect(res.status).toBe(401);
    }
    const locked = await server.client().post('/api/login', { username: 'target', password: 'coral-reef' });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Too many failed login attempts/);
  });
});

describe('roles', () => {
  it('answers 401 to anonymous callers of guest and admin data', async () => {
    const anon = server.client();
    for (const path of ['/api/itinerary', '/api/admin/dashboard']) {
      const res = await anon.get(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'User not authenticated',
        code: 'auth.not_authenticated',
        params: {},
      });
    }
    expect((await anon.trpc('query', 'guest.itinerary.list')).status).toBe(401);
  });

  it('answers 403 to a guest on admin data, over REST and tRPC', async () => {
    const guest = await server.guest();
    expect((await guest.get('/api/itinerary')).status).toBe(200);
    const rest = await guest.get('/api/admin/dashboard');
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({
      message: 'You need admin privileges to access this page.',
      code: 'auth.forbidden',
      params: {},
    });
    expect((await guest.trpc('query', 'admin.dashboard.counts')).status).toBe(403);
  });

  it('lets an admin read admin data', async () => {
    const admin = await server.admin();
    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ restaurants: 0, bookings: 0 });
    const me = await (await admin.get('/api/user')).json();
    expect(me.isAdmin).toBe(true);
  });
});

describe('request hygiene', () => {
  it('refuses mutations from a foreign origin', async () => {
    const res = await server.client().post(
      '/api/login',
      { username: 'layla', password: 'coral-reef' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.status).toBe(403);
    const same = await server.client().post(
      '/api/login',
      { username: 'layla', password: 'coral-reef' },
      {
        origin: server.url,
      },
    );
    expect(same.status).toBe(200);
  });

  it('sends security headers on every response', async () => {
    const res = await server.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'request.not_found', params: {} });
  });

  it('refuses oversized JSON bodies with 413', async () => {
    const res = await server
      .client()
      .post('/api/login', { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    expect(res.status).toBe(413);
  });
});
