import { describe, expect, it } from 'vitest';
import { partyOfRecord, totalForParty } from './sold-party.ts';

describe('partyOfRecord', () => {
  it('reads the party a record is sold for from its features or description', () => {
    expect(partyOfRecord({ features: ['Private suite for two', 'Rose-petal bath'], capacity: 2 })).toBe(2);
    expect(partyOfRecord({ description: 'Two hours for two in the private suite.' })).toBe(2);
    expect(partyOfRecord({ description: 'A table for 4 guests on the balcony' })).toBe(4);
    expect(partyOfRecord({ description: 'An exclusive sunrise flight for two over the valley.' })).toBe(2);
  });

  it('names no party when the record does not, counts something else, or holds fewer', () => {
    expect(partyOfRecord({ description: 'Warm basalt stones', features: ['Sea-view room'] })).toBeUndefined();
    expect(partyOfRecord({ description: 'A boat ride for two snorkel stops' })).toBeUndefined();
    expect(partyOfRecord({ features: ['Suite for two'], capacity: 1 })).toBeUndefined();
  });
});

describe('totalForParty', () => {
  const suite = { description: 'Two hours for two in the private suite.', capacity: 2 };
  it('charges a record sold for a party once per party begun, anything else per guest', () => {
    expect(totalForParty(450, 2, suite)).toBe(450);
    expect(totalForParty(450, 1, suite)).toBe(450);
    expect(totalForParty(450, 4, suite)).toBe(900);
    expect(totalForParty(289, 4, { description: 'Walk the Siq to the Treasury.' })).toBe(1156);
  });
});
