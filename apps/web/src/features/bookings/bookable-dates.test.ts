import { describe, expect, it } from 'vitest';
import { addDaysIso, bookableDates, daysBetween, defaultBookingDate, todayIso } from './bookable-dates.ts';

const port = (arrivalDate: string, departureDate: string) => ({ arrivalDate, departureDate });

describe('bookable dates', () => {
  it('uses the UTC calendar date for today', () => {
    expect(todayIso(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });

  it('does date arithmetic across months', () => {
    expect(addDaysIso('2026-11-29', 3)).toBe('2026-12-02');
    expect(daysBetween('2026-11-22', '2026-11-29')).toBe(7);
  });

  it('offers the cruise days from today to the last departure', () => {
    const ports = [
      port('2026-11-24', '2026-11-24'),
      port('2026-11-22', '2026-11-22'),
      port('2026-11-29', '2026-11-29'),
    ];
    expect(bookableDates(ports, '2026-11-27')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(bookableDates(ports, '2026-11-20')[0]).toBe('2026-11-22');
    expect(bookableDates(ports, '2026-11-20')).toHaveLength(8);
  });

  it('falls back to a week from today without an itinerary or after the cruise', () => {
    expect(bookableDates([], '2026-11-22')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(bookableDates([port('2026-01-01', '2026-01-05')], '2026-11-22')).toHaveLength(7);
  });

  it('defaults to today when bookable, else the first day', () => {
    expect(defaultBookingDate(['2026-11-22', '2026-11-23'], '2026-11-22')).toBe('2026-11-22');
    expect(defaultBookingDate(['2026-11-24'], '2026-11-22')).toBe('2026-11-24');
    expect(defaultBookingDate([], '2026-11-22')).toBe('2026-11-22');
  });
});
