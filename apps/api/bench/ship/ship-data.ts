import { createHash, randomBytes } from 'node:crypto';
import { createDb } from '@marsa/db';
import postgres from 'postgres';

/** §9: a full ship. */
export const GUESTS = 3362;
const MESSAGES_PER_GUEST = 20;

export type ShipDatabase = {
  url: string;
  sql: postgres.Sql;
  /** Session cookies (`marsa_session=…`), one per guest, and the guests' ids in the same order. */
  cookies: string[];
  userIds: number[];
  drop: () => Promise<void>;
};

/** An assistant reply with structured cards, about the size the concierge stores. */
const cardReply = (index: number) =>
  JSON.stringify({
    type: 'restaurants',
    text: `Here are tonight's options, guest ${index}.`,
    restaurants: Array.from({ length: 4 }, (_, card) => ({
      id: card + 1,
      name: `Restaurant ${card + 1}`,
      nameAr: `مطعم ${card + 1}`,
      cuisine: 'Mediterranean',
      deck: 7,
      hours: '18:00–22:30',
      description: 'Fresh Red Sea catch, grilled over charcoal, with mezze and a view of the wake.',
      image: `/uploads/restaurant-${card + 1}.webp`,
      freeTimes: ['18:30', '19:00', '20:15', '21:00'],
    })),
    sources: [{ kind: 'restaurant', id: 1 }],
  });

/** A fresh, migrated database holding a full ship: every guest signed in with 20 messages. */
export async function createShipDatabase(serverUrl: string): Promise<ShipDatabase> {
  const name = `marsa_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 2 });
  await handle.migrate();
  await handle.close();

  const sql = postgres(url.toString(), { max: 20, onnotice: () => {} });
  const users = Array.from({ length: GUESTS }, (_, index) => ({
    username: `guest${index}`,
    username_key: `guest${index}`,
    password_hash: 'not-a-login',
    full_name: `Guest ${index}`,
    room_number: String(1000 + index),
    deck: String(2 + (index % 10)),
  }));
  const userIds: number[] = [];
  for (let at = 0; at < users.length; at += 1000) {
    const rows = await sql`insert into users ${sql(users.slice(at, at + 1000))} returning id`;
    userIds.push(...rows.map((row) => Number(row.id)));
  }
  const tokens = userIds.map(() =>
    randomBytes(20)
      .toString('hex')
      .replace(/[^a-z2-7]/g, 'a')
      .slice(0, 32),
  );
  const expires = new Date(Date.now() + 29 * 24 * 3600_000);
  const sessions = userIds.map((userId, index) => ({
    id: createHash('sha256')
      .update(tokens[index] ?? '')
      .digest('hex'),
    user_id: userId,
    expires_at: expires,
    absolute_expires_at: expires,
  }));
  for (let at = 0; at < sessions.length; at += 1000) {
    await sql`insert into sessions ${sql(sessions.slice(at, at + 1000))}`;
  }
  const messages = userIds.flatMap((userId, index) =>
    Array.from({ length: MESSAGES_PER_GUEST }, (_, turn) => ({
      user_id: userId,
      type: turn % 2 ? 'assistant' : 'user',
      content: turn % 2 ? cardReply(index) : 'Which restaurants are open tonight?',
    })),
  );
  for (let at = 0; at < messages.length; at += 2000) {
    await sql`insert into messages ${sql(messages.slice(at, at + 2000))}`;
  }
  await sql`analyze`;
  return {
    url: url.toString(),
    sql,
    cookies: tokens.map((token) => `marsa_session=${token}`),
    userIds,
    drop: async () => {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
