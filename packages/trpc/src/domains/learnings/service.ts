import { aiLearnings, and, type Db, desc, eq, isNotNull, ne, rowsOf, sql, type Tx } from '@marsa/db';
import { notFound } from '../../errors.ts';
import { anyTermQuery, searchConfig, searchLanguageOf } from '../knowledge/service.ts';
import { namedEntities } from '../search/service.ts';
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

/** Share of search terms two questions must have in common (Jaccard), besides the names they share, for a correction to apply. */
export const CORRECTION_SIMILARITY = 0.6;

/** The correction the concierge repeats: never the original guest's question. */
export type Correction = { learningId: number; topic: string; answer: string };

/**
 * A question that leans on an earlier message ('and what time does it close?', 'how much is that
 * one?', 'وماذا عن…'): without the conversation nobody can tell what it is about.
 */
export const refersBack = (question: string): boolean => {
  const text = normalizeQuestion(question).replace(/\b(is|are) there\b/g, '');
  return (
    /\b(it|its|they|them|their|that one|this one|the same|that place|there)\b/.test(text) ||
    /^(and|what about|how about|also)\b/.test(text) ||
    /^(و|وماذا|وكم|ومتي|واين|وهل)/.test(text) ||
    /(^| )(هو|هي|ذلك|تلك|هناك)( |$)/.test(text)
  );
};

/** 'what time' and 'when' ask the same; so do 'متى' and 'في أي وقت'. */
const sameAsking = (question: string) =>
  question.replace(/\b(at )?what time\b/gi, 'when').replace(/في (أي|اي) (وقت|ساعة|ساعه)/g, 'متى');

/** The question's search terms, without the words of the names it uses. */
async function topicTerms(db: Db | Tx, text: string, names: Iterable<string>): Promise<Set<string>> {
  const config = searchConfig(searchLanguageOf(text));
  const [row] = rowsOf<{ terms: string[] }>(
    await db.execute(
      sql`select array(select unnest(tsvector_to_array(to_tsvector(${config}, ${sameAsking(text)}))) except select unnest(tsvector_to_array(to_tsvector(${config}, ${[...names].join(' ')})))) as terms`,
    ),
  );
  const terms = row?.terms ?? [];
  return new Set(
    Array.isArray(terms) ? terms : String(terms).replace(/[{}]/g, '').split(',').filter(Boolean),
  );
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  const common = [...a].filter((term) => b.has(term)).length;
  return common / Math.max(1, a.size + b.size - common);
};
const sameKeys = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

/**
 * The staff correction that answers this question, if any (issue 9): a corrected learning whose
 * question means the same, i.e. names exactly the same places, services, ports, excursions and
 * offers, and either normalises to the same text or shares at least CORRECTION_SIMILARITY of its
 * other search terms ('what time' counting as 'when'). A question that leans on an earlier
 * message, on either side, never matches: what it is about is unknown. The most recently
 * corrected one wins. Server-side only (the concierge, before generating).
 */
export async function findCorrection(db: Db | Tx, text: string): Promise<Correction | undefined> {
  if (refersBack(text)) return undefined;
  const config = searchConfig(searchLanguageOf(text));
  const candidates = await db
    .select({
      learningId: aiLearnings.id,
      query: aiLearnings.query,
      topic: aiLearnings.topic,
      answer: aiLearnings.adminCorrection,
    })
    .from(aiLearnings)
    .where(
      and(
        isNotNull(aiLearnings.adminCorrection),
        ne(aiLearnings.adminCorrection, ''),
        sql`(lower(trim(${aiLearnings.query})) = lower(trim(${text})) or to_tsvector(${config}, ${aiLearnings.query}) @@ ${anyTermQuery(config, text)})`,
      ),
    )
    .orderBy(desc(aiLearnings.updatedAt))
    .limit(20);
  const usable = candidates.filter((row) => row.answer && !refersBack(row.query));
  if (!usable.length) return undefined;
  const wanted = normalizeQuestion(text);
  const names = await namedEntities(db, text);
  const terms = await topicTerms(db, text, names.values());
  let best: { row: (typeof usable)[number]; similarity: number } | undefined;
  for (const row of usable) {
    const theirNames = await namedEntities(db, row.query);
    if (!sameKeys(names, theirNames)) continue;
    const similarity =
      normalizeQuestion(row.query) === wanted
        ? 1
        : jaccard(terms, await topicTerms(db, row.query, theirNames.values()));
    if (similarity >= CORRECTION_SIMILARITY && similarity > (best?.similarity ?? 0))
      best = { row, similarity };
  }
  if (!best?.row.answer) return undefined;
  return { learningId: best.row.learningId, topic: best.row.topic, answer: best.row.answer };
}
