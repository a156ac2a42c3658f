import { describe, expect, it } from 'vitest';
import { excursionInfo } from '../testing/records.ts';
import { composeForYoungChildren, excursionsForYoungChildren } from './young-children.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });

const dive = excursionInfo('Ras Mohammed Dive Discovery', {
  category: 'adventure',
  difficulty: 'challenging',
});
const glassBoat = excursionInfo('Naama Bay Glass-Boat Family Cruise', {
  titleAr: 'رحلة عائلية بالقارب الزجاجي في خليج نعمة',
  category: 'family',
  difficulty: 'easy',
  portName: 'Sharm El Sheikh',
  priceUSD: 55,
});
const petra = excursionInfo('Petra Grand Tour', { difficulty: 'challenging' });
const wadiRum = excursionInfo('Wadi Rum Jeep & Camel Adventure', { difficulty: 'moderate' });

describe('excursionsForYoungChildren', () => {
  it('takes the family excursions first', () =>
    expect(excursionsForYoungChildren([dive, glassBoat])).toEqual([glassBoat]));
  it('else the easiest of them', () =>
    expect(excursionsForYoungChildren([petra, wadiRum])).toEqual([wadiRum]));
  it('finds none in an empty list', () => expect(excursionsForYoungChildren([])).toEqual([]));
});

describe('composeForYoungChildren', () => {
  it('names the family excursion with its port, difficulty and price', () => {
    const text = composeForYoungChildren(voice('en'), [dive, glassBoat]) ?? '';
    expect(text).toContain('family excursion: Naama Bay Glass-Boat Family Cruise — Sharm El Sheikh (easy');
    expect(text).toContain('$55.00');
    expect(text).not.toContain('Ras Mohammed');
  });
  it('says it is the easiest when none is a family one', () =>
    expect(composeForYoungChildren(voice('en'), [petra, wadiRum])).toContain('easiest excursion: Wadi Rum'));
  it('shows the English name beside an Arabic one a preposition is joined to', () =>
    expect(composeForYoungChildren(voice('ar'), [glassBoat])).toContain(
      'رحلة عائلية بالقارب الزجاجي في خليج نعمة «Naama Bay Glass-Boat Family Cruise»',
    ));
});
