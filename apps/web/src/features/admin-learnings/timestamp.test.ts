import { describe, expect, it } from 'vitest';
import { formatTimestamp, localDateAndTime } from './timestamp.ts';

describe('localDateAndTime', () => {
  it('splits a timestamp into local date and time', () => {
    const local = new Date(2026, 10, 22, 7, 5);
    expect(localDateAndTime(local.toISOString())).toEqual({ date: '2026-11-22', time: '07:05' });
    expect(localDateAndTime('not a date')).toBeNull();
  });
});

describe('formatTimestamp', () => {
  it('joins the shared date and time formats', () => {
    const local = new Date(2026, 10, 22, 19, 30).toISOString();
    expect(formatTimestamp(local, 'en')).toBe('Nov 22, 2026 · 7:30 PM');
    expect(formatTimestamp('garbage', 'en')).toBe('garbage');
  });
});
