import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { findDuplicateBooking, requestsPlaceholderKey } from './booking-guard.ts';

const booking = (id: number, status = 'confirmed') => ({
  id,
  status,
  type: 'restaurant',
  serviceId: 3,
  date: '2026-11-25',
  time: '19:30',
});

describe('findDuplicateBooking', () => {
  const slot = { type: 'restaurant', serviceId: 3, date: '2026-11-25', time: '19:30' };

  it('finds a live booking of the same slot', () => {
    expect(findDuplicateBooking([booking(1)], slot)?.id).toBe(1);
  });

  it('ignores cancelled bookings and other slots', () => {
    expect(findDuplicateBooking([booking(1, 'cancelled')], slot)).toBeUndefined();
    expect(findDuplicateBooking([booking(1)], { ...slot, time: '20:30' })).toBeUndefined();
    expect(findDuplicateBooking([booking(1)], { ...slot, type: 'spa' })).toBeUndefined();
  });
});

describe('requestsPlaceholderKey', () => {
  it('never suggests a table by the window for spa or activities', () => {
    for (const lang of ['en', 'ar'] as const) {
      const texts = catalogs[lang].bookings.reserve;
      expect(texts[requestsPlaceholderKey('spa')]).not.toBe(texts.specialRequestsPlaceholder);
      expect(texts[requestsPlaceholderKey('activity')]).not.toBe(texts.specialRequestsPlaceholder);
    }
    expect(catalogs.en.bookings.reserve[requestsPlaceholderKey('spa')]).not.toMatch(/window/);
    expect(catalogs.en.bookings.reserve[requestsPlaceholderKey('activity')]).not.toMatch(/window/);
  });
});
