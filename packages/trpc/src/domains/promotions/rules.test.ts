import { describe, expect, it } from 'vitest';
import { isPromotionLive, promotionShownStatus } from './rules.ts';

const window = {
  isActive: true,
  availableFrom: '2026-03-01T00:00:00.000Z',
  availableTo: new Date('2026-03-31T23:59:59.000Z'),
};

describe('promotion shown status (§4)', () => {
  it('is Active only while isActive and within the window, both ends included', () => {
    expect(promotionShownStatus(window, new Date('2026-03-15T12:00:00Z'))).toBe('Active');
    expect(promotionShownStatus(window, new Date('2026-03-01T00:00:00.000Z'))).toBe('Active');
    expect(promotionShownStatus(window, new Date('2026-03-31T23:59:59.000Z'))).toBe('Active');
    expect(promotionShownStatus(window, new Date('2026-02-28T23:59:59.999Z'))).toBe('Inactive');
    expect(promotionShownStatus(window, new Date('2026-04-01T00:00:00.000Z'))).toBe('Inactive');
    expect(isPromotionLive({ ...window, isActive: false }, new Date('2026-03-15T12:00:00Z'))).toBe(false);
  });
});
