import { type Db, desc, type KnowledgeTopicRow, knowledgeTopics, sql, type Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { anyTermQuery, coverage, searchConfig, searchLanguageOf } from '../../shared/full-text.ts';
import { findCorrection } from '../learnings/corrections.ts';

type SQL = ReturnType<typeof sql>;

export type KnowledgeHit = Pick<
  KnowledgeTopicRow,
  'topic' | 'question' | 'answer' | 'topicAr' | 'questionAr' | 'answerAr' | 'category'
>;
/** A staff-corrected answer as tools see it: the answer and its topic, never the guest's question. */
export type CorrectedAnswer = { topic: string; answer: string };
export type KnowledgeSearchResult = { topics: KnowledgeHit[]; corrections: CorrectedAnswer[] };

/** Share of the question's search terms a hit must contain to count as an answer. */
const MIN_COVERAGE = 0.5;
const LIMIT = 3;

const { topic, question, answer, topicAr, questionAr, answerAr } = knowledgeTopics;

/** A topic's searchable text, written exactly as the GIN expression indexes of the migrations. */
const topicDocumentOf = (lang: Language): SQL =>
  lang === 'ar'
    ? sql`to_tsvector('arabic', ${topic} || ' ' || ${question} || ' ' || ${answer} || ' ' || coalesce(${topicAr}, '') || ' ' || coalesce(${questionAr}, '') || ' ' || coalesce(${answerAr}, ''))`
    : sql`to_tsvector('english', ${topic} || ' ' || ${question} || ' ' || ${answer})`;

/**
 * Full-text search of the ship's FAQ (knowledge topics, through the GIN expression indexes) and
 * of answers staff have corrected in AI learnings, in English or Arabic by the question's script.
 * Server-side only (the concierge's searchKnowledge tool); no guest data is read.
 */
export async function searchKnowledge(db: Db | Tx, text: string): Promise<KnowledgeSearchResult> {
  const config = searchConfig(searchLanguageOf(text));
  const query = anyTermQuery(config, text);
  const topicDocument = topicDocumentOf(searchLanguageOf(text));
  const topicCoverage = coverage(config, topicDocument, text);
  const topics = await db
    .select({
      topic: knowledgeTopics.topic,
      question: knowledgeTopics.question,
      answer: knowledgeTopics.answer,
      topicAr: knowledgeTopics.topicAr,
      questionAr: knowledgeTopics.questionAr,
      answerAr: knowledgeTopics.answerAr,
      category: knowledgeTopics.category,
      coverage: topicCoverage,
    })
    .from(knowledgeTopics)
    .where(sql`${topicDocument} @@ ${query}`)
    .orderBy(desc(topicCoverage), desc(sql`ts_rank(${topicDocument}, ${query})`))
    .limit(LIMIT);

  // A staff correction only for its own question (issue 9, point 4): the one findCorrection serves.
  const correction = await findCorrection(db, text);
  const corrections = correction ? [{ topic: correction.topic, answer: correction.answer }] : [];

  return {
    topics: topics
      .filter((hit) => Number(hit.coverage) >= MIN_COVERAGE)
      .map(({ coverage: _, ...hit }) => hit),
    corrections,
  };
}
