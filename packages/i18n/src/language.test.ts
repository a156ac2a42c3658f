import { describe, expect, it } from 'vitest';
import { isArabic, languageOf } from './language.ts';

describe('the language detector', () => {
  it('calls a text Arabic when it holds an Arabic letter, whatever else it holds', () => {
    expect(isArabic('أين المطعم؟')).toBe(true);
    expect(isArabic('Table at إرث please')).toBe(true);
    expect(isArabic('ٱلسلام')).toBe(true);
    expect(isArabic('Where is the spa?')).toBe(false);
    expect(isArabic('١٢٣ ، ؟')).toBe(false);
    expect(isArabic('')).toBe(false);
  });

  it('gives Arabic for Arabic letters, English for Latin ones, else the fallback', () => {
    expect(languageOf('مرحبا', 'en')).toBe('ar');
    expect(languageOf('hello', 'ar')).toBe('en');
    expect(languageOf('19:00 ٢', 'ar')).toBe('ar');
    expect(languageOf('19:00', 'en')).toBe('en');
  });
});
