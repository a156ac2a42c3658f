import { describe, expect, it } from 'vitest';
import { spaBookingHint } from './spa-hint.ts';

describe('spaBookingHint (§3)', () => {
  it.each([
    ['I would like a massage', 1, '10:15 AM'],
    ['Book the royal treatment', 2, '10:15 AM'],
    ['A rejuvenation session please', 2, '10:15 AM'],
    ['Facial at 9:00 AM', 2, '9:00 AM'],
    ['The Serenity package', 3, '10:15 AM'],
    ['Couples suite at 11:30 am', 3, '11:30 AM'],
    ['Massage at 12:00 PM', 1, '12:00 PM'],
    ['massage at 9:30 AM', 1, '9:30 AM'],
    ['massage at 3pm', 1, '10:15 AM'],
  ] as const)('%s → service %i at %s, tomorrow', (text, serviceId, time) => {
    expect(spaBookingHint(text)).toEqual({ serviceId, time, date: 'Tomorrow' });
  });
});
