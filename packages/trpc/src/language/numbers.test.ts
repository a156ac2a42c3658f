import { describe, expect, it } from 'vitest';
import {
  AR_CARDINALS,
  AR_CLOCK_ORDINALS,
  AR_ELEVEN_TWELVE,
  AR_NUMBER_WORDS,
  AR_SHORT_CARDINALS,
  AR_SPOKEN_CARDINALS,
  EN_CARDINALS,
  numberOf,
  westernDigits,
  wordAlternation,
} from './numbers.ts';

const ALL = { ...EN_CARDINALS, ...AR_NUMBER_WORDS };

describe('number words', () => {
  it('reads English cardinals one to twelve, in any case', () => {
    expect(numberOf('one', EN_CARDINALS)).toBe(1);
    expect(numberOf('Seven', EN_CARDINALS)).toBe(7);
    expect(numberOf('twelve', EN_CARDINALS)).toBe(12);
    expect(Object.values(EN_CARDINALS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('reads Arabic cardinals in their folded MSA forms', () => {
    expect(numberOf('واحده', AR_CARDINALS)).toBe(1);
    expect(numberOf('اثنان', AR_CARDINALS)).toBe(2);
    expect(numberOf('ثلاثه', AR_CARDINALS)).toBe(3);
    expect(numberOf('عشره', AR_CARDINALS)).toBe(10);
  });

  it('reads Gulf, Egyptian and Levantine spellings', () => {
    expect(numberOf('ثنتين', AR_SPOKEN_CARDINALS)).toBe(2);
    expect(numberOf('اتنين', AR_SPOKEN_CARDINALS)).toBe(2);
    expect(numberOf('تلاته', AR_SPOKEN_CARDINALS)).toBe(3);
    expect(numberOf('تمانيه', AR_SPOKEN_CARDINALS)).toBe(8);
    expect(numberOf('حداشر', AR_ELEVEN_TWELVE)).toBe(11);
    expect(numberOf('اطنعش', AR_ELEVEN_TWELVE)).toBe(12);
    expect(numberOf('الثامنه', AR_CLOCK_ORDINALS)).toBe(8);
  });

  it('keeps the words that are other words out of the full table', () => {
    // 'ست' is also 'lady' (and 'لست' is 'I am not'): only a reader that wants it takes it.
    expect(numberOf('ست', AR_CARDINALS)).toBeUndefined();
    expect(numberOf('ست', AR_SHORT_CARDINALS)).toBe(6);
    expect(numberOf('a', ALL)).toBeUndefined();
    expect(numberOf('couple', ALL)).toBeUndefined();
    expect(numberOf('زوج', ALL)).toBeUndefined();
  });

  it('reads figures, Western and Arabic-Indic, and nothing else', () => {
    expect(numberOf('4', EN_CARDINALS)).toBe(4);
    expect(numberOf('١٢', AR_CARDINALS)).toBe(12);
    expect(numberOf('۳', AR_CARDINALS)).toBe(3);
    expect(numberOf('constructor', EN_CARDINALS)).toBeUndefined();
    expect(numberOf('4b', EN_CARDINALS)).toBeUndefined();
    expect(westernDigits('الساعة ٧:٣٠ لـ ۴')).toBe('الساعة 7:30 لـ 4');
  });

  it('gives every Arabic key in folded form (no ة, أ, إ, آ, ى)', () => {
    for (const word of Object.keys(ALL)) expect(word).not.toMatch(/[ةأإآى]/);
  });

  it('lists the longest words first, so a regex reads a whole word before its start', () => {
    const alternatives = wordAlternation(ALL).split('|');
    expect(alternatives.indexOf('سته')).toBeLessThan(alternatives.indexOf('ست'));
    expect(alternatives.indexOf('الثانيه عشره')).toBeLessThan(alternatives.indexOf('الثانيه'));
    expect(new RegExp(`^(${wordAlternation(ALL)})`).exec('ثمانيه')?.[1]).toBe('ثمانيه');
  });
});
