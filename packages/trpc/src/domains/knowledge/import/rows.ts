import { isArabic } from '@marsa/i18n';
import { type KnowledgeTopicRow, knowledgeTopicRowSchema } from './schema.ts';

export type TopicDraft = KnowledgeTopicRow & { lang: 'en' | 'ar' };
export type RejectedRow = { row: number; reason: string };

/**
 * Checks each data row of a sheet (the first row holds the headers) and gives every bad row its
 * spreadsheet row number and reason. Blank rows are skipped; a repeated topic + question is
 * rejected, since one import cannot sensibly set the same topic twice.
 */
export function validateRows(
  rows: string[][],
  firstRow: number,
): { valid: TopicDraft[]; rejected: RejectedRow[] } {
  const valid: TopicDraft[] = [];
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
      rejected.push({ row, reason: parsed.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    const key = `${parsed.data.topic}\u0000${parsed.data.question}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      rejected.push({ row, reason: `Same topic and question as row ${earlier}` });
      return;
    }
    seen.set(key, row);
    const text = `${parsed.data.topic} ${parsed.data.question} ${parsed.data.answer}`;
    valid.push({ ...parsed.data, lang: isArabic(text) ? 'ar' : 'en' });
  });
  return { valid, rejected };
}
