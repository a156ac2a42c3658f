import { asc, type Db, type KnowledgeTopicRow, knowledgeTopics, sql } from '@marsa/db';
import { IMPORT_MAX_BYTES } from '@marsa/db/constants';
import { badRequest, type FieldIssue, payloadTooLarge, unsupportedMediaType } from '../../../errors.ts';
import { type Contradiction, describeContradiction, findContradictions } from './contradictions.ts';
import { detectSpreadsheet, type SpreadsheetKind, zipDeclaredSize } from './detect.ts';
import { DEFAULT_PARSE_LIMITS, type ParseLimits, parseSpreadsheet } from './parse.ts';
import { type RejectedRow, type TopicDraft, validateRows } from './rows.ts';
import type { KnowledgeImportInput } from './schema.ts';

export type KnowledgeImportResult = {
  topics: KnowledgeTopicRow[];
  rejected: RejectedRow[];
  /** Rows that change the answer of an existing question (imported all the same; the newer answer is served). */
  contradictions: Contradiction[];
  message: string;
};

/** An .xlsx may unpack to at most this much (10x the upload limit); more is refused unopened. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const INSERT_BATCH = 1000;
const REASONS_SHOWN = 100;

/** Admins: the knowledge base, by topic and question. */
export function listKnowledgeTopics(db: Db): Promise<KnowledgeTopicRow[]> {
  return db.select().from(knowledgeTopics).orderBy(asc(knowledgeTopics.topic), asc(knowledgeTopics.question));
}

/**
 * Admins: imports knowledge topics from an .xlsx, .xls or .csv file (recognised by content).
 * Over 10 MB is 413, anything else 415. Rows are checked one by one; if any is bad nothing is
 * imported (400 listing each row and reason) unless `importValidRows` is set. A row with the
 * topic and question of an existing one updates it (empty Arabic columns E–G keep its Arabic).
 * All rows are written in one transaction. A row that changes the answer of an existing question
 * (same topic and question, or the same question in other words) is reported by row, and imported.
 */
export async function importKnowledgeTopics(
  db: Db,
  { excel, importValidRows }: KnowledgeImportInput,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<KnowledgeImportResult> {
  if (excel.size > IMPORT_MAX_BYTES) throw payloadTooLarge('import.too_large');
  const bytes = new Uint8Array(await excel.arrayBuffer());
  const kind = acceptedKind(excel.name, bytes);
  if (kind === 'xlsx' && zipDeclaredSize(bytes) > MAX_UNPACKED_BYTES) {
    throw badRequest('import.too_complex', {}, { field: 'excel' });
  }
  const sheet = await parseSpreadsheet(kind, bytes, limits);
  if (sheet.truncated) {
    const max = limits.maxRows.toLocaleString('en-US');
    throw badRequest('import.too_many_rows', { max }, { field: 'excel' });
  }
  const { valid, rejected, validRows } = validateRows(sheet.rows, sheet.firstRow);
  if (valid.length === 0 && rejected.length === 0) {
    throw badRequest('import.no_rows', {}, { field: 'excel' });
  }
  if (rejected.length > 0 && (!importValidRows || valid.length === 0)) {
    const code = importValidRows
      ? 'import.none_valid'
      : rejected.length === 1
        ? 'import.one_row_rejected'
        : 'import.rows_rejected';
    // The rejected rows travel as data (`params.rejected`); the `excel` field error keeps the
    // 'Row N: reason' lines §7 clients read.
    const shown = rejected.slice(0, REASONS_SHOWN);
    throw badRequest(
      code,
      { count: rejected.length, rejected: shown },
      { fields: { excel: describe(rejected) } },
    );
  }
  const contradictions = await findContradictions(db, valid, validRows);
  const topics = await upsertTopics(db, valid);
  const skipped = rejected.length > 0 ? ` (${plural(rejected.length, 'row')} skipped)` : '';
  const changed = contradictions.length ? `. ${contradictions.map(describeContradiction).join('. ')}` : '';
  return {
    topics,
    rejected,
    contradictions,
    message: `Successfully imported ${topics.length} knowledge topics${skipped}${changed}`,
  };
}

/** The name must say .xlsx/.xls (an Excel workbook inside) or .csv (text inside). */
function acceptedKind(filename: string, bytes: Uint8Array): SpreadsheetKind {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const kind = detectSpreadsheet(bytes);
  const isWorkbook = kind === 'xlsx' || kind === 'xls';
  const matches =
    extension === 'csv' ? kind === 'csv' : (extension === 'xlsx' || extension === 'xls') && isWorkbook;
  if (!kind || !matches) throw unsupportedMediaType('import.invalid_spreadsheet');
  return kind;
}

async function upsertTopics(db: Db, drafts: TopicDraft[]): Promise<KnowledgeTopicRow[]> {
  return db.transaction(async (tx) => {
    const saved: KnowledgeTopicRow[] = [];
    for (let start = 0; start < drafts.length; start += INSERT_BATCH) {
      const rows = await tx
        .insert(knowledgeTopics)
        .values(drafts.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [knowledgeTopics.topic, knowledgeTopics.question],
          set: {
            answer: sql`excluded.answer`,
            category: sql`excluded.category`,
            lang: sql`excluded.lang`,
            // A file without the Arabic columns keeps the Arabic a topic already has.
            topicAr: sql`coalesce(excluded.topic_ar, ${knowledgeTopics.topicAr})`,
            questionAr: sql`coalesce(excluded.question_ar, ${knowledgeTopics.questionAr})`,
            answerAr: sql`coalesce(excluded.answer_ar, ${knowledgeTopics.answerAr})`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      saved.push(...rows);
      // Embedded PGlite runs on this thread: turning the event loop between batches keeps the
      // server reading other requests (they queue for the database instead of timing out).
      await new Promise((resolve) => setImmediate(resolve));
    }
    return saved;
  });
}

/** The `excel` field error: 'Row N: reason' for the first rows (and how many more there are). */
function describe(rejected: RejectedRow[]): FieldIssue[] {
  const lines: FieldIssue[] = rejected
    .slice(0, REASONS_SHOWN)
    .map(({ row, reason }) => ({ code: 'import.row_problem', params: { row, reason } }));
  if (rejected.length > REASONS_SHOWN) {
    lines.push({ code: 'import.more_rows', params: { count: rejected.length - REASONS_SHOWN } });
  }
  return lines;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
