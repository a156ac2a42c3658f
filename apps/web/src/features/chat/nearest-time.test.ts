import { describe, expect, it } from 'vitest';
import { nearestOfferedTime } from './nearest-time.ts';

describe('nearestOfferedTime', () => {
  const grid = ['18:30', '19:30', '20:30', '21:30'];

  it('offers the closest time when the asked one is not on the grid', () => {
    expect(nearestOfferedTime('20:00', grid)).toBe('20:30');
    expect(nearestOfferedTime('18:00', grid)).toBe('18:30');
    expect(nearestOfferedTime('23:00', grid)).toBe('21:30');
  });

  it('offers nothing when the asked time is free or nothing is offered', () => {
    expect(nearestOfferedTime('19:30', grid)).toBeUndefined();
    expect(nearestOfferedTime('19:30', [])).toBeUndefined();
  });
});
