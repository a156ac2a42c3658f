import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import * as XLSX from 'xlsx';
import { serverTest } from '../testing/server-test.ts';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/import/${name}`, import.meta.url)));
/** `upload(name)`: the admin's import of a file (a fixture's bytes unless given). */
const it = serverTest().extend(
  'upload',
  ({ admin }) =>
    (
      name: string,
      bytes: Uint8Array<ArrayBuffer> = new Uint8Array(fixture(name)),
      extra: Record<string, string> = {},
    ) => {
      const form = new FormData();
      form.set('excel', new File([bytes], name));
      for (const [key, value] of Object.entries(extra)) form.set(key, value);
      return admin.postForm('/api/admin/knowledge-topics/import', form);
    },
);
type Topic = {
  id: number;
  topic: string;
  question: string;
  answer: string;
  category: string | null;
  topicAr: string | null;
  questionAr: string | null;
  answerAr: string | null;
  lang: string;
};
const INVALID = {
  message: 'Please select a valid Excel file (.xlsx or .xls)',
  code: 'import.invalid_spreadsheet',
  params: {},
};

describe('knowledge topic import', () => {
  it('imports the CSV with Arabic rows and quoted commas', async ({ upload }) => {
    const res = await upload('good.csv');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Successfully imported 5 knowledge topics');
    expect(body.rejected).toEqual([]);
    const topics = body.topics as Topic[];
    expect(topics.map((t) => t.topic)).toEqual(['Dining', 'Spa', 'الطعام', 'Excursions', 'Wi-Fi']);
    expect(topics[0]?.answer).toBe('La Tavola opens at 18:00 on Deck 5, and closes at 22:30.');
    expect(topics[2]).toMatchObject({ question: 'متى يفتح مطعم ليالينا؟', category: 'المطاعم', lang: 'ar' });
    expect(topics[3]?.category).toBeNull();
    expect(topics[4]?.question).toBe('How do I join "Marsa-Guest"?');
  });

  it('imports the same rows from the LibreOffice .xlsx and .xls as updates, not duplicates', async ({
    admin,
    upload,
  }) => {
    for (const name of ['good.xlsx', 'good.xls']) {
      const res = await upload(name);
      expect(res.status).toBe(200);
      const topics = (await res.json()).topics as Topic[];
      expect(topics).toHaveLength(5);
      expect(topics[2]?.answer).toBe('يفتح مطعم ليالينا الساعة 19:00, على السطح 6.');
    }
    const all = (await (await admin.get('/api/admin/knowledge-topics')).json()) as Topic[];
    expect(all).toHaveLength(5);
  });

  it('lists every row with an empty required cell and imports nothing, unless told to import the valid rows', async ({
    admin,
    upload,
  }) => {
    const refused = await upload('empty-cells.xlsx');
    expect(refused.status).toBe(400);
    const refusal = await refused.json();
    expect(refusal).toMatchObject({
      message:
        '3 rows could not be imported, so nothing was imported. Fix them, or choose to import only the valid rows',
      fieldErrors: {
        excel: ['Row 3: Topic is required', 'Row 4: Answer is required', 'Row 5: Question is required'],
      },
      code: 'import.rows_rejected',
    });
    expect(Object.keys(refusal).sort()).toEqual(['code', 'fieldErrors', 'fieldIssues', 'message', 'params']);
    expect(Object.keys(refusal.fieldErrors)).toEqual(['excel']);
    // The rows as data: row, column, code and params, for the client to word in its language.
    expect(refusal.params).toEqual({
      count: 3,
      rejected: [
        {
          row: 3,
          column: 'topic',
          code: 'import.topic_required',
          params: {},
          problems: [{ column: 'topic', code: 'import.topic_required', params: {} }],
          reason: 'Topic is required',
        },
        {
          row: 4,
          column: 'answer',
          code: 'import.answer_required',
          params: {},
          problems: [{ column: 'answer', code: 'import.answer_required', params: {} }],
          reason: 'Answer is required',
        },
        {
          row: 5,
          column: 'question',
          code: 'import.question_required',
          params: {},
          problems: [{ column: 'question', code: 'import.question_required', params: {} }],
          reason: 'Question is required',
        },
      ],
    });
    expect(await (await admin.get('/api/admin/knowledge-topics')).json()).toHaveLength(5);

    const partial = await upload('empty-cells.xlsx', undefined, { importValidRows: 'true' });
    expect(partial.status).toBe(200);
    const body = await partial.json();
    expect(body.topics.map((t: Topic) => t.question)).toEqual([
      'Is breakfast included?',
      'Is there a kids club?',
    ]);
    expect(
      body.rejected.map(({ row, reason }: { row: number; reason: string }) => ({ row, reason })),
    ).toEqual([
      { row: 3, reason: 'Topic is required' },
      { row: 4, reason: 'Answer is required' },
      { row: 5, reason: 'Question is required' },
    ]);
    expect(body.rejected.map((row: { code: string }) => row.code)).toEqual([
      'import.topic_required',
      'import.answer_required',
      'import.question_required',
    ]);
    expect(body.message).toBe('Successfully imported 2 knowledge topics (3 rows skipped)');
  });

  it('refuses a wrong extension and a renamed executable with 415', async ({ upload }) => {
    for (const name of ['wrong-extension.txt', 'evil.xlsx']) {
      const res = await upload(name);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(INVALID);
    }
  });

  it('refuses a file over 10 MB with 413', async ({ upload }) => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    const res = await upload('big.csv', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'File size must be less than 10MB',
      code: 'import.too_large',
      params: {},
    });
  });

  it('reads a crafted __proto__ workbook as plain text and pollutes no prototype', async ({ upload }) => {
    const res = await upload('proto.xlsx');
    expect(res.status).toBe(200);
    const topics = (await res.json()).topics as Topic[];
    expect(topics.map((t) => [t.topic, t.question, t.category])).toEqual([
      ['__proto__', 'polluted', '__proto__'],
      ['constructor', 'prototype', 'constructor'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses zip bombs with a clear message and keeps serving', async ({ admin, upload }) => {
    const honest = await upload('zip-bomb.xlsx');
    expect(honest.status).toBe(400);
    expect((await honest.json()).message).toBe('The file is too large or complex to read');
    const lying = await upload('zip-bomb-lying.xlsx');
    expect(lying.status).toBe(400);
    expect((await admin.get('/api/health')).status).toBe(200);
  });

  it('answers 400 when the file field is missing', async ({ admin }) => {
    const res = await admin.postForm('/api/admin/knowledge-topics/import', new FormData());
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ excel: ['Please select a file to import'] });
  });

  it('takes the file over tRPC as FormData too', async ({ admin }) => {
    const form = new FormData();
    form.set('excel', new File([new Uint8Array(fixture('good.csv'))], 'faq.csv'));
    const res = await admin.request('POST', '/trpc/admin.knowledgeImport.import', { body: form });
    expect(res.status).toBe(200);
    expect((await res.json()).result.data.topics).toHaveLength(5);
  });
});

/** Row 1 of both templates: columns A–G. */
const TEMPLATE_COLUMNS = 'Topic,Question,Answer,Category,Topic (Arabic),Question (Arabic),Answer (Arabic)';

describe('import template', () => {
  it('downloads a CSV template as an attachment', async ({ admin }) => {
    const res = await admin.get('/api/admin/knowledge-topics/download-test');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="knowledge-topics-template.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe(`\ufeff${TEMPLATE_COLUMNS}`);
  });

  it('downloads an .xlsx template with ?format=xlsx, and 400 for an unknown format', async ({ admin }) => {
    const res = await admin.get('/api/admin/knowledge-topics/download-test?format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('knowledge-topics-template.xlsx');
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    expect(sheet ? XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] : []).toEqual(
      TEMPLATE_COLUMNS.split(','),
    );
    const bad = await admin.get('/api/admin/knowledge-topics/download-test?format=pdf');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ format: ['Format must be csv or xlsx'] });
  });
});

describe('Arabic columns E–G', () => {
  const towels = { topic: 'Towels', question: 'Where do I get pool towels?' };

  it('imports the optional Arabic topic, question and answer from a real .xlsx and .csv', async ({
    admin,
    upload,
  }) => {
    for (const name of ['bilingual.xlsx', 'bilingual.csv']) {
      const res = await upload(name);
      expect(res.status, name).toBe(200);
      const topics = (await res.json()).topics as Topic[];
      expect(topics.map((t) => [t.topic, t.topicAr, t.questionAr])).toEqual([
        ['Pool', 'المسبح', 'متى يفتح مسبح ليدو؟'],
        ['Laundry', null, null],
        ['Towels', 'المناشف', null],
      ]);
      expect(topics[0]).toMatchObject({
        answerAr: 'يفتح مسبح ليدو على السطح 14 من الساعة 07:00 حتى 20:00، بوجود منقذين.',
        lang: 'en',
      });
    }
    const all = (await (await admin.get('/api/admin/knowledge-topics')).json()) as Topic[];
    expect(all.find((t) => t.topic === towels.topic)?.answerAr).toBe(
      'تتوفر مناشف المسبح في كشك المناشف بجوار مسبح ليدو.',
    );
  });

  it('keeps a topic’s Arabic when a later file leaves E–G empty, and shows it on the Arabic FAQ', async ({
    server,
    upload,
  }) => {
    const csv = `Topic,Question,Answer\r\n${towels.topic},${towels.question},At the towel hut on Deck 14.\r\n`;
    const res = await upload('towels.csv', new TextEncoder().encode(csv));
    expect(res.status).toBe(200);
    expect((await res.json()).topics[0]).toMatchObject({
      answer: 'At the towel hut on Deck 14.',
      topicAr: 'المناشف',
      answerAr: 'تتوفر مناشف المسبح في كشك المناشف بجوار مسبح ليدو.',
    });
    const guest = await server.guest();
    const faq = await (await guest.get(`/api/faq?lang=ar&search=${encodeURIComponent('كشك')}`)).json();
    expect(faq).toEqual([
      {
        category: 'عام',
        topics: [
          {
            id: expect.any(Number),
            topic: 'المناشف',
            question: towels.question,
            answer: 'تتوفر مناشف المسبح في كشك المناشف بجوار مسبح ليدو.',
          },
        ],
      },
    ]);
  });

  it('refuses an over-long Arabic answer by row, and imports nothing', async ({ upload }) => {
    const csv = `Topic,Question,Answer,Category,Topic (Arabic),Question (Arabic),Answer (Arabic)\r\nA,B,C,,,,${'ب'.repeat(10_001)}\r\n`;
    const res = await upload('long.csv', new TextEncoder().encode(csv));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ excel: ['Row 2: Must be at most 10000 characters'] });
  });
});
