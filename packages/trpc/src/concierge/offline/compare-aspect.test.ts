import { describe, expect, it } from 'vitest';
import { asksDifference, aspectAsked, looksLikeComparison } from './compare-aspect.ts';
import { normalize } from './language.ts';

const read = (text: string) => aspectAsked(normalize(text));

describe('what a comparison of named things compares', () => {
  it.each([
    ['desert rose wrap or the hammam ritual, which costs less?', { measure: 'price', want: 'low' }],
    ['which has better reviews, Irth or La Tavola?', { measure: 'rating', want: 'high' }],
    ['Layalina or La Tavola, which one is rated higher?', { measure: 'rating', want: 'high' }],
    ['is the luxor trip longer than the alula one?', { measure: 'duration', want: 'high' }],
    ['which is less demanding, the dive or the glass boat?', { measure: 'difficulty', want: 'low' }],
    ['does khuzama close later than the fish market?', { measure: 'end', want: 'high' }],
    ['which tour leaves later, petra or wadi rum?', { measure: 'start', want: 'high' }],
    ['which closes earlier, the pool or the gym?', { measure: 'end', want: 'low' }],
    ['what are the age limits for the VR zone vs the kids zone?', { measure: 'age' }],
    ['are Irth and La Tavola on the same deck?', { measure: 'deck' }],
    ['مين أحسن تقييم، إرث ولا لا تافولا؟', { measure: 'rating', want: 'high' }],
    ['أي واحد تقييمه أعلى، المساج ولا اللفافة؟', { measure: 'rating', want: 'high' }],
    ['أيهما أقل تعبًا: جولة البتراء أم جولة الأقصر؟', { measure: 'difficulty', want: 'low' }],
    ['وين نقدر نروح بدري أكثر، بوفيه أمواج ولا تراس أمواج؟', { measure: 'start', want: 'low' }],
    ['أيهما يغلق في وقت متأخر أكثر، خزامى أم سوق السمك؟', { measure: 'end', want: 'high' }],
    ['قديش الفرق بالمدة بين رحلة الأقصر ورحلة العلا؟', { measure: 'duration' }],
    ['إيه الفرق في السن بين نادي الأطفال والفي ار؟', { measure: 'age' }],
    ['سبيس داينر وخزامى، كل واحد في أي دور؟', { measure: 'deck' }],
  ])('reads %j', (question, aspect) => {
    expect(read(question)).toEqual(aspect);
  });

  it('reads no aspect from a plain difference', () => {
    expect(read("what's the difference between Irth and Khuzama?")).toBeUndefined();
    expect(asksDifference(normalize("what's the difference between Irth and Khuzama?"))).toBe(true);
    expect(asksDifference(normalize('شو الفرق بين البترا ووادي رم؟'))).toBe(true);
  });

  it('tells a choice between named things from other questions with an "or"', () => {
    expect(looksLikeComparison(normalize('wich is cheeper - the massage or the facial?'))).toBe(true);
    expect(looksLikeComparison(normalize('compare the couples retreat and the signature massage'))).toBe(
      true,
    );
    expect(looksLikeComparison(normalize('أيهم أسهل، الغوص ولا القارب الزجاجي؟'))).toBe(true);
    expect(looksLikeComparison(normalize('can I bring my own food or drinks?'))).toBe(false);
    expect(looksLikeComparison(normalize('which is the cheapest excursion?'))).toBe(false);
    // 'Each' of the party is per person, not each of two things.
    expect(looksLikeComparison(normalize('what is the luggage limit for each guest?'))).toBe(false);
    expect(looksLikeComparison(normalize('how many bags can each of us bring, and what weight?'))).toBe(
      false,
    );
  });
});
