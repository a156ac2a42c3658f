import { describe, expect, it } from 'vitest';
import { hasNoIdea, isMinorBeside } from './minor-ideas.ts';

describe('minor ideas of a message', () => {
  it('tells a part whose ideas only say how much or whom beside another part', () => {
    const whole = 'any tips for the cabin steward? how much do people usually leave';
    expect(isMinorBeside('how much do people usually leave', whole)).toBe(true);
    expect(isMinorBeside(['people', 'usually', 'leave'], whole)).toBe(true);
    // A price asked beside a treatment is the question's own.
    expect(isMinorBeside('how much is the hammam', 'where is the spa? how much is the hammam')).toBe(false);
    // A word the lexicon does not know may be the part's own subject.
    expect(
      isMinorBeside('what about the petra tour', 'any tips for the steward? what about the petra tour'),
    ).toBe(false);
  });

  it('tells a part with no idea of its own', () => {
    expect(hasNoIdea('كم نعطيه؟')).toBe(true);
    expect(hasNoIdea('وين الجيم؟')).toBe(false);
  });
});
