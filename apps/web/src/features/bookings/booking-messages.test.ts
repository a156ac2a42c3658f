import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { localizeBookingMessage, spotsLeftLabel } from './booking-messages.ts';

const { en, ar } = catalogs;

describe('localizeBookingMessage', () => {
  it('translates known schema and server messages, with or without a field prefix', () => {
    expect(localizeBookingMessage('Party size must be at least 1', ar)).toBe(ar.bookings.validation.partyMin);
    expect(localizeBookingMessage('partySize: Party size must be at least 1', ar)).toBe(
      ar.bookings.validation.partyMin,
    );
    expect(localizeBookingMessage('This booking is already cancelled', en)).toBe(
      'This booking is already cancelled',
    );
  });

  it('passes unknown messages through', () => {
    expect(localizeBookingMessage('Irth is fully booked on 2026-11-22 at 19:00.', ar)).toBe(
      'Irth is fully booked on 2026-11-22 at 19:00.',
    );
  });
});

describe('spotsLeftLabel', () => {
  it('says how many spots are left', () => {
    expect(spotsLeftLabel(12, en)).toBe('12 spots left');
    expect(spotsLeftLabel(1, en)).toBe('1 spot left');
  });
});
