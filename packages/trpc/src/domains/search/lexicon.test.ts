import { describe, expect, it } from 'vitest';
import { conceptsOf, foldText, lexicon, lookupForm, wordsOf } from './lexicon.ts';
import { mayMisspell } from './service.ts';

const ideas = (question: string) => conceptsOf(wordsOf(foldText(question)));
const groupOf = (word: string) => lexicon.phrases.get(word);

describe('the ship lexicon', () => {
  it('reads Arabic words with the letters guests attach, and as written first', () => {
    expect(lookupForm('بالواي')).toBe('واي');
    expect(lookupForm('جوالي')).toBe('جوال');
    // 'ولدي' (my son) is a word of its own, not و + لدي (I have, a stop word).
    const son = ideas('ولدي يحب السباحة');
    expect(son.some((idea) => idea.group === groupOf('kid'))).toBe(true);
  });

  it('knows Gulf colloquial words guests write', () => {
    expect(ideas('عيالي').map((idea) => idea.group)).toEqual([groupOf('kid')]);
    expect(ideas('ابي اعرف').length).toBe(0);
    expect(ideas('كنسلت الرحلة')[0]?.group).toBe(groupOf('cancel'));
    expect(ideas('في البحر')[0]?.group).toBe(groupOf('sea day'));
  });

  it("reads a child's age as the teens' or the kids' programme", () => {
    const teen = ideas('my son is 14, what can he do?');
    expect(teen.some((idea) => idea.group === groupOf('teen'))).toBe(true);
    expect(teen.some((idea) => idea.group === groupOf('kid'))).toBe(false);
    expect(teen.find((idea) => idea.words === '14' && idea.group === undefined)?.weak).toBe(true);
    const kid = ideas('بنتي عمرها 6 سنوات');
    expect(kid.some((idea) => idea.group === groupOf('kid'))).toBe(true);
    expect(kid.some((idea) => idea.group === groupOf('teen'))).toBe(false);
    // A number with no child or age in the question stays an ordinary idea.
    expect(ideas('what is on deck 16').find((idea) => idea.words === '16')?.weak).toBe(false);
  });

  it('mends Arabic misspellings only by a letter left out or doubled, never by a changed letter', () => {
    expect(mayMisspell('ضاعت', 'ضاع')).toBe(true);
    expect(mayMisspell('الطبيبب', 'الطبيب')).toBe(true);
    expect(mayMisspell('متاخر', 'متاجر')).toBe(false);
    expect(mayMisspell('المسموح', 'المسبح')).toBe(false);
    expect(mayMisspell('يشتغل', 'يشتري')).toBe(false);
    expect(mayMisspell('docter', 'doctor')).toBe(true);
    expect(mayMisspell('pasword', 'password')).toBe(true);
  });

  it('keeps a word in an idea only where it means the same', () => {
    // A drone is not a photograph, and flying is not photography.
    expect(groupOf('drone')).not.toBe(groupOf('photo'));
    expect(groupOf('fly')).toBeUndefined();
    expect(
      ideas('can I fly my drone from the top deck?').some((idea) => idea.group === groupOf('photo')),
    ).toBe(false);
    // The evening or the night is not a show; tea is not coffee.
    expect(groupOf('evening')).not.toBe(groupOf('show'));
    expect(groupOf(foldText('بالليل'))).not.toBe(groupOf('show'));
    expect(groupOf('tea')).not.toBe(groupOf('coffee'));
    expect(groupOf(foldText('قهوة'))).toBe(groupOf('coffee'));
  });
});
