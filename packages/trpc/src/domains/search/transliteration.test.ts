import { describe, expect, it } from 'vitest';
import { arabicSkeleton, latinSkeleton, nameSkeleton } from './transliteration.ts';

describe('English names in Arabic letters', () => {
  it.each([
    ['The Fish Market', 'ذا فيش ماركت'],
    ['La Tavola', 'لا تافولا'],
    ['Bamboo Kitchen', 'بامبو كيتشن'],
    ['Space Diner', 'سبيس داينر'],
  ])('spells %j and %j alike', (english, arabic) => {
    expect(arabicSkeleton(arabic)).toBe(latinSkeleton(english));
  });

  it('drops a leading article and keeps other names apart', () => {
    expect(nameSkeleton('The Fish Market')).toBe('fsh mrkt');
    expect(arabicSkeleton('سوق السمك')).not.toContain('fsh');
  });
});
