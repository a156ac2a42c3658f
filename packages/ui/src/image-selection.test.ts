import { describe, expect, it } from 'vitest';
import { fitsImageLimit, formatFileSize, imagesLeft } from './image-selection.ts';
import { nextUploadProgress } from './upload-progress.ts';

describe('fitsImageLimit', () => {
  it('allows up to the maximum, counting stored and already selected images', () => {
    expect(fitsImageLimit(0, 0, 5, 5)).toBe(true);
    expect(fitsImageLimit(2, 1, 2, 5)).toBe(true);
    expect(fitsImageLimit(2, 1, 3, 5)).toBe(false);
    expect(fitsImageLimit(5, 0, 1, 5)).toBe(false);
    expect(fitsImageLimit(0, 0, 6, 5)).toBe(false);
  });

  it('counts the room left', () => {
    expect(imagesLeft(1, 2, 5)).toBe(2);
    expect(imagesLeft(5, 1, 5)).toBe(0);
  });
});

describe('nextUploadProgress', () => {
  const rule = { step: 10, intervalMs: 100, cap: 90 };
  it('rises in steps of 10 and waits at 90', () => {
    const seen: number[] = [];
    let value = 0;
    for (let tick = 0; tick < 12; tick++) {
      value = nextUploadProgress(value, rule);
      seen.push(value);
    }
    expect(seen.slice(0, 9)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(seen.slice(9)).toEqual([90, 90, 90]);
  });
});

describe('formatFileSize', () => {
  it('prints KB below a megabyte and MB above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
