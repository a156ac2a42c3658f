import { and, type Db, eq, knowledgeTopics, type Tx } from '@marsa/db';
import { foldText, jaccard, wordsOf } from '../../search/lexicon.ts';
import { answersSameQuestion } from '../../search/same-question.ts';
import { searchShip } from '../../search/service.ts';
import type { TopicDraft } from './rows.ts';

/** An imported row that answers a question the knowledge base already answers, with other facts. */
export type Contradiction = { row: number; topicId: number; answer: string; was: string };

/** A topic must cover this much of the imported question before the questions are compared. */
const CANDIDATE_COVERAGE = 0.6;
const QUOTE = 160;

const numbersOf = (text: string) => new Set(text.match(/\d+(?:[.:,]\d+)*/g) ?? []);
const wordSet = (text: string) => new Set(wordsOf(foldText(text)).filter((word) => word.length > 2));

/**
 * Two answers to one question say different things: their numbers (times, prices, days, decks)
 * differ, or, without numbers, they share less than half their words.
 */
export function differentFacts(a: string, b: string): boolean {
  const [x, y] = [numbersOf(a), numbersOf(b)];
  if (x.size || y.size) return x.size !== y.size || [...x].some((number) => !y.has(number));
  return jaccard(wordSet(a), wordSet(b)) < 0.5;
}

/**
 * The rows of an import that change an existing answer (issue 9, point 9): a row with the topic
 * and question of an existing topic, or one asking the same question in other words (the ship's
 * search finds the topic, and the two answer the same question: answersSameQuestion), whose answer states other
 * facts. Run before the rows are written; both topics stay, and the newer answer is served.
 */
export async function findContradictions(
  db: Db | Tx,
  drafts: TopicDraft[],
  rows: number[],
): Promise<Contradiction[]> {
  const found: Contradiction[] = [];
  for (const [index, draft] of drafts.entries()) {
    const row = rows[index] ?? index + 2;
    const [same] = await db
      .select({ id: knowledgeTopics.id, answer: knowledgeTopics.answer })
      .from(knowledgeTopics)
      .where(and(eq(knowledgeTopics.topic, draft.topic), eq(knowledgeTopics.question, draft.question)));
    if (same) {
      if (differentFacts(draft.answer, same.answer))
        found.push({ row, topicId: same.id, answer: draft.answer, was: same.answer });
      continue;
    }
    const { hits } = await searchShip(db, draft.question, { kinds: ['knowledge'], limit: 3 });
    // The same relation the search serves the newest answer by (answersSameQuestion).
    const rival = hits.find(
      (hit) =>
        hit.coverage >= CANDIDATE_COVERAGE &&
        answersSameQuestion(draft, {
          question: hit.title,
          questionAr: hit.titleAr,
          answer: hit.body,
          answerAr: hit.bodyAr,
        }),
    );
    if (rival && differentFacts(draft.answer, rival.body))
      found.push({ row, topicId: rival.id, answer: draft.answer, was: rival.body });
  }
  return found;
}

const quote = (text: string) => (text.length > QUOTE ? `${text.slice(0, QUOTE - 1).trimEnd()}…` : text);

/** 'Row 4 changes the answer to "…" (was: "…")'. */
export const describeContradiction = (c: Contradiction) =>
  `Row ${c.row} changes the answer to "${quote(c.answer)}" (was: "${quote(c.was)}")`;
