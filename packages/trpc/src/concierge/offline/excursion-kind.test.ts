import { describe, expect, it } from 'vitest';
import { excursionInfo } from '../testing/records.ts';
import { excursionsOfKindAsked } from './excursion-kind.ts';
import { normalize } from './language.ts';

const glassBoat = excursionInfo('Naama Bay Glass-Boat Family Cruise', { category: 'family' });
const elephantRock = excursionInfo('Elephant Rock Sunset & Stargazing', { category: 'family' });
const bazaar = excursionInfo('Hurghada Marina & Bazaar', { category: 'shopping' });
const petra = excursionInfo('Petra Grand Tour', { category: 'cultural' });
const all = [glassBoat, elephantRock, bazaar, petra];

describe('excursionsOfKindAsked', () => {
  it.each([
    "what's the cheapest family excursion?",
    'of the family-friendly tours, which one costs the most?',
    'وش أرخص رحلة من الرحلات العائلية؟',
    'إيه أرخص رحلة عائلية عندكم؟',
    'شو أرخص رحلة للعيلة؟',
  ])('%s asks among the family excursions', (question) =>
    expect(excursionsOfKindAsked(normalize(question), all)?.excursions).toEqual([glassBoat, elephantRock]),
  );

  it('says which kind', () =>
    expect(excursionsOfKindAsked(normalize('cheapest cultural tour?'), all)?.among[0]).toBe(
      'of the cultural excursions',
    ));

  it('names no kind in a plain question, nor in the family one travels with', () => {
    expect(excursionsOfKindAsked(normalize("what's the cheapest excursion?"), all)).toBeUndefined();
    expect(
      excursionsOfKindAsked(normalize("I'm with my family, what's the cheapest tour?"), all),
    ).toBeUndefined();
  });

  it('finds none of a kind the list lacks', () =>
    expect(excursionsOfKindAsked(normalize('cheapest shopping trip?'), [petra])).toBeUndefined());
});
