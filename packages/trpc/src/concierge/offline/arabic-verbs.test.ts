import { describe, expect, it } from 'vitest';
import { bareArabicVerb } from './arabic-verbs.ts';

describe('bareArabicVerb', () => {
  it.each([
    ['وبيقفل', 'يقفل'],
    ['بيفتح', 'يفتح'],
    ['هيقفل', 'يقفل'],
    ['حيفتح', 'يفتح'],
    ['بتبدا', 'تبدا'],
    ['ويسكر', 'يسكر'],
    ['يفتح', 'يفتح'],
  ])('%s → %s', (word, bare) => {
    expect(bareArabicVerb(word)).toBe(bare);
  });

  it('leaves short words and nouns alone', () => {
    for (const word of ['بيت', 'حتي', 'هي', 'البحر']) expect(bareArabicVerb(word)).toBe(word);
  });
});
