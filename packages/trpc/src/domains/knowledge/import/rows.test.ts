import { describe, expect, it } from 'vitest';
import { validateRows } from './rows.ts';

describe('validateRows', () => {
  it('skips the header and blank rows, numbers rows as the spreadsheet does, and explains each rejection', () => {
    const { valid, rejected } = validateRows(
      [
        ['Topic', 'Question', 'Answer', 'Category'],
        ['Dining', 'When is brunch?', 'Fridays 10:00-14:00', ''],
        ['', '', '', ''],
        ['', 'Dress code?', '', 'General'],
        ['الطعام', 'متى الفطور؟', 'من السابعة', 'المطاعم'],
        ['Dining', 'When is brunch?', 'Saturdays', ''],
        ['Spa', 'x'.repeat(1001), 'Yes'],
        ['Wi-Fi', 'Is there Wi-Fi?', 'Yes', '', ' الإنترنت ', 'هل يتوفر الإنترنت؟', 'نعم'],
        ['Pool', 'Pool hours?', '08:00-20:00', '', '', '', 'ح'.repeat(10_001)],
      ],
      3,
    );
    expect(valid).toEqual([
      {
        topic: 'Dining',
        question: 'When is brunch?',
        answer: 'Fridays 10:00-14:00',
        category: null,
        topicAr: null,
        questionAr: null,
        answerAr: null,
        lang: 'en',
      },
      {
        topic: 'الطعام',
        question: 'متى الفطور؟',
        answer: 'من السابعة',
        category: 'المطاعم',
        topicAr: null,
        questionAr: null,
        answerAr: null,
        lang: 'ar',
      },
      {
        topic: 'Wi-Fi',
        question: 'Is there Wi-Fi?',
        answer: 'Yes',
        category: null,
        topicAr: 'الإنترنت',
        questionAr: 'هل يتوفر الإنترنت؟',
        answerAr: 'نعم',
        lang: 'en',
      },
    ]);
    expect(rejected.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 6, reason: 'Topic is required; Answer is required' },
      { row: 8, reason: 'Same topic and question as row 4' },
      { row: 9, reason: 'Must be at most 1000 characters' },
      { row: 11, reason: 'Must be at most 10000 characters' },
    ]);
    // The same rows as data: the column and code of each problem, with the params to word it.
    expect(rejected[0]).toMatchObject({
      column: 'topic',
      code: 'import.topic_required',
      problems: [
        { column: 'topic', code: 'import.topic_required', params: {} },
        { column: 'answer', code: 'import.answer_required', params: {} },
      ],
    });
    expect(rejected[1]).toMatchObject({
      column: 'question',
      code: 'import.row_duplicate',
      params: { earlier: 4 },
    });
    expect(rejected[2]).toMatchObject({
      code: 'import.cell_too_long',
      params: { column: 'question', max: 1000 },
    });
  });
});
