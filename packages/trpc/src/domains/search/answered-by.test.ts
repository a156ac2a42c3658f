import { describe, expect, it } from 'vitest';
import { withAnswerTerms } from './answered-by.ts';
import { conceptsOf, foldText, lexicon, wordsOf } from './lexicon.ts';

const ideas = (question: string) => conceptsOf(wordsOf(foldText(question)));

describe('ideas answered by another idea', () => {
  it('finds a price asked about in the words that say it is free', () => {
    const price = ideas('قناني الماي اللي في الغرفة عليها فلوس؟').find((idea) => idea.terms.includes('سعر'));
    expect(price?.terms).toContain('complimentary');
    expect(price?.terms).toContain('مجانا');
  });

  it('leaves an amount asked to the price: how much is not answered by free', () => {
    const price = ideas('how much does it cost to see the doctor?').find((idea) =>
      idea.terms.includes('price'),
    );
    expect(price?.terms).not.toContain('complimentary');
  });

  it('is one way: what is free is not found by a price', () => {
    const free = ideas('is the wifi free?').find((idea) => idea.terms.includes('complimentary'));
    expect(free?.terms).not.toContain('price');
  });

  it('adds nothing to ideas no rule names', () => {
    const concepts = [{ words: 'spa', terms: ['spa'], weak: false, group: 7 }];
    expect(
      withAnswerTerms(concepts, new Map([[3, { by: [4], when: new Set(['pay']) }]]), lexicon.groups),
    ).toEqual(concepts);
  });
});
