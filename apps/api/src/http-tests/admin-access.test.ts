import { appRouter } from '@marsa/trpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { ADMIN_CASES as CASES, send, wellFormed } from './support/admin-cases.ts';

let server: TestServer;
let anonymous: HttpClient;
let guest: HttpClient;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  anonymous = server.client();
  guest = await server.guest();
  admin = await server.admin();
});
afterAll(() => server.close());

describe('every admin REST call', () => {
  it.each(CASES.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: anonymous 401, guest 403',
    async (_, c) => {
      const anon = await send(anonymous, c.method, c.path, wellFormed(c.path, c.method));
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({
        message: 'User not authenticated',
        code: 'auth.not_authenticated',
        params: {},
      });
      const asGuest = await send(guest, c.method, c.path, wellFormed(c.path, c.method));
      expect(asGuest.status).toBe(403);
      expect(await asGuest.json()).toEqual({
        message: 'You need admin privileges to access this page.',
        code: 'auth.forbidden',
        params: {},
      });
    },
  );

  it.each(CASES.filter((c) => c.bad).map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: bad input is 400 with field errors',
    async (_, c) => {
      const bad = c.bad;
      if (!bad) throw new Error('filtered above');
      const res = await send(admin, c.method, bad.path ?? c.path, bad.body);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.fieldErrors?.[bad.field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
    },
  );

  it('lets an admin through to every list', async () => {
    for (const c of CASES.filter((entry) => entry.method === 'GET')) {
      expect((await admin.get(c.path)).status, c.path).toBe(200);
    }
  });
});

/** tRPC keeps each procedure's kind on its definition; the flat map's type does not show it. */
function procedureType(procedure: unknown): string {
  const def = (procedure as { _def?: { type?: unknown } } | null)?._def;
  return typeof def?.type === 'string' ? def.type : 'query';
}

describe('every admin tRPC procedure', () => {
  const procedures = Object.entries(appRouter._def.procedures)
    .filter(([path]) => path.startsWith('admin.'))
    .map(([path, procedure]) => [path, procedureType(procedure)] as const);

  it('covers the whole admin router', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(40);
  });

  it.each(procedures)('%s: anonymous 401, guest 403', async (path, type) => {
    const kind = type === 'query' ? 'query' : 'mutation';
    expect((await anonymous.trpc(kind, path)).status).toBe(401);
    const refused = await guest.trpc(kind, path);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('You need admin privileges to access this page.');
  });

  it('returns zod field errors over tRPC too', async () => {
    const res = await admin.trpc('mutation', 'admin.departments.create', {
      name: '',
      email: 'x',
      category: 'spa',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.data.fieldErrors).toEqual({
      name: ['Department name is required'],
      email: ['Please enter a valid email address'],
    });
  });
});
