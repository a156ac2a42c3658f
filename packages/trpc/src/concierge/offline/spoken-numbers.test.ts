import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import {
  arabicCountAfterLam,
  arabicCountWord,
  numberWordsToDigits,
  spokenTimes,
  spokenTimesAr,
} from './spoken-numbers.ts';

describe('spokenTimes', () => {
  const cases: [string, string][] = [
    ['a table at half past seven', 'a table at 7:30'],
    ['at a quarter to eleven', 'at 10:45'],
    ['quarter past eight please', '8:15 please'],
    ['at half seven', 'at 7:30'],
    ['La Tavola tomorrow, half 8, table for 2', 'La Tavola tomorrow, 8:30, table for 2'],
    ['an hour and a half 2 of us', 'an hour and a half 2 of us'],
    ['half 2 portions of fries', 'half 2 portions of fries'],
    ['my two ten year olds', 'my two ten year olds'],
    ['quarter to one', '12:45'],
    ['seven thirty for two', '7:30 for two'],
    ['nine forty-five', '9:45'],
    ['at seven in the evening', 'at 7 pm'],
    ['seven thirty in the evening', '7:30 pm'],
    ['eight in the morning', '8 am'],
    ['ten o clock', '10 o clock'],
    ["ten o'clock", "10 o'clock"],
    ['six pm', '6 pm'],
    ['at eight', 'at 8'],
    ['at one of the bars', 'at one of the bars'],
    ['for two people please', 'for two people please'],
    ['which one is cheaper', 'which one is cheaper'],
    ['the two of us', 'the two of us'],
    ['a romantic dinner for two tonight', 'a romantic dinner for two tonight'],
    ['a table for 4 tonight please', 'a table for 4 tonight please'],
    ['a party of six tonight', 'a party of six tonight'],
    ['at two tonight', 'at 2 pm tonight'],
    ['dinner at 8 tonight', 'dinner at 8 pm tonight'],
    ['الساعة سبعة ونص', 'الساعه 7:30'],
    ['الساعة ثمانية وربع', 'الساعه 8:15'],
    ['الساعة عشرة إلا ربع', 'الساعه 9:45'],
    ['الساعه 7 ونص', 'الساعه 7:30'],
    ['الساعة ثمانية بالليل', 'الساعه 8 مساء'],
    ['الساعة عشرة الصبح', 'الساعه 10 صباحا'],
    ['الساعة الثامنة', 'الساعه 8'],
    ['سبعة ونص بالليل', '7:30 مساء'],
  ];
  it.each(cases)('%s', (said, expected) => {
    expect(spokenTimes(said)).toBe(expected);
  });
});

describe('numberWordsToDigits', () => {
  it('writes a bare hour as a digit', () => {
    expect(numberWordsToDigits('eleven is fine')).toBe('11 is fine');
    expect(normalize(numberWordsToDigits('عشرة تمام'))).toBe('10 تمام');
    // The shared number words: MSA 'اثنان' and 'ثماني' as well as the dialect forms.
    expect(numberWordsToDigits('اثنان')).toBe('2');
    expect(numberWordsToDigits('ثماني تمام')).toBe('8 تمام');
  });
});

describe('arabicCountAfterLam', () => {
  it('reads a count said after ل', () => {
    expect(arabicCountAfterLam('لا خلها لثلاثة')).toBe(3);
    expect(arabicCountAfterLam('احجز لـ أربعة أشخاص')).toBe(4);
    expect(arabicCountAfterLam('لوحده')).toBe(1);
  });
  it("never reads 'لست' (I am not) as six", () => {
    expect(arabicCountAfterLam('لست متأكدا')).toBeUndefined();
    expect(arabicCountAfterLam('وين المسبح')).toBeUndefined();
  });
});

describe('Arabic-Indic digits and counts said as words', () => {
  it('reads a half or quarter after Arabic-Indic digits', () => {
    expect(spokenTimesAr('بكره الساعه ٧ ونص')).toContain('7:30');
    expect(spokenTimesAr('طيب ٨ ونص')).toContain('8:30');
  });

  it('reads a count with or without the article, never an ordinal', () => {
    expect(arabicCountWord('الاتنين')).toBe(2);
    expect(arabicCountWord('التلاته')).toBe(3);
    expect(arabicCountWord('خمسه')).toBe(5);
    expect(arabicCountWord('الثالثه')).toBeUndefined();
    expect(arabicCountWord('ست')).toBeUndefined();
  });
});

describe('spokenTimesAr: an hour said as a word with the part of the day', () => {
  it.each([
    ['في جلسة الواحدة ظهرًا', 'في جلسه 1 ظهرا'],
    ['بكرة خمسة المغرب لاربعة', 'بكره 5 مساء لاربعه'],
    ['تلاتة العصر', '3 مساء'],
    ['الساعة عشرة ونص الصبح', 'الساعه 10:30 صباحا'],
    ['اتنين بعد الظهر', '2 مساء'],
    ['الساعة ١ الظهر', 'الساعه 1 ظهرا'],
    ['تسعة العشا', '9 مساء'],
    ['الساعة ١ بالليل', 'الساعه 1 صباحا'],
    ['الساعة وحدة بالليل', 'الساعه 1 صباحا'],
    ['الساعة ١١ بالليل', 'الساعه 11 مساء'],
    ['شخص واحد الصبح', 'شخص واحد الصبح'],
    ['يوم الاتنين الصبح', 'يوم الاتنين الصبح'],
    ['الحمام المغربي', 'الحمام المغربي'],
  ])('%s', (said, expected) => {
    expect(spokenTimesAr(said)).toBe(expected);
  });
});
