import { describe, expect, it } from 'vitest';
import { base64ToBytes, fileProblem, isExcelFile, rejectedRowsOf } from './import-rules.ts';

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

describe('rejectedRowsOf', () => {
  it('reads the rows and reasons of a refused import', () => {
    const error = {
      data: {
        fieldErrors: {
          excel: [
            'Row 3: Answer is required',
            'Row 7: Topic is required; Question is required',
            '…and 4 more rows',
          ],
        },
      },
    };
    expect(rejectedRowsOf(error)).toEqual([
      { row: 3, reason: 'Answer is required' },
      { row: 7, reason: 'Topic is required; Question is required' },
    ]);
  });

  it('gives nothing for other errors', () => {
    expect(rejectedRowsOf(new Error('boom'))).toEqual([]);
    expect(rejectedRowsOf({ data: { fieldErrors: null } })).toEqual([]);
    expect(rejectedRowsOf({ data: { fieldErrors: { excel: ['The file has no rows to import'] } } })).toEqual(
      [],
    );
    expect(rejectedRowsOf(null)).toEqual([]);
  });
});

describe('base64ToBytes', () => {
  it('decodes the template bytes', () => {
    expect(Array.from(base64ToBytes(btoa('Topic,Question')))).toEqual(
      Array.from(new TextEncoder().encode('Topic,Question')),
    );
  });
});
