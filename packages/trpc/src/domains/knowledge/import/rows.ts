import { isArabic } from '@marsa/i18n';
import { type ErrorCode, type ErrorParams, englishError } from '../../../errors.ts';
import { type KnowledgeTopicRow, knowledgeTopicRowSchema } from './schema.ts';

export type TopicDraft = KnowledgeTopicRow & { lang: 'en' | 'ar' };
/**
 * A row the import refused: its spreadsheet row number, the column and code of its first problem
 * with the params to word it in any language, all its problems (`problems`), and them in English (`reason`).
 */
export type RowProblem = { column: string | null; code: ErrorCode; params: ErrorParams };
export type RejectedRow = RowProblem & { row: number; problems: RowProblem[]; reason: string };

const REQUIRED: Partial<Record<string, ErrorCode>> = {
  topic: 'import.topic_required',
  question: 'import.question_required',
  answer: 'import.answer_required',
};

type Issue = { code: string; path: PropertyKey[]; message: string; maximum?: unknown };

/** A cell's problem as a code of the `errors` catalogs. */
function problemOf(issue: Issue): RowProblem {
  const column = issue.path[0] === undefined ? null : String(issue.path[0]);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { column, code: 'import.cell_too_long', params: { column: column ?? '', max: issue.maximum } };
  }
  const required = column ? REQUIRED[column] : undefined;
  if (required) return { column, code: required, params: {} };
  return { column, code: 'validation.invalid', params: { reason: issue.message } };
}

/**
 * Checks each data row of a sheet (the first row holds the headers) and gives every bad row its
 * spreadsheet row number and reason. Blank rows are skipped; a repeated topic + question is
 * rejected, since one import cannot sensibly set the same topic twice.
 */
export function validateRows(
  rows: string[][],
  firstRow: number,
): { valid: TopicDraft[]; rejected: RejectedRow[]; validRows: number[] } {
  const valid: TopicDraft[] = [];
  /** The spreadsheet row number of each valid draft, in the same order. */
  const validRows: number[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    if (index === 0) return;
    const row = firstRow + index;
    if (cells.every((cell) => cell.trim() === '')) return;
    const [topic = '', question = '', answer = '', category = '', topicAr, questionAr, answerAr] = cells;
    const parsed = knowledgeTopicRowSchema.safeParse({
      topic,
      question,
      answer,
      category,
      topicAr,
      questionAr,
      answerAr,
    });
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => problemOf(issue as Issue));
      const [first] = problems;
      rejected.push({
        row,
        column: first?.column ?? null,
        code: first?.code ?? 'validation.invalid',
        params: first?.params ?? {},
        problems,
        reason: problems.map((problem) => englishError(problem.code, problem.params)).join('; '),
      });
      return;
    }
    const key = `${parsed.data.topic}\u0000${parsed.data.question}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const params = { earlier };
      rejected.push({
        row,
        column: 'question',
        code: 'import.row_duplicate',
        params,
        problems: [{ column: 'question', code: 'import.row_duplicate', params }],
        reason: englishError('import.row_duplicate', params),
      });
      return;
    }
    seen.set(key, row);
    const text = `${parsed.data.topic} ${parsed.data.question} ${parsed.data.answer}`;
    valid.push({ ...parsed.data, lang: isArabic(text) ? 'ar' : 'en' });
    validRows.push(row);
  });
  return { valid, rejected, validRows };
}
