import { aiLearnings, and, type Db, eq, type Tx } from '@marsa/db';
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
  if (!row) throw notFound('Message not found');
  return { messageId: input.messageId, wasHelpful: row.wasHelpful ?? input.helpful };
}

export { CORRECTION_SIMILARITY, type Correction, findCorrection, refersBack } from './corrections.ts';
