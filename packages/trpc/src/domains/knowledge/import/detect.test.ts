import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { detectSpreadsheet, zipDeclaredSize } from './detect.ts';

const workbook = (bookType: 'xlsx' | 'xls') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Topic', 'Question', 'Answer']]), 'FAQ');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType }));
};

describe('detectSpreadsheet', () => {
  it('recognises workbooks and CSV by content', () => {
    expect(detectSpreadsheet(workbook('xlsx'))).toBe('xlsx');
    expect(detectSpreadsheet(workbook('xls'))).toBe('xls');
    expect(detectSpreadsheet(new TextEncoder().encode('\ufeffTopic,Question\r\nالطعام,"a, b"\n'))).toBe(
      'csv',
    );
  });

  it('refuses binaries, zips without a workbook, invalid UTF-8 and empty files', () => {
    expect(detectSpreadsheet(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(
      detectSpreadsheet(
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('word/document.xml')]),
      ),
    ).toBeNull();
    expect(detectSpreadsheet(new Uint8Array([0x54, 0x6f, 0xff, 0xfe]))).toBeNull();
    expect(detectSpreadsheet(new TextEncoder().encode('Topic\u0000Question'))).toBeNull();
    expect(detectSpreadsheet(new Uint8Array())).toBeNull();
  });
});

describe('zipDeclaredSize', () => {
  it('sums the unpacked sizes of the central directory', () => {
    const size = zipDeclaredSize(workbook('xlsx'));
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(100_000);
  });

  it('is infinite for a damaged zip', () => {
    expect(zipDeclaredSize(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(Number.POSITIVE_INFINITY);
  });
});
