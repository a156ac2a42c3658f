import { describe, expect, it } from 'vitest';
import { statusColor } from './status-badge.tsx';

describe('statusColor', () => {
  it('follows the §4 colours', () => {
    expect(statusColor('confirmed')).toBe('green');
    expect(statusColor('pending')).toBe('yellow');
    expect(statusColor('cancelled')).toBe('red');
    expect(statusColor('anything')).toBe('gray');
  });
});
