import { and, asc, type Db, desc, eq, gt, messages, preparedQuery, sql, type Tx } from '@marsa/db';
import type { Language, MessageSource, MessageType } from '@marsa/db/constants';
import type { PublicUser } from '../../auth/public-user.ts';
import type { HistoryMessage } from '../../concierge/index.ts';
import { tooManyRequests } from '../../errors.ts';
import { wasHelpfulOf } from '../learnings/service.ts';
import { messageText, parseMessageContent, type WelcomeContent } from './content.ts';
import { CHAT_RATE_LIMIT_PER_MINUTE, type ChatMessage } from './schema.ts';
import { withSourceTitles } from './source-titles.ts';
import { welcomeContent } from './welcome.ts';

/** The most messages a conversation returns (the newest ones, oldest first). */
export const CONVERSATION_LIMIT = 500;
/** Earlier messages the concierge sees as context. */
const HISTORY_LIMIT = 8;

const columns = {
  id: messages.id,
  type: messages.type,
  content: messages.content,
  createdAt: messages.createdAt,
  sources: messages.sources,
};

/** The signed-in guest's own conversation, oldest first (only ever theirs), with their thumbs. */
export async function listMessages(db: Db, userId: number): Promise<ChatMessage[]> {
  const rows = await preparedQuery(db, 'conversation', conversationQuery).execute({ userId });
  return withSourceTitles(db, userId, rows.reverse());
}

const conversationQuery = (db: Db, name: string) =>
  db
    .select({
      ...columns,
      wasHelpful: sql<boolean | null>`${wasHelpfulOf(messages.id, sql.placeholder('userId'))}`,
    })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .orderBy(desc(messages.id))
    .limit(CONVERSATION_LIMIT)
    .prepare(name);

/** Stores one message of the guest's conversation (an assistant answer with the records it was built from). */
export async function saveMessage(
  db: Db | Tx,
  userId: number,
  type: MessageType,
  content: string,
  sources: MessageSource[] = [],
): Promise<ChatMessage> {
  const [row] = await db.insert(messages).values({ userId, type, content, sources }).returning(columns);
  if (!row) throw new Error('message insert returned no row');
  const [shown] = await withSourceTitles(db, userId, [{ ...row, wasHelpful: null }]);
  return shown ?? { ...row, wasHelpful: null, sources: [] };
}

/** The messages before `beforeId`, oldest first, as readable text for the model (a proposal also as its tool call). */
export async function historyBefore(db: Db, userId: number, beforeId: number): Promise<HistoryMessage[]> {
  const rows = await db
    .select({ type: messages.type, content: messages.content })
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`${messages.id} < ${beforeId}`))
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((row): HistoryMessage => {
    if (row.type === 'user') return { role: 'user', content: messageText(row.content) };
    const parsed = parseMessageContent(row.content);
    if (parsed.kind === 'structured' && parsed.content.type === 'action_proposal') {
      const { message, status, action, input, summary } = parsed.content;
      return { role: 'assistant', content: message, proposal: { status, action, input, summary } };
    }
    return { role: 'assistant', content: messageText(row.content) };
  });
}

/** The guest's latest `limit` messages, oldest first, as readable text (for a hand-off's excerpt). */
export async function recentConversation(
  db: Db | Tx,
  userId: number,
  limit: number,
): Promise<{ type: MessageType; text: string }[]> {
  const rows = await db
    .select({ type: messages.type, content: messages.content })
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ type: row.type, text: messageText(row.content) }));
}

/** Serialises one guest's sends, so the rate check and the insert are one step (pg_advisory_xact_lock(int, int)). */
const SEND_LOCK = 4_203;

/**
 * Stores the guest's message unless they have sent CHAT_RATE_LIMIT_PER_MINUTE in the last minute
 * (429). The count and the insert run under a per-guest transaction lock, so parallel sends cannot
 * all pass the check; counted in the database, so the limit holds across API processes.
 */
export async function saveGuestMessage(
  db: Db,
  userId: number,
  text: string,
  now: Date = new Date(),
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK}, ${userId})`);
    const since = new Date(now.getTime() - 60_000);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.type, 'user'), gt(messages.createdAt, since)));
    if (Number(row?.count ?? 0) >= CHAT_RATE_LIMIT_PER_MINUTE) {
      throw tooManyRequests('chat.too_fast', {}, 60);
    }
    return saveMessage(tx, userId, 'user', text);
  });
}

/** Serialises welcomes per guest (the namespace of pg_advisory_xact_lock(int, int)). */
const WELCOME_LOCK = 4_201;

/**
 * The automatic welcome (§4): when the guest has no messages yet, stores a structured 'welcome'
 * assistant message and returns it; otherwise does nothing and returns null. Safe under double
 * calls: a per-guest transaction lock makes the check and the insert one step.
 */
export async function postWelcome(
  db: Db,
  user: PublicUser,
  lang: Language,
  brand: string,
): Promise<ChatMessage | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WELCOME_LOCK}, ${user.id})`);
    const [existing] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, user.id))
      .limit(1);
    if (existing) return null;
    const content: WelcomeContent = welcomeContent(user, lang, brand);
    return saveMessage(tx, user.id, 'assistant', JSON.stringify(content));
  });
}

/** The message just before a message in the same guest's conversation (its type or content). */
const previous = (column: 'type' | 'content') =>
  sql<string | null>`${sql`(select p.${sql.raw(column)} from ${messages} p
    where p.user_id = ${messages.userId} and p.id < ${messages.id} order by p.id desc limit 1)`}`;

/**
 * Up to `limit` assistant messages after `afterId`, in id order, each with the message right before
 * it (what the learnings family pairs into query → response when it imports conversations).
 */
export function assistantRepliesAfter(db: Db | Tx, afterId: number, limit: number) {
  return db
    .select({
      id: messages.id,
      userId: messages.userId,
      content: messages.content,
      createdAt: messages.createdAt,
      previousType: previous('type'),
      previousContent: previous('content'),
    })
    .from(messages)
    .where(and(eq(messages.type, 'assistant'), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(limit);
}
