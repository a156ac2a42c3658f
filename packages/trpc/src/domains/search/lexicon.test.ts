import { describe, expect, it } from 'vitest';
import { conceptsOf, foldText, joinPhrasalVerbs, lexicon, lookupForm, respell, wordsOf } from './lexicon.ts';
import { mayMisspell } from './service.ts';

const ideas = (question: string) => conceptsOf(wordsOf(foldText(question)));
const groupOf = (word: string) => lexicon.phrases.get(word);

describe('the ship lexicon', () => {
  it('reads chat shorthand and misspelt question words as meant', () => {
    expect(respell(wordsOf('spa hrs'))).toEqual(['spa', 'hours']);
    expect(respell(wordsOf('wat time dose the gym open'))).toEqual([
      'what',
      'time',
      'does',
      'the',
      'gym',
      'open',
    ]);
    expect(respell(wordsOf('wheres the spa'))).toEqual(['where', 'is', 'the', 'spa']);
  });

  it('reads a phrasal verb split by its object whole, when the lexicon knows it', () => {
    expect(joinPhrasalVerbs(wordsOf('if i don t give my pool towel back'))).toEqual(
      wordsOf('if i don t give back my pool towel'),
    );
    expect(joinPhrasalVerbs(wordsOf('give the kids a ride back'))).toEqual(
      wordsOf('give the kids a ride back'),
    );
    expect(joinPhrasalVerbs(wordsOf('take it in'))).toEqual(wordsOf('take it in'));
  });

  it('knows whole families of everyday words for the same thing', () => {
    const same = (words: string[], as: string) =>
      expect(words.map((word) => ideas(word)[0]?.group)).toEqual(words.map(() => groupOf(as)));
    // Opening and closing, British and American.
    same(['shut', 'wrap up', 'last orders', 'open till', 'closing time', 'stays open'], 'hours');
    same(['lift', 'elevator'], 'lift');
    same(['loo', 'restroom', 'toilet', 'washroom'], 'toilet');
    same(['cot', 'crib', 'travel cot'], 'cot');
    same(['hot tub', 'jacuzzi', 'whirlpool'], 'whirlpool');
    same(['chemist', 'pharmacy', 'drugstore'], 'doctor');
    same(['queasy', 'nauseous', 'seasick'], 'seasick');
    same(['whereabouts', 'located', 'situated'], 'location');
  });

  it('gives little weight to who asks and to filler', () => {
    expect(ideas('my husband wants to know').every((idea) => idea.weak)).toBe(true);
    expect(ideas('is there nowhere to smoke up there').map((idea) => idea.words)).toEqual(['smoke']);
  });

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
});
