import { describe, expect, it } from 'vitest';
import { shipClock, shipTime, shipTimezone, utcOffsetMinutes } from './ship-clock.ts';

const ports = [
  { arrivalDate: '2026-11-24', departureDate: '2026-11-24', timezone: 'UTC+3' },
  { arrivalDate: '2026-11-26', departureDate: '2026-11-27', timezone: 'UTC+2' },
];

describe('the ship clock', () => {
  it('reads the zones of the itinerary', () => {
    expect(utcOffsetMinutes('UTC+3')).toBe(180);
    expect(utcOffsetMinutes('UTC-5')).toBe(-300);
    expect(utcOffsetMinutes('local')).toBeUndefined();
  });

  it("keeps today's port's zone, else the next port's, else the last one's", () => {
    expect(shipTimezone(ports, '2026-11-24')).toBe('UTC+3');
    expect(shipTimezone(ports, '2026-11-25')).toBe('UTC+2');
    expect(shipTimezone(ports, '2026-11-27')).toBe('UTC+2');
    expect(shipTimezone(ports, '2026-12-30')).toBe('UTC+2');
    expect(shipTimezone([], '2026-11-24')).toBe('UTC+3');
  });

  it('shifts the injected instant to the time on board, across midnight', () => {
    expect(shipTime(new Date('2026-11-24T10:05:00Z'), ports)).toBe('13:05');
    expect(shipTime(new Date('2026-11-24T22:30:00Z'), ports)).toBe('01:30');
    expect(shipTime(new Date('2026-11-26T22:30:00Z'), ports)).toBe('00:30');
    // Past midnight on board is already the next day there.
    expect(shipClock(new Date('2026-11-24T22:30:00Z'), ports)).toEqual({ date: '2026-11-25', time: '01:30' });
  });
});
