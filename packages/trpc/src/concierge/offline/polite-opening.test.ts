import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { withoutPoliteOpening } from './polite-opening.ts';

describe('withoutPoliteOpening', () => {
  it('keeps the question after a polite opening', () => {
    expect(withoutPoliteOpening(normalize('ممكن اعرف كم سعر الكيك؟'))).toBe('كم سعر الكيك؟');
    expect(withoutPoliteOpening('could you tell me how much the pizza is')).toBe('how much the pizza is');
  });
  it('leaves a permission question alone', () => {
    expect(withoutPoliteOpening(normalize('ممكن اجيب ضيف للسفينة؟'))).toBe(
      normalize('ممكن اجيب ضيف للسفينة؟'),
    );
  });
});
