import { sql } from '@marsa/db';
import { insertShipFixtures } from '@marsa/trpc/concierge-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../rest/routes.ts';
import type { HttpClient } from '../../testing/http-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let guest: HttpClient;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  await insertShipFixtures(server.db);
  guest = await server.guest();
  admin = await server.admin();
});
afterAll(() => server.close());

/** What a database error or stack would put in a body. */
const LEAKS =
  /select |insert into|update "|delete from|\$\d|params:|failed query|relation "|at .*\.ts:\d+|stack/i;
const BAD_IDS = ['99999999999', '2147483648', '-1', '0', 'abc', '1.5', '1e400'];

describe('finding: SQL in error messages, 500 for out-of-range ids', () => {
  it('answers 400 over tRPC for a huge serviceId, with no SQL', async () => {
    const res = await guest.trpc('mutation', 'guest.bookings.create', {
      type: 'restaurant',
      serviceId: 99_999_999_999,
      date: '2031-01-01',
      time: '19:00',
      partySize: 2,
    });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).not.toMatch(LEAKS);
    expect(JSON.parse(body).error.data.fieldErrors).toEqual({ serviceId: ['Service is required'] });
  });

  it('answers 400 to chat feedback on a huge message id, with no query or user id', async () => {
    const res = await guest.trpc('mutation', 'guest.chat.feedback', {
      messageId: 99_999_999_999,
      helpful: true,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(LEAKS);
  });

  it('answers every REST route with an id in its path 400 or 404 for ids out of range, never 500', async () => {
    const withId = restRoutes.filter((route) => route.path.includes(':'));
    expect(withId.length).toBeGreaterThan(10);
    for (const route of withId) {
      for (const id of BAD_IDS) {
        const path = route.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(id));
        const caller = path.startsWith('/api/admin/') ? admin : guest;
        const res = await caller.request(route.method, path, route.method === 'GET' ? {} : { json: {} });
        expect([400, 404], `${route.method} ${path}`).toContain(res.status);
        expect(await res.text()).not.toMatch(LEAKS);
      }
    }
  });

  it('answers 400 to query-string ids out of range and 404 to a missing row in range', async () => {
    expect((await guest.get('/api/deck-venues?deckMapId=99999999999')).status).toBe(400);
    const missing = await guest.delete('/api/bookings/2147483647');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Booking not found',
      code: 'booking.not_found',
      params: {},
    });
  });
});

describe('internal errors', () => {
  it('reach every path as a generic message with the request id; the detail stays in the log', async () => {
    // Break the database under the running app: every query on this table now fails inside PostgreSQL.
    await server.db.execute(sql`drop table ai_learnings cascade`);
    const trpc = await guest.trpc('mutation', 'guest.chat.feedback', { messageId: 1, helpful: true });
    expect(trpc.status).toBe(500);
    const trpcBody = await trpc.text();
    expect(trpcBody).not.toMatch(LEAKS);
    expect(trpcBody).not.toMatch(/ai_learnings/);
    const { error } = JSON.parse(trpcBody);
    const requestId = trpc.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(error.message).toBe(`Something went wrong. Please try again. (Reference: ${requestId})`);
    expect(error.data.requestId).toBe(requestId);

    const rest = await admin.get('/api/admin/ai-learnings');
    expect(rest.status).toBe(500);
    const restBody = await rest.json();
    expect(JSON.stringify(restBody)).not.toMatch(LEAKS);
    expect(restBody).toEqual({
      message: `Something went wrong. Please try again. (Reference: ${rest.headers.get('x-request-id')})`,
      code: 'server.internal_reference',
      params: { reference: rest.headers.get('x-request-id') },
      requestId: rest.headers.get('x-request-id'),
    });

    const batch = await guest.get(
      `/trpc/guest.bookings.list,admin.aiLearnings.list?batch=1&input=${encodeURIComponent('{}')}`,
    );
    expect(await batch.text()).not.toMatch(LEAKS);
  });
});
