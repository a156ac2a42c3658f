import { describe, expect, it } from 'vitest';
import { asksChoiceForYoungChild, asksFitForChildrenSpokenOf, asksFitForYoungChild } from './kid-fit.ts';
import { normalize } from './language.ts';

describe('asksFitForYoungChild', () => {
  it.each([
    'my son is 5, glass boat or the dive, which suits him better?',
    'in Yanbu which tour is best for little kids?',
    'في ينبع، إيه أحسن رحلة للعيال الصغيرين؟',
    'عندي بنت عمرها ٤ سنين، أيهم أنسب؟',
  ])('%s', (text) => expect(asksChoiceForYoungChild(normalize(text))).toBe(true));

  it.each(['which tour is the best?', 'can my 5 year old go in the water park?', 'أي رحلة أحسن؟'])(
    '%s is not about a young child choice',
    (text) => expect(asksChoiceForYoungChild(normalize(text))).toBe(false),
  );

  it('needs a word of fit', () =>
    expect(asksFitForYoungChild('my son is 5, when is the kids club open?')).toBe(false));
});

describe('plainer words of fit', () => {
  it.each([
    'which of those is good for a 5 year old?',
    'which one would work best for our little ones?',
    'is there a tour in Yanbu good for a 4 year old?',
    'طب انهي واحدة فيهم تنفع للعيال الصغيرين؟',
    'أي وحدة فيهم زينة للبزارين؟',
    'أيا وحدة منهن بتناسب الولاد الزغار؟',
    'cheapest tour for the kids?',
    'فيه رحلة للعيال في ينبع؟',
    'which tour is the most kid-friendly?',
  ])('%s fits a young child', (text) => expect(asksFitForYoungChild(normalize(text))).toBe(true));

  it('asks whether a child may, not which fits, without a choice or a tour', () => {
    expect(asksFitForYoungChild(normalize('is the water park ok for a 5 year old?'))).toBe(false);
    expect(asksFitForYoungChild(normalize('is the water park kid-friendly?'))).toBe(false);
  });
});

describe('asksFitForChildrenSpokenOf', () => {
  const kids = ["We're travelling with our two kids, what is there for them on board?"];
  it('reads "them" as the children an earlier message spoke of', () => {
    expect(
      asksFitForChildrenSpokenOf(normalize('Is there a tour in Sharm that would suit them?'), kids),
    ).toBe(true);
    expect(
      asksFitForChildrenSpokenOf(normalize('هل توجد رحلة في العقبة تناسبهما؟'), ['نسافر مع طفلين صغيرين']),
    ).toBe(true);
  });
  it('needs the children spoken of, and a word of fit', () => {
    expect(
      asksFitForChildrenSpokenOf(normalize('Is there a tour in Sharm that would suit them?'), ['hi there']),
    ).toBe(false);
    expect(asksFitForChildrenSpokenOf(normalize('how much are they?'), kids)).toBe(false);
  });
});
