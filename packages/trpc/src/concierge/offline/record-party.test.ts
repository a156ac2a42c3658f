import { describe, expect, it } from 'vitest';
import { partyOfRecord } from './record-party.ts';

describe('partyOfRecord', () => {
  it('reads the party a record is sold for from its features or description', () => {
    expect(partyOfRecord({ features: ['Private suite for two', 'Rose-petal bath'], capacity: 2 })).toBe(2);
    expect(partyOfRecord({ description: 'Two hours for two in the private suite.' })).toBe(2);
    expect(partyOfRecord({ description: 'A table for 4 guests on the balcony' })).toBe(4);
  });

  it('names no party when the record does not, counts something else, or holds fewer', () => {
    expect(partyOfRecord({ description: 'Warm basalt stones', features: ['Sea-view room'] })).toBeUndefined();
    expect(partyOfRecord({ description: 'A boat ride for two snorkel stops' })).toBeUndefined();
    expect(partyOfRecord({ features: ['Suite for two'], capacity: 1 })).toBeUndefined();
  });
});
