import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatPrice, priceFieldFromCents } from './money.ts';

describe('dollarsToCents', () => {
  it('multiplies by 100 and rounds away floating-point noise', () => {
    expect(dollarsToCents(90)).toBe(9000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('45.5')).toBe(4550);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('gives null for an empty field', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});

describe('priceFieldFromCents', () => {
  it('divides by 100 and leaves no price empty', () => {
    expect(priceFieldFromCents(9000)).toBe(90);
    expect(priceFieldFromCents(1999)).toBe(19.99);
    expect(priceFieldFromCents(0)).toBe(0);
    expect(priceFieldFromCents(null)).toBe('');
    expect(priceFieldFromCents(undefined)).toBe('');
  });

  it('round-trips every cent value', () => {
    for (const cents of [0, 1, 5, 99, 1999, 6400, 123456])
      expect(dollarsToCents(priceFieldFromCents(cents))).toBe(cents);
  });
});

describe('formatPrice', () => {
  it('shows cents as dollars with 2 decimals', () => {
    expect(formatPrice(9000, 'USD', 'en')).toBe('$90.00');
    expect(formatPrice(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatPrice(1250, 'EUR', 'en')).toBe('12.50 EUR');
  });
});
