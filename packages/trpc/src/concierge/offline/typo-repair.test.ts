import { describe, expect, it } from 'vitest';
import { isKnownForm, mendLetters, nearShipWord, repairWords, splitGluedWord } from './typo-repair.ts';

describe('splitGluedWord', () => {
  it('puts back a missing space between two real words', () => {
    expect(splitGluedWord('whattime')).toBe('what time');
    expect(splitGluedWord('howmuch')).toBe('how much');
    expect(splitGluedWord('thepetra')).toBe('the petra');
  });
  it('never splits a real word', () => {
    expect(splitGluedWord('theatre')).toBeUndefined();
    expect(splitGluedWord('island')).toBeUndefined();
    expect(splitGluedWord('another')).toBeUndefined();
  });
});

describe('mendLetters', () => {
  it('mends tripled, doubled and swapped letters into a real word', () => {
    expect(mendLetters('foood')).toBe('food');
    expect(mendLetters('wheere')).toBe('where');
    expect(mendLetters('thheatre')).toBe('theatre');
    expect(mendLetters('iss')).toBe('is');
    expect(mendLetters('teh')).toBe('the');
    expect(mendLetters('mcuh')).toBe('much');
    expect(mendLetters('ritaul')).toBe('ritual');
  });
  it('never corrects a common word or a name of the ship', () => {
    expect(mendLetters('shirt')).toBeUndefined();
    expect(mendLetters('form')).toBeUndefined();
    expect(mendLetters('buffett')).toBeUndefined();
    expect(mendLetters('khuzama')).toBeUndefined();
    expect(mendLetters('tavola')).toBeUndefined();
    expect(mendLetters('hammam')).toBeUndefined();
  });
});

describe('nearShipWord', () => {
  it('mends a misspelling into the one ship word it is closest to', () => {
    expect(nearShipWord('cheepest')).toBe('cheapest');
    expect(nearShipWord('resturant')).toBe('restaurant');
    expect(nearShipWord('excurshun')).toBe('excursion');
  });
  it('leaves real words and words far from any ship word alone', () => {
    expect(nearShipWord('shirt')).toBeUndefined();
    expect(nearShipWord('football')).toBeUndefined();
    expect(nearShipWord('zzzzzz')).toBeUndefined();
  });
});

describe('repairWords', () => {
  it('mends words in place and keeps capitals', () => {
    expect(repairWords('wheere is the thheatre')).toBe('where is the theatre');
    expect(repairWords('WHATTIME DOES IT OPEN')).toBe('WHAT TIME DOES IT OPEN');
    expect(repairWords("what's on at Layalina")).toBe("what's on at Layalina");
  });
});

describe('inflected forms of known words', () => {
  it("keeps 'vapes' and 'vaping' (forms of 'vape') instead of mending them into another ship word", () => {
    expect(isKnownForm('vapes')).toBe(true);
    expect(isKnownForm('vaping')).toBe(true);
    expect(repairWords('my husband vapes, where can he do that')).toBe(
      'my husband vapes, where can he do that',
    );
  });
  it('still mends a misspelling that is no form of a known word', () => {
    expect(isKnownForm('resturant')).toBe(false);
    expect(nearShipWord('resturants')).toBe('restaurants');
  });
});
