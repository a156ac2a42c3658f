import { describe, expect, it } from 'vitest';
import { searchHit } from '../testing/search-hit.ts';
import { placeOverTopic } from './place-over-topic.ts';

const policy = searchHit({
  kind: 'knowledge',
  title: 'Is alcohol served on board?',
  coverage: 0.6,
  matched: 4,
});
const bar = searchHit({ kind: 'venue', title: 'Juice & Mocktail Bar', coverage: 0.6, matched: 4 });
const terrace = searchHit({ kind: 'restaurant', title: 'Amwaj Terrace', coverage: 0.4, matched: 3 });

describe('placeOverTopic', () => {
  it('answers a where-question with the place that covers it as well as the topic', () => {
    expect(placeOverTopic(policy, [policy, bar, terrace], 'which deck has fresh juice by the pool?')).toBe(
      bar,
    );
  });

  it('keeps the topic when no place covers as much, or the question is not about a place', () => {
    expect(
      placeOverTopic(policy, [policy, terrace], 'which deck has fresh juice by the pool?'),
    ).toBeUndefined();
    expect(placeOverTopic(policy, [policy, bar], 'is alcohol served on board?')).toBeUndefined();
    expect(placeOverTopic(bar, [bar, policy], 'where is the juice bar?')).toBeUndefined();
  });
});
