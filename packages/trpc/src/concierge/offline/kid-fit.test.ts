import { describe, expect, it } from 'vitest';
import { asksChoiceForYoungChild, asksFitForYoungChild } from './kid-fit.ts';
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
