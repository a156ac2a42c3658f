import { describe, expect, it } from 'vitest';
import { categoryOfTopic } from './topic.ts';

describe('categoryOfTopic', () => {
  it.each([
    [['I want to speak to someone about my massage'], 'spa'],
    [['Can someone help me with a dinner reservation?'], 'restaurant'],
    [['talk to a human', 'Which excursions go to Petra?'], 'shore_excursion'],
    [['أريد التحدث مع موظف بخصوص السبا'], 'spa'],
    [['I want to speak to someone'], 'general'],
    [['Please send coffee via room service'], 'general'],
    [[], 'general'],
  ] as const)('%j → %s', (texts, category) => {
    expect(categoryOfTopic(texts)).toBe(category);
  });
});
