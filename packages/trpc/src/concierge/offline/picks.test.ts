import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { choosesAmongShown, picksWithDetails, showsList } from './picks.ts';

describe('picksWithDetails', () => {
  const at8 = { time: '20:00' };
  it.each([
    'Irth sounds perfect, can you book it for 8pm?',
    'Space Diner sounds fun, 6pm?',
    'Khuzama please at 9pm',
    "we'll take Layalina at 8",
    'sunset yoga tomorrow please',
  ])('%s is a pick', (text) => expect(picksWithDetails(normalize(text), at8)).toBe(true));

  it.each([
    'is Irth open at 8pm please?',
    'what is on at 8pm?',
    'Irth at 8pm?',
    'restaurants open after 10pm please',
  ])('%s is not', (text) => expect(picksWithDetails(normalize(text), at8)).toBe(false));

  it('needs a time or a party', () => {
    expect(picksWithDetails('irth sounds perfect', {})).toBe(false);
  });

  it('knows a list', () => {
    expect(showsList('Here are our 9 restaurants:\n• **Irth**: …')).toBe(true);
    expect(showsList('The spa opens at 9:00 AM.')).toBe(false);
  });
});

describe('choosesAmongShown', () => {
  it.each([
    'which of those is good for a 5 year old?',
    'أيا وحدة منهن بتناسب الولاد الزغار؟',
    'مين فيهم أرخص؟',
  ])('%s chooses among the list shown', (text) => expect(choosesAmongShown(normalize(text))).toBe(true));
  it('not a fresh question', () =>
    expect(choosesAmongShown(normalize("what's good for the kids?"))).toBe(false));
});
