import { describe, expect, it } from 'vitest';
import { COUNT_KEYS, formatCount } from './counts.ts';

describe('dashboard counts', () => {
  it('lists the seven §2 tables', () => {
    expect(COUNT_KEYS).toEqual([
      'restaurants',
      'spaServices',
      'activities',
      'knowledgeTopics',
      'aiLearnings',
      'schedules',
      'bookings',
    ]);
  });

  it('groups thousands and keeps Western digits in Arabic', () => {
    expect(formatCount(3362, 'en')).toBe('3,362');
    expect(formatCount(3362, 'ar')).toMatch(/^3.362$/);
    expect(formatCount(0, 'ar')).toBe('0');
  });
});
