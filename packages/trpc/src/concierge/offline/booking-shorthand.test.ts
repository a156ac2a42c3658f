import { describe, expect, it } from 'vitest';
import { isBookingShorthand } from './booking-shorthand.ts';
import { normalize } from './language.ts';

const reads = (text: string) => isBookingShorthand(normalize(text));

describe('isBookingShorthand', () => {
  it('reads a time and a party with no verb as a booking', () => {
    expect(reads('Irth on Friday at 8, just the two of us')).toBe(true);
    expect(reads('Traditional Hammam tomorrow at 6 for one')).toBe(true);
    expect(reads('La Tavola tomorrow, half 8, table for 2')).toBe(true);
    expect(reads('could we get Khuzama tomorrow at 9, party of 4')).toBe(true);
  });

  it('leaves questions and messages missing the time or the party alone', () => {
    expect(reads('is Irth open at 8 for 2 people?')).toBe(false);
    expect(reads('what can we do at 8 with 2 kids')).toBe(false);
    expect(reads('Irth tomorrow at 8')).toBe(false);
    expect(reads('dinner for 4 somewhere nice')).toBe(false);
  });
});
