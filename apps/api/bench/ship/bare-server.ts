import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import postgres from 'postgres';

/**
 * The yardstick: a bare Hono + postgres.js server doing the same work per request as Marsa's
 * GET /api/user and GET /api/messages (one indexed session lookup, then the read; the ETag
 * version query for conditional polls), with nothing else. Run by ship.ts with as many
 * processes (node:cluster, BARE_PROCESSES) as Marsa runs.
 */
const processes = Number(process.env.BARE_PROCESSES ?? 1);
if (cluster.isPrimary && processes > 1) {
  for (let index = 0; index < processes; index++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else startBare();

function startBare() {
  const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => {} });
  const app = new Hono();

  async function sessionUser(cookie: string | undefined) {
    const token = /marsa_session=([a-z2-7]{32})/.exec(cookie ?? '')?.[1];
    if (!token) return null;
    const id = createHash('sha256').update(token).digest('hex');
    const [row] = await sql`select u.id, u.username, u.full_name, u.room_number, u.deck, u.is_admin
    from sessions s join users u on u.id = s.user_id where s.id = ${id} and s.expires_at > now()`;
    return row ?? null;
  }

  app.get('/api/user', async (c) => {
    const user = await sessionUser(c.req.header('cookie'));
    if (!user) return c.json({ message: 'Not authenticated' }, 401);
    return c.json({
      id: user.id,
      username: user.username,
      fullName: user.full_name,
      roomNumber: user.room_number,
      deck: user.deck,
      isAdmin: user.is_admin,
    });
  });

  app.get('/api/messages', async (c) => {
    const user = await sessionUser(c.req.header('cookie'));
    if (!user) return c.json({ message: 'Not authenticated' }, 401);
    const [version] =
      await sql`select (select coalesce(max(id), 0) from messages where user_id = ${user.id}) as v`;
    const etag = `"${user.id}.${version?.v}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
    const rows =
      await sql`select m.id, m.type, m.content, m.created_at as "createdAt", l.was_helpful as "wasHelpful"
    from messages m left join ai_learnings l on l.message_id = m.id and l.user_id = ${user.id}
    where m.user_id = ${user.id} order by m.id desc limit 500`;
    return c.json(rows.reverse(), 200, { ETag: etag, 'Cache-Control': 'private, no-cache' });
  });

  // The stream yardstick: one LISTEN per process on the messages trigger's channel, handing each
  // notification's JSON to the guest's open streams, as Marsa's /api/messages/stream does.
  const streams = new Map<number, Set<(data: string, id: string) => void>>();
  void sql.listen('marsa_messages', (payload) => {
    const [userId, id, ...json] = payload.split(':');
    for (const send of streams.get(Number(userId)) ?? []) send(json.join(':'), id ?? '');
  });
  app.get('/api/messages/stream', async (c) => {
    const user = await sessionUser(c.req.header('cookie'));
    if (!user) return c.json({ message: 'Not authenticated' }, 401);
    return streamSSE(c, async (stream) => {
      const userId = Number(user.id);
      const send = (data: string, id: string) => void stream.writeSSE({ event: 'message', data, id });
      const open = streams.get(userId) ?? new Set();
      streams.set(userId, open.add(send));
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      open.delete(send);
    });
  });

  serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
    console.log('bare server ready'),
  );
}
