import { describe, expect, it } from 'vitest';
import { composeOfferNotRunning } from './compose-search.ts';
import { departmentNamed } from './department-offers.ts';
import { normalize } from './language.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });

describe('departmentNamed', () => {
  it('reads the department an offer question names, in English and Arabic', () => {
    expect(departmentNamed(normalize('any spa deals?'))).toBe('spa');
    expect(departmentNamed(normalize('ما العروض المتاحة في السبا؟'))).toBe('spa');
    expect(departmentNamed(normalize('any lunch specials'))).toBe('restaurant');
    expect(departmentNamed(normalize('any deals today?'))).toBeUndefined();
  });
});

describe('composeOfferNotRunning', () => {
  it('says an offer the live list lacks is not available, then its text', () => {
    const hit = {
      kind: 'promotion' as const,
      id: 8,
      title: 'Welcome Week Wi-Fi Bundle',
      titleAr: null,
      text: 'Unlimited streaming Wi-Fi.',
      textAr: null,
      coverage: 1,
      named: true,
      matched: 1,
      missing: [],
      updatedAt: '2026-11-01',
    };
    expect(composeOfferNotRunning(voice('en'), hit)).toMatch(
      /^Welcome Week Wi-Fi Bundle is not available at the moment.*\nWelcome Week Wi-Fi Bundle: Unlimited/,
    );
  });
});
