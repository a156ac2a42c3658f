import { type AiLearningRow, aiLearnings, type Db, desc, eq } from '@marsa/db';
import { notFound } from '../../errors.ts';
import { countRows } from '../../shared/count.ts';

/** Admins: every learning, newest first (the §2 list filters and searches them in the browser). */
export function listAiLearnings(db: Db): Promise<AiLearningRow[]> {
  return db.select().from(aiLearnings).orderBy(desc(aiLearnings.createdAt), desc(aiLearnings.id));
}

/** Admins: stores the corrected answer, which then takes precedence in the concierge; unknown id 404. */
export async function correctAiLearning(
  db: Db,
  { id, adminCorrection }: { id: number; adminCorrection: string },
): Promise<AiLearningRow> {
  const [row] = await db
    .update(aiLearnings)
    .set({ adminCorrection })
    .where(eq(aiLearnings.id, id))
    .returning();
  if (!row) throw notFound('learning.not_found');
  return row;
}

/** The dashboard's count. */
export const countAiLearnings = (db: Db): Promise<number> => countRows(db, aiLearnings);
