import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { superlativeIn } from './reason.ts';
import { ordinalIn } from './referents.ts';

describe('an ordinal pick in every dialect', () => {
  it.each([
    ['التانية بكام؟', 2],
    ['والتاني بيطلع امتى؟', 2],
    ['تاني وحدة قديش سعرها؟', 2],
    ['ثاني رحلة كم مدتها؟', 2],
    ['الأولانية بتطلع إمتى؟', 1],
    ['أول وحدة كم سعرها؟', 1],
    ['والتالتة؟', 3],
    ["what's the price of number two?", 2],
    ['how long is #2?', 2],
    ['what time does the 2nd one depart?', 2],
  ])('reads %j as item %s', (question, item) => {
    expect(ordinalIn(normalize(question))).toBe(item);
  });

  it('leaves questions with no pick alone', () => {
    expect(ordinalIn(normalize('أول رحلة تطلع الساعة كم؟'))).toBeUndefined();
    expect(ordinalIn(normalize('what time does it leave?'))).toBeUndefined();
  });
});

describe('earliest and latest departures', () => {
  it.each([
    ['أي رحلة برية تطلع بدري أكثر شي؟', 'earliest'],
    ['أنهي رحلة بتطلع بدري أكتر حاجة؟', 'earliest'],
    ['which tour leaves first?', 'earliest'],
    ['أنهي رحلة بتطلع متأخر أكتر حاجة؟', 'open_late'],
    ['which excursion departs last?', 'open_late'],
  ])('reads %j as %s', (question, kind) => {
    expect(superlativeIn(normalize(question))).toBe(kind);
  });
});
