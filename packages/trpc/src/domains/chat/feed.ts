import { and, asc, type Db, eq, gt, messages, preparedQuery, sql } from '@marsa/db';
import { thumbsVersionOf, wasHelpfulOf } from '../learnings/service.ts';
import type { ChatMessage } from './schema.ts';
import { CONVERSATION_LIMIT } from './service.ts';
import { withSourceTitles } from './source-titles.ts';

/**
 * The guest's messages newer than `afterId`, oldest first, shaped as listMessages returns them
 * (what a resumed stream replays and what a notification is turned into).
 */
export async function listMessagesAfter(db: Db, userId: number, afterId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      type: messages.type,
      content: messages.content,
      createdAt: messages.createdAt,
      wasHelpful: sql<boolean | null>`${wasHelpfulOf(messages.id, userId)}`,
      sources: messages.sources,
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(CONVERSATION_LIMIT);
  return withSourceTitles(db, userId, rows);
}

// Plain SQL with aliases: drizzle leaves columns unqualified in a one-table select. One row, whoever asks.
const versionQuery = (db: Db, name: string) =>
  db
    .select({
      lastId: sql<number>`(select coalesce(max(m.id), 0) from messages m where m.user_id = ${sql.placeholder('userId')})`,
      thumbs: sql<string>`${thumbsVersionOf(sql.placeholder('userId'))}`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);

/**
 * A validator for the guest's conversation as listMessages shows it: the newest message id and
 * the state of their thumbs (how many up, how many down, the latest change). Any new message
 * (the guest's, the concierge's, a staff reply) or thumbs change gives a new value. One query
 * over two indexes (messages_user_idx, ai_learnings_user_idx).
 */
export async function conversationVersion(db: Db, userId: number): Promise<string> {
  const [row] = await preparedQuery(db, 'conversation_version', versionQuery).execute({ userId });
  return `${userId}.${row?.lastId ?? 0}.${row?.thumbs ?? ''}`;
}
