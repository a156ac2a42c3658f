import { type DbHandle, knowledgeTopics } from '@marsa/db';
import { IMPORT_MAX_BYTES } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DEFAULT_PARSE_LIMITS } from './parse.ts';
import { importKnowledgeTopics, listKnowledgeTopics } from './service.ts';
import { knowledgeTemplate } from './template.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const csv = (text: string, name = 'faq.csv') => new File([text], name, { type: 'text/csv' });
const xlsx = (rows: string[][], name = 'faq.xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'FAQ');
  return new File([XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })], name);
};
const header = ['Topic', 'Question', 'Answer', 'Category'];

describe('importKnowledgeTopics', () => {
  it('imports CSV with quoted commas and Arabic, and updates a row with the same topic and question', async () => {
    const text =
      'Topic,Question,Answer,Category\r\nDining,"Brunch, when?","Fridays, 10:00",Restaurants\r\nالطعام,متى الفطور؟,"من السابعة، كل يوم",\r\n';
    const result = await importKnowledgeTopics(handle.db, {
      excel: csv(`\ufeff${text}`),
      importValidRows: false,
    });
    expect(result.message).toBe('Successfully imported 2 knowledge topics');
    expect(result.rejected).toEqual([]);
    expect(result.topics.map((t) => [t.topic, t.question, t.answer, t.category, t.lang])).toEqual([
      ['Dining', 'Brunch, when?', 'Fridays, 10:00', 'Restaurants', 'en'],
      ['الطعام', 'متى الفطور؟', 'من السابعة، كل يوم', null, 'ar'],
    ]);

    const again = await importKnowledgeTopics(handle.db, {
      excel: xlsx([header, ['Dining', 'Brunch, when?', 'Saturdays too', 'Dining']]),
      importValidRows: false,
    });
    expect(again.topics[0]).toMatchObject({
      id: result.topics[0]?.id,
      answer: 'Saturdays too',
      category: 'Dining',
    });
    expect(await listKnowledgeTopics(handle.db)).toHaveLength(2);
  });

  it('imports nothing when a row is bad, unless asked to import the valid rows', async () => {
    const rows = [
      header,
      ['Pool', 'Is it heated?', 'Yes, 28°C'],
      ['Pool', '', 'No question'],
      ['Gym', 'Hours?', '06:00-22:00'],
    ];
    const attempt = importKnowledgeTopics(handle.db, { excel: xlsx(rows), importValidRows: false });
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        '1 row could not be imported, so nothing was imported. Fix it, or choose to import only the valid rows',
      fieldErrors: { excel: ['Row 3: Question is required'] },
      errorCode: 'import.one_row_rejected',
      params: {
        count: 1,
        rejected: [{ row: 3, column: 'question', code: 'import.question_required', params: {} }],
      },
    });
    expect(await listKnowledgeTopics(handle.db)).toHaveLength(2);

    const partial = await importKnowledgeTopics(handle.db, { excel: xlsx(rows), importValidRows: true });
    expect(partial.topics.map((t) => t.topic)).toEqual(['Pool', 'Gym']);
    expect(partial.rejected.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Question is required' },
    ]);
    expect(partial.rejected[0]).toMatchObject({ column: 'question', code: 'import.question_required' });
    expect(partial.message).toBe('Successfully imported 2 knowledge topics (1 row skipped)');
  });

  it('refuses files by size and by content, not by name', async () => {
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41)], 'big.csv');
    await expect(
      importKnowledgeTopics(handle.db, { excel: big, importValidRows: false }),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size must be less than 10MB',
    });
    const refused = {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please select a valid Excel file (.xlsx or .xls)',
    };
    const binary = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0])], 'evil.xlsx');
    await expect(
      importKnowledgeTopics(handle.db, { excel: binary, importValidRows: false }),
    ).rejects.toMatchObject(refused);
    await expect(
      importKnowledgeTopics(handle.db, {
        excel: csv('Topic,Question,Answer\nA,B,C', 'faq.txt'),
        importValidRows: false,
      }),
    ).rejects.toMatchObject(refused);
    await expect(
      importKnowledgeTopics(handle.db, {
        excel: csv('Topic,Question,Answer\nA,B,C', 'faq.xlsx'),
        importValidRows: false,
      }),
    ).rejects.toMatchObject(refused);
  });

  it('refuses an empty sheet and an unclosed quote with clear messages', async () => {
    await expect(
      importKnowledgeTopics(handle.db, { excel: csv('Topic,Question,Answer\n'), importValidRows: false }),
    ).rejects.toMatchObject({ message: 'The file has no rows to import' });
    await expect(
      importKnowledgeTopics(handle.db, {
        excel: csv('Topic,Question,Answer\nA,"B,C\n'),
        importValidRows: false,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'A quoted value is never closed (row 2)' });
  });

  it('stops a parse that takes too long, one that needs too much memory, and one with too many rows', async () => {
    const rows = [header, ...Array.from({ length: 3000 }, (_, i) => [`T${i}`, `Q${i}`, 'A'.repeat(200), ''])];
    const excel = xlsx(rows);
    await expect(
      importKnowledgeTopics(
        handle.db,
        { excel, importValidRows: false },
        { ...DEFAULT_PARSE_LIMITS, timeoutMs: 1 },
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The file took too long to read' });
    await expect(
      importKnowledgeTopics(
        handle.db,
        { excel, importValidRows: false },
        { ...DEFAULT_PARSE_LIMITS, memoryMb: 8 },
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The file is too large or complex to read' });
    await expect(
      importKnowledgeTopics(
        handle.db,
        { excel, importValidRows: false },
        { ...DEFAULT_PARSE_LIMITS, maxRows: 100 },
      ),
    ).rejects.toMatchObject({
      message: 'The file has more than 100 rows. Please split it into smaller files',
    });
    expect(await handle.db.select().from(knowledgeTopics)).toHaveLength(4);
  });

  it('reads __proto__ cells as plain text and pollutes nothing', async () => {
    const result = await importKnowledgeTopics(handle.db, {
      excel: xlsx([
        ['Topic', 'Question', 'Answer', '__proto__'],
        ['__proto__', 'polluted', 'yes', '__proto__'],
      ]),
      importValidRows: false,
    });
    expect(result.topics[0]).toMatchObject({
      topic: '__proto__',
      question: 'polluted',
      category: '__proto__',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('knowledgeTemplate', () => {
  it('gives a UTF-8 CSV with the four headers and the three Arabic ones (E–G)', async () => {
    const file = await knowledgeTemplate('csv');
    expect(file).toMatchObject({
      filename: 'knowledge-topics-template.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const text = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffTopic,Question,Answer,Category,Topic (Arabic),Question (Arabic),Answer (Arabic)',
    );
    expect(text).toContain('الطعام');
  });

  it('gives an .xlsx that imports as it is', async () => {
    const file = await knowledgeTemplate('xlsx');
    const excel = new File([Buffer.from(file.base64, 'base64')], file.filename);
    const result = await importKnowledgeTopics(handle.db, { excel, importValidRows: false });
    expect(result.topics).toHaveLength(4);
  });
});
