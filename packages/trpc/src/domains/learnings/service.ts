import { aiLearnings, and, type Db, desc, eq, isNotNull, ne, sql, type Tx } from '@marsa/db';
import { notFound } from '../../errors.ts';
import { anyTermQuery, searchConfig, searchLanguageOf } from '../knowledge/service.ts';
import { normalizeQuestion } from './normalize.ts';
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
  if (!row) throw notFound('Message not found');
  return { messageId: input.messageId, wasHelpful: row.wasHelpful ?? input.helpful };
}

/** Share of search terms two questions must have in common (Jaccard) for a correction to apply. */
export const CORRECTION_SIMILARITY = 0.6;

/** The correction the concierge repeats: never the original guest's question. */
export type Correction = { learningId: number; topic: string; answer: string };

/**
 * The staff correction that answers this question, if any: a corrected learning whose question
 * normalises to the same text, or whose full-text terms overlap at least CORRECTION_SIMILARITY.
 * The most recently corrected one wins. Server-side only (the concierge, before generating).
 */
export async function findCorrection(db: Db | Tx, text: string): Promise<Correction | undefined> {
  const config = searchConfig(searchLanguageOf(text));
  const mine = sql`tsvector_to_array(to_tsvector(${config}, ${text}))`;
  const theirs = sql`tsvector_to_array(to_tsvector(${config}, ${aiLearnings.query}))`;
  const common = sql`(select count(*) from unnest(${theirs}) term where term = any(${mine}))`;
  const similarity = sql`(${common}::float / greatest(cardinality(${theirs}) + cardinality(${mine}) - ${common}, 1))`;
  const candidates = await db
    .select({
      learningId: aiLearnings.id,
      query: aiLearnings.query,
      topic: aiLearnings.topic,
      answer: aiLearnings.adminCorrection,
      similarity,
    })
    .from(aiLearnings)
    .where(
      and(
        isNotNull(aiLearnings.adminCorrection),
        ne(aiLearnings.adminCorrection, ''),
        sql`(lower(trim(${aiLearnings.query})) = lower(trim(${text})) or to_tsvector(${config}, ${aiLearnings.query}) @@ ${anyTermQuery(config, text)})`,
      ),
    )
    .orderBy(desc(similarity), desc(aiLearnings.updatedAt))
    .limit(20);
  const wanted = normalizeQuestion(text);
  const match =
    candidates.find((row) => normalizeQuestion(row.query) === wanted) ??
    candidates.find((row) => Number(row.similarity) >= CORRECTION_SIMILARITY);
  if (!match?.answer) return undefined;
  return { learningId: match.learningId, topic: match.topic, answer: match.answer };
}
