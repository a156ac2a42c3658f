import { type Db, desc, knowledgeTopics, sql, type Tx } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { findCorrection } from '../learnings/corrections.ts';

type SQL = ReturnType<typeof sql>;

export type KnowledgeHit = {
  topic: string;
  question: string;
  answer: string;
  topicAr: string | null;
  questionAr: string | null;
  answerAr: string | null;
  category: string | null;
};
/** A staff-corrected answer as tools see it: the answer and its topic, never the guest's question. */
export type CorrectedAnswer = { topic: string; answer: string };
export type KnowledgeSearchResult = { topics: KnowledgeHit[]; corrections: CorrectedAnswer[] };

/** Share of the question's search terms a hit must contain to count as an answer. */
const MIN_COVERAGE = 0.5;
const LIMIT = 3;

/** Arabic script anywhere in the text selects the 'arabic' text-search configuration. */
export const searchLanguageOf = (text: string): Language => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');

/** The configuration as a literal, so the expression matches the GIN indexes of the migration. */
export const searchConfig = (lang: Language): SQL => sql.raw(lang === 'ar' ? `'arabic'` : `'english'`);

/**
 * Lexemes of words every question about the ship shares ('on board', 'the ship', 'cruise'): they
 * say nothing about the topic, so they neither find answers nor count towards coverage.
 */
const COMMON_TERMS = sql.raw(
  ['board', 'onboard', 'ship', 'cruis', 'vessel', 'marsa', 'pleas', 'tell', 'know', 'want', 'like']
    .map((term) => `'${term}'`)
    .join(', '),
);

/** The text's search terms: its lexemes without COMMON_TERMS (or all of them, if nothing else is left). */
const searchTerms = (config: SQL, text: string): SQL => {
  const all = sql`tsvector_to_array(to_tsvector(${config}, ${text}))`;
  const specific = sql`array(select term from unnest(${all}) term where term not in (${COMMON_TERMS}))`;
  return sql`(case when cardinality(${specific}) > 0 then ${specific} else ${all} end)`;
};

/** The text's search terms OR-ed into one tsquery (null when the text has only stop words). */
export const anyTermQuery = (config: SQL, text: string): SQL =>
  sql`(select string_agg(quote_literal(term), ' | ')::tsquery from unnest(${searchTerms(config, text)}) term)`;

/** How many of the text's search terms `document` contains, divided by how many it has. */
const coverage = (config: SQL, document: SQL, text: string): SQL =>
  sql`(select count(*) filter (where ${document} @@ quote_literal(term)::tsquery)::float / greatest(count(*), 1) from unnest(${searchTerms(config, text)}) term)`;

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
