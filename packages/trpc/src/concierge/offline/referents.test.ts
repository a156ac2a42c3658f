import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { refersBack } from './referents.ts';

describe('refersBack', () => {
  it('reads a party and a price, after a word that keeps the talk going, as a follow-up', () => {
    expect(refersBack(normalize('طيب لخمسة اشخاص كم'))).toBe(true);
    expect(refersBack(normalize('لشخصين بكم؟'))).toBe(true);
    expect(refersBack(normalize('ok and for two?'))).toBe(true);
  });
  it('leaves a question with its own subject alone', () => {
    expect(refersBack(normalize('كم سعر رحلة البتراء'))).toBe(false);
  });
});

describe('food words in Arabic', () => {
  it("reads 'اكل' as food but not inside 'اكلم' (I call)", async () => {
    const { isRestaurant } = await import('./lexicon.ts');
    expect(isRestaurant(normalize('وين الاكل'))).toBe(true);
    expect(isRestaurant(normalize('لو حاجة طارئة أكلم كام؟'))).toBe(false);
  });
});
