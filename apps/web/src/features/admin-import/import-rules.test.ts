import { describe, expect, it } from 'vitest';
import { base64ToBytes, fileProblem, isExcelFile, refusedRowsOf } from './import-rules.ts';

const MB = 1024 * 1024;

describe('import file rules', () => {
  it('accepts .xlsx and .xls only, whatever the case', () => {
    expect(isExcelFile({ name: 'faq.xlsx' })).toBe(true);
    expect(isExcelFile({ name: 'FAQ.XLS' })).toBe(true);
    expect(isExcelFile({ name: 'faq.csv' })).toBe(false);
    expect(isExcelFile({ name: 'faq.xlsx.exe' })).toBe(false);
    expect(isExcelFile({ name: 'xlsx' })).toBe(false);
  });

  it('checks the size on picking but not on dropping', () => {
    const big = { name: 'faq.xlsx', size: 10 * MB + 1 };
    expect(fileProblem(big, 'pick')).toBe('tooLarge');
    expect(fileProblem(big, 'drop')).toBeNull();
    expect(fileProblem({ name: 'faq.xlsx', size: 10 * MB }, 'pick')).toBeNull();
  });

  it('reports a wrong type before the size', () => {
    expect(fileProblem({ name: 'notes.pdf', size: 20 * MB }, 'pick')).toBe('invalidType');
    expect(fileProblem({ name: 'notes.pdf', size: 1 }, 'drop')).toBe('invalidType');
  });
});

describe('refusedRowsOf', () => {
  it('reads the rows, columns and codes of a refused import from its params', () => {
    const error = {
      data: {
        errorCode: 'import.rows_rejected',
        params: {
          count: 2,
          rejected: [
            { row: 3, column: 'answer', code: 'import.answer_required', params: {} },
            { row: 7, column: 'topic', code: 'import.topic_required', params: {} },
          ],
        },
      },
    };
    expect(refusedRowsOf(error)).toEqual([
      { row: 3, column: 'answer', code: 'import.answer_required', params: {} },
      { row: 7, column: 'topic', code: 'import.topic_required', params: {} },
    ]);
  });

  it('gives nothing for other errors', () => {
    expect(refusedRowsOf(new Error('boom'))).toEqual([]);
    expect(refusedRowsOf({ data: { fieldErrors: null } })).toEqual([]);
    expect(refusedRowsOf({ data: { errorCode: 'import.no_rows', params: {} } })).toEqual([]);
    expect(refusedRowsOf(null)).toEqual([]);
  });
});

describe('base64ToBytes', () => {
  it('decodes the template bytes', () => {
    expect(Array.from(base64ToBytes(btoa('Topic,Question')))).toEqual(
      Array.from(new TextEncoder().encode('Topic,Question')),
    );
  });
});
