import { describe, expect, it } from 'vitest';
import type { Describable } from './match.ts';
import { namedTogether } from './named-together.ts';

const trips = [
  'Hurghada Marina & Bazaar',
  'Soma Bay Black-Sand Spa Day',
  'Naama Bay Glass-Boat Family Cruise',
  'Petra Grand Tour',
  'Wadi Rum Jeep & Camel Adventure',
  'AlUla & Hegra Heritage Expedition',
  'Private Hot-Air Balloon over AlUla',
];
const describeTrip = (name: string): Describable => ({ name });
const named = (text: string) => namedTogether(text, trips, describeTrip);

describe('namedTogether', () => {
  it('finds two things asked about together, in the order named', () => {
    expect(named('price of the Hurghada bazaar tour and the Soma Bay spa day?')).toEqual([
      'Hurghada Marina & Bazaar',
      'Soma Bay Black-Sand Spa Day',
    ]);
    expect(named('when do the Wadi Rum jeep trip and the Petra tour leave?')).toEqual([
      'Wadi Rum Jeep & Camel Adventure',
      'Petra Grand Tour',
    ]);
  });

  it('does not count a thing named only by words another took', () => {
    expect(named('how much is the AlUla balloon?')).toEqual(['Private Hot-Air Balloon over AlUla']);
    expect(named('what time does the petra tour leave')).toEqual(['Petra Grand Tour']);
  });
});
