import { aiLearnings, and, type Db, desc, eq, isNotNull, ne, sql, type Tx } from '@marsa/db';
import { notFound } from '../../errors.ts';
import type { LearningFeedbackInput } from './schema.ts';

export type NewLearning = {
  userId: number;
  messageId: number;
  query: string;
  topic: string;
  response: string;
};

/** Server-side (the chat turn): stores one finished assistant answer as an AI learning. */
export async function recordLearning(db: Db | Tx, learning: NewLearning): Promise<void> {
  await db.insert(aiLearnings).values(learning);
}

/**
 * The guest's thumbs on one of their own assistant messages: sets wasHelpful on its learning.
 * A message that is not theirs, or has no learning, is 404.
 */
export async function setLearningFeedback(
  db: Db,
  userId: number,
  input: LearningFeedbackInput,
): Promise<{ messageId: number; wasHelpful: boolean }> {
  const [row] = await db
    .update(aiLearnings)
    .set({ wasHelpful: input.helpful })
    .where(and(eq(aiLearnings.messageId, input.messageId), eq(aiLearnings.userId, userId)))
    .returning({ messageId: aiLearnings.messageId, wasHelpful: aiLearnings.wasHelpful });
  if (!row) throw notFound('learning.message_not_found');
  return { messageId: input.messageId, wasHelpful: row.wasHelpful ?? input.helpful };
}

export { CORRECTION_SIMILARITY, type Correction, findCorrection, refersBack } from './corrections.ts';

type SQL = ReturnType<typeof sql>;

/**
 * Staff-corrected answers whose question and correction match a full-text search, best first (the
 * knowledge search, which decides the match and its coverage of the question's terms for the
 * searchable document this family builds); only the answer and its topic, never the question.
 */
export async function searchCorrections(
  db: Db | Tx,
  config: SQL,
  rank: (document: SQL) => { matches: SQL; coverage: SQL },
  limit: number,
): Promise<{ topic: string; answer: string | null; coverage: unknown }[]> {
  const document = sql`to_tsvector(${config}, ${aiLearnings.query} || ' ' || ${aiLearnings.adminCorrection})`;
  const { matches, coverage } = rank(document);
  return db
    .select({ topic: aiLearnings.topic, answer: aiLearnings.adminCorrection, coverage })
    .from(aiLearnings)
    .where(and(isNotNull(aiLearnings.adminCorrection), ne(aiLearnings.adminCorrection, ''), matches))
    .orderBy(desc(coverage), desc(aiLearnings.updatedAt))
    .limit(limit);
}

/**
 * The guest's thumbs on a message (true, false, or null without a learning or a vote), as a scalar
 * subquery another family embeds in its read of messages (the conversation). Fully qualified, so it
 * is safe in a one-table select; one lookup of the unique message index per message.
 */
export const wasHelpfulOf = (messageId: unknown, userId: unknown): SQL =>
  sql`${sql`(select ${aiLearnings.wasHelpful} from ${aiLearnings} where ${aiLearnings.messageId} = ${messageId} and ${aiLearnings.userId} = ${userId})`}`;

/**
 * The state of a guest's thumbs as one text: how many up, how many down, and the latest change (µs),
 * e.g. '2.1.1732430000000000'; part of the conversation's version (a subquery over ai_learnings_user_idx).
 */
export const thumbsVersionOf = (userId: unknown): SQL =>
  sql`(select count(*) filter (where l.was_helpful) || '.' || count(*) filter (where not l.was_helpful) || '.' || coalesce(floor(extract(epoch from max(l.updated_at)) * 1000000)::bigint, 0) from ai_learnings l where l.user_id = ${userId})`;
