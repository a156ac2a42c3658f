import { describe, expect, it } from 'vitest';
import { startingValues } from './starting-values.ts';

const defaults = { name: '', nameAr: '', order: 1 as number | string, tags: [] as string[], isActive: true };

describe('startingValues', () => {
  it('starts a new item from the defaults', () => {
    expect(startingValues(null, defaults)).toEqual(defaults);
  });

  it("pre-fills a saved item's fields, with the default where it has none (null)", () => {
    const saved = { id: 3, name: 'Aqaba', nameAr: null, order: 4, tags: ['Reef'], isActive: false };
    expect(startingValues(saved, defaults)).toEqual({
      name: 'Aqaba',
      nameAr: '',
      order: 4,
      tags: ['Reef'],
      isActive: false,
    });
  });
});
