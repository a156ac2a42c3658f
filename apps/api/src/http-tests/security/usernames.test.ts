import { ensureUsernameIndex, sql, users } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const guest = (username: string) => ({
  username,
  password: 'sea-breeze-1',
  fullName: 'Look Alike',
  roomNumber: '7001',
  deck: '7',
});

describe('finding: a look-alike account bypasses the lockout and impersonates', () => {
  it('refuses every case, width or invisible-character variant of a taken name', async () => {
    const first = await server.client().post('/api/register', guest('Nadia'));
    expect(first.status).toBe(201);
    for (const lookAlike of ['nadia', 'NADIA', ' nadia ', 'ＮＡＤＩＡ', 'na\u200bdia']) {
      const res = await server.client().post('/api/register', guest(lookAlike));
      expect(res.status, lookAlike).toBe(409);
      expect(await res.json()).toMatchObject({ message: 'Username already exists' });
    }
    const rows = await server.db.select().from(users).where(sql`${users.usernameKey} = 'nadia'`);
    expect(rows.map((row) => row.username)).toEqual(['Nadia']);
  });

  it('signs the one account in under any variant and shows the name as typed', async () => {
    const res = await server
      .client()
      .post('/api/login', { username: 'ＮＡＤＩＡ', password: 'sea-breeze-1' });
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe('Nadia');
  });

  it('keeps one counter per account: guesses under one spelling count against every spelling', async () => {
    await server.client().post('/api/register', guest('Omar'));
    for (const spelling of ['omar', 'OMAR', 'Omar', 'oMaR', 'ＯＭＡＲ']) {
      expect(
        (await server.client().post('/api/login', { username: spelling, password: 'bad-guess' })).status,
      ).toBe(401);
    }
    const next = await server.client().post('/api/login', { username: 'Omar', password: 'sea-breeze-1' });
    expect(next.status).toBe(429);
  });
});

describe('start-up check of existing accounts', () => {
  it('names colliding accounts and refuses to add the index; reports look-alikes', async () => {
    const handle = await createTestDb();
    try {
      await handle.db.execute(sql`drop index users_username_key_unique`);
      await handle.db.insert(users).values([
        {
          username: 'Admin',
          usernameKey: 'x1',
          passwordHash: 'x',
          fullName: 'A',
          roomNumber: '1',
          deck: '1',
        },
        {
          username: 'admin',
          usernameKey: 'x2',
          passwordHash: 'x',
          fullName: 'B',
          roomNumber: '1',
          deck: '1',
        },
        { username: 'café', usernameKey: 'x3', passwordHash: 'x', fullName: 'C', roomNumber: '1', deck: '1' },
        { username: 'cafe', usernameKey: 'x4', passwordHash: 'x', fullName: 'D', roomNumber: '1', deck: '1' },
      ]);
      const warnings: string[] = [];
      await expect(ensureUsernameIndex(handle.db, (line) => warnings.push(line))).rejects.toThrow(
        /these accounts collide.*'Admin' \(id \d+\) and 'admin' \(id \d+\)/,
      );
      expect(warnings.join('\n')).toMatch(/'café' \(id \d+\) and 'cafe' \(id \d+\)/);

      await handle.db.update(users).set({ username: 'admin-old' }).where(sql`${users.username} = 'Admin'`);
      await ensureUsernameIndex(handle.db, () => {});
      const dup = handle.db.insert(users).values({
        username: 'ADMIN',
        usernameKey: 'admin',
        passwordHash: 'x',
        fullName: 'E',
        roomNumber: '1',
        deck: '1',
      });
      await expect(dup).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
