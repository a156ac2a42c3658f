import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registration = (username: string, password = 'sea-breeze-1') => ({
  username,
  password,
  fullName: 'Session Guest',
  roomNumber: '5005',
  deck: '5',
});

async function signedIn(username: string, password = 'sea-breeze-1') {
  const http = server.client();
  const res = await http.post('/api/login', { username, password });
  expect(res.status).toBe(200);
  return http;
}

describe('finding: no sign-out everywhere, sessions survive a password change', () => {
  it("'sign out everywhere' ends every session of the guest, over REST and tRPC", async () => {
    expect((await server.client().post('/api/register', registration('everywhere'))).status).toBe(201);
    const [phone, laptop, tablet] = await Promise.all([
      signedIn('everywhere'),
      signedIn('everywhere'),
      signedIn('everywhere'),
    ]);
    const other = await server.guest();
    const res = await phone.post('/api/logout-all');
    expect(res.status).toBe(200);
    // Three devices plus the session registration opened.
    expect(await res.json()).toEqual({ success: true, signedOutSessions: 4 });
    for (const device of [phone, laptop, tablet]) expect((await device.get('/api/user')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(200);

    const again = await signedIn('everywhere');
    const trpc = await again.trpc('mutation', 'auth.logoutAll');
    expect(trpc.status).toBe(200);
    expect((await again.get('/api/user')).status).toBe(401);
    expect((await server.client().trpc('mutation', 'auth.logoutAll')).status).toBe(401);
  });

  it('a password change keeps this session, ends the others, and the old password stops working', async () => {
    await server.client().post('/api/register', registration('changer'));
    const [current, stolen] = await Promise.all([signedIn('changer'), signedIn('changer')]);
    const wrong = await current.post('/api/password', {
      currentPassword: 'not-my-pass',
      newPassword: 'deep-blue-reef',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });

    const res = await current.post('/api/password', {
      currentPassword: 'sea-breeze-1',
      newPassword: 'deep-blue-reef',
    });
    expect(res.status).toBe(200);
    // The stolen session and the one registration opened.
    expect(await res.json()).toEqual({ success: true, signedOutSessions: 2 });
    expect((await current.get('/api/user')).status).toBe(200);
    expect((await stolen.get('/api/user')).status).toBe(401);
    expect(
      (await server.client().post('/api/login', { username: 'changer', password: 'sea-breeze-1' })).status,
    ).toBe(401);
    await signedIn('changer', 'deep-blue-reef');
  });

  it('guesses of the current password share the sign-in throttle', async () => {
    await server.client().post('/api/register', registration('guesser'));
    const session = await signedIn('guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await session.post('/api/password', {
        currentPassword: `guess-${i}-x`,
        newPassword: 'deep-blue-reef',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('finding: no breached-password check', () => {
  it('keeps the §5 length rule and message', async () => {
    const res = await server.client().post('/api/register', registration('shortpass', '12345'));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.password).toEqual(['Password must be at least 6 characters']);
  });

  it('refuses the most common breached passwords at registration and on a change, in any case', async () => {
    for (const password of ['password', 'PASSWORD1', 'qwerty123', '123456789', 'iloveyou']) {
      const res = await server
        .client()
        .post('/api/register', registration(`breached${password.length}`, password));
      expect(res.status, password).toBe(400);
      expect(await res.json()).toEqual({
        message: 'This password is too common. Please choose one that is harder to guess.',
        code: 'auth.common_password',
        params: {},
        fieldErrors: {
          password: ['This password is too common. Please choose one that is harder to guess.'],
        },
        fieldIssues: { password: [{ code: 'auth.common_password', params: {} }] },
      });
    }
    await server.client().post('/api/register', registration('commonchange'));
    const session = await signedIn('commonchange');
    const res = await session.post('/api/password', {
      currentPassword: 'sea-breeze-1',
      newPassword: 'football',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({
      newPassword: ['This password is too common. Please choose one that is harder to guess.'],
    });
  });
});
