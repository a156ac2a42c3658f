import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { spotsLeftLabel } from './spots-left.ts';

const { en } = catalogs;

describe('spotsLeftLabel', () => {
  it('says how many spots are left', () => {
    expect(spotsLeftLabel(12, en)).toBe('12 spots left');
    expect(spotsLeftLabel(1, en)).toBe('1 spot left');
  });
});
