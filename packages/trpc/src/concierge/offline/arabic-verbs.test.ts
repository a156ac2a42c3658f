import { describe, expect, it } from 'vitest';
import { bareArabicVerb } from './arabic-verbs.ts';
import { normalize } from './language.ts';
import { refersBack } from './referents.ts';

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

describe('refersBack with dialect tense prefixes', () => {
  it('a bare Egyptian or Levantine open/close question leans on what was just shown', () => {
    for (const followUp of [
      'وبيقفل امتى؟',
      'وهيفتح الساعة كام؟',
      'طب وحيقفل امتى؟',
      'امتى بيفتح؟',
      'بيسكر الساعة كم؟',
    ])
      expect(refersBack(normalize(followUp)), followUp).toBe(true);
  });

  it('a question that names its own subject does not', () => {
    expect(refersBack(normalize('البول بيقفل امتى؟'))).toBe(false);
    expect(refersBack(normalize('السبا هيفتح امتى؟'))).toBe(false);
  });
});

describe("'وفيه X؟' after a place", () => {
  it('and-is-there leans on what was just shown; a bare is-there does not', () => {
    expect(refersBack(normalize('وفيه بيتزا؟ من متى؟'))).toBe(true);
    expect(refersBack(normalize('وفيها ساعة عائلية؟'))).toBe(true);
  });
});
