import { LOGIN_ACCOUNT_MAX_ATTEMPTS, LOGIN_FREE_ATTEMPTS, TRPC_MAX_BATCH } from '@marsa/db/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // One trusted proxy in front: X-Forwarded-For's last entry is the client address.
  server = await startTestServer({ http: { trustedProxies: 1 } });
});
afterAll(() => server.close());

const PASSWORD = 'sea-breeze-1';
const from = (address: string) => ({ 'x-forwarded-for': address });

async function register(username: string) {
  const res = await server.client().post('/api/register', {
    username,
    password: PASSWORD,
    fullName: 'Target Guest',
    roomNumber: '9001',
    deck: '9',
  });
  expect(res.status).toBe(201);
}

const login = (username: string, password: string, address = '10.0.0.1') =>
  server.client().post('/api/login', { username, password }, from(address));

/** A raw tRPC batch of sign-in calls, as the attacker sent it. */
const batchLogin = (username: string, passwords: string[]) =>
  fetch(`${server.url}/trpc/${passwords.map(() => 'auth.login').join(',')}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from('10.0.0.2') },
    body: JSON.stringify(Object.fromEntries(passwords.map((password, i) => [i, { username, password }]))),
  });

describe('finding: batching and parallel requests bypass the lockout', () => {
  it('refuses a tRPC batch that carries sign-in calls, even with the right password last', async () => {
    await register('batchtarget');
    const guesses = [...Array.from({ length: 12 }, (_, i) => `wrong-${i}-pass`), PASSWORD];
    const res = await batchLogin('batchtarget', guesses);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(JSON.stringify(await res.json())).toMatch(/cannot be batched/);
    const single = await batchLogin('batchtarget', [PASSWORD]);
    expect(single.status).toBe(400);
    // tRPC trims surrounding slashes from the path: so does the check.
    const slashes = await fetch(`${server.url}/trpc//auth.login/?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { username: 'batchtarget', password: PASSWORD } }),
    });
    expect(slashes.status).toBe(400);
  });

  it(`caps any batch at ${TRPC_MAX_BATCH} calls`, async () => {
    const guest = await server.guest();
    const path = (n: number) => Array.from({ length: n }, () => 'guest.bookings.list').join(',');
    const ok = await guest.get(`/trpc/${path(TRPC_MAX_BATCH)}?batch=1`);
    expect(ok.status).toBe(200);
    const tooMany = await guest.get(`/trpc/${path(TRPC_MAX_BATCH + 1)}?batch=1`);
    expect(tooMany.status).toBe(400);
  });

  it(`lets at most ${LOGIN_FREE_ATTEMPTS} of 15 parallel guesses reach the password check`, async () => {
    await register('paralleltarget');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login('paralleltarget', `guess-${i}-wrong`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FREE_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - LOGIN_FREE_ATTEMPTS);
    const refused = answers.find((res) => res.status === 429);
    if (!refused) throw new Error('no guess was refused');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ (second|minute)s?\.$/,
    );
    // The right password now waits too: no sequence gets more than the allowed guesses.
    expect((await login('paralleltarget', PASSWORD)).status).toBe(429);
  });

  it('counts REST, tRPC and interleaved calls against the same budget', async () => {
    await register('mixedtarget');
    const guest = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res =
        i % 2 === 0
          ? await login('mixedtarget', `wrong-${i}-pass`)
          : await guest.request('POST', '/trpc/auth.login', {
              json: { username: 'MixedTarget', password: `wrong-${i}-pass` },
              headers: from('10.0.0.1'),
            });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const trpc = await guest.request('POST', '/trpc/auth.login', {
      json: { username: 'mixedtarget', password: PASSWORD },
      headers: from('10.0.0.1'),
    });
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get('retry-after')).toMatch(/^\d+$/);
    const { error } = await trpc.json();
    expect(error.data.retryAfterSeconds).toBe(Number(trpc.headers.get('retry-after')));
  });
});

describe('finding: anyone can lock any account, the admin included', () => {
  it("a stranger's guesses do not lock the owner out from another address", async () => {
    await register('ownerguest');
    for (let i = 0; i < LOGIN_FREE_ATTEMPTS + 3; i++)
      await login('ownerguest', `nope-${i}-nope`, '203.0.113.9');
    expect((await login('ownerguest', PASSWORD, '203.0.113.9')).status).toBe(429);
    expect((await login('ownerguest', PASSWORD, '10.0.0.77')).status).toBe(200);
  });

  it('a good sign-in to one account clears nothing of another', async () => {
    await register('victimguest');
    await register('attackerguest');
    for (let i = 0; i < LOGIN_FREE_ATTEMPTS; i++) await login('victimguest', `wrong-${i}-pass`, '10.0.0.5');
    expect((await login('attackerguest', PASSWORD, '10.0.0.5')).status).toBe(200);
    expect((await login('victimguest', PASSWORD, '10.0.0.5')).status).toBe(429);
  });

  it(`keeps a ceiling of ${LOGIN_ACCOUNT_MAX_ATTEMPTS} guesses per account over every address`, async () => {
    await register('ceilingguest');
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_ATTEMPTS; i++) {
      const res = await login('ceilingguest', `spray-${i}-pass`, `198.51.100.${i}`);
      expect(res.status).toBe(401);
    }
    expect((await login('ceilingguest', PASSWORD, '192.0.2.200')).status).toBe(429);
  });

  it('ignores X-Forwarded-For entries the client wrote itself (left of the trusted proxy)', async () => {
    await register('spoofguest');
    for (let i = 0; i < LOGIN_FREE_ATTEMPTS; i++) {
      await server
        .client()
        .post(
          '/api/login',
          { username: 'spoofguest', password: `wrong-${i}-pass` },
          { 'x-forwarded-for': `1.2.3.${i}, 10.9.9.9` },
        );
    }
    const res = await server
      .client()
      .post(
        '/api/login',
        { username: 'spoofguest', password: PASSWORD },
        { 'x-forwarded-for': '5.6.7.8, 10.9.9.9' },
      );
    expect(res.status).toBe(429);
  });
});
