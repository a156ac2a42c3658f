import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { coverImage, diningStyleLabel, dressCodeLabel, priceSymbols } from './dining-view.ts';

const { en, ar } = catalogs;

describe('dining view', () => {
  it('translates the known dress codes and keeps others as stored', () => {
    expect(dressCodeLabel('Smart casual', en)).toBe('Smart casual');
    expect(dressCodeLabel('Smart casual', ar)).toBe(ar.dining.dressCodes['smart casual']);
    expect(dressCodeLabel('Black tie', ar)).toBe('Black tie');
  });

  it('names the dining style, or nothing for an unknown one', () => {
    expect(diningStyleLabel('fine-dining', en)).toBe('Fine dining');
    expect(diningStyleLabel('fusion', en)).toBeNull();
    expect(diningStyleLabel(null, en)).toBeNull();
  });

  it('shows the price level as dollar signs within 1..4', () => {
    expect(priceSymbols(3)).toBe('$$$');
    expect(priceSymbols(9)).toBe('$$$$');
    expect(priceSymbols(0)).toBe('$');
  });

  it('falls back to the gallery for the cover image', () => {
    expect(coverImage({ imageUrl: '/a.svg', images: ['/b.svg'] })).toBe('/a.svg');
    expect(coverImage({ imageUrl: '', images: ['/b.svg'] })).toBe('/b.svg');
    expect(coverImage({ imageUrl: null, images: [] })).toBeNull();
  });
});
