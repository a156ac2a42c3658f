import { describe, expect, it } from 'vitest';
import { clampPercent, isDrag, nudge, pointerToPercent } from './deck-map-geometry.ts';

describe('deck map geometry', () => {
  it('keeps percentages within 0..100 at one decimal', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(33.333)).toBe(33.3);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('turns a pointer position into percentages of the drawing', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointerToPercent({ x: 300, y: 150 }, box)).toEqual({ x: 50, y: 50 });
    expect(pointerToPercent({ x: 0, y: 400 }, box)).toEqual({ x: 0, y: 100 });
    expect(pointerToPercent({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('tells a click from a drag', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(true);
  });

  it('nudges with the arrow keys, further with Shift, and ignores other keys', () => {
    expect(nudge({ x: 50, y: 50 }, 'ArrowRight', false)).toEqual({ x: 51, y: 50 });
    expect(nudge({ x: 50, y: 50 }, 'ArrowUp', true)).toEqual({ x: 50, y: 45 });
    expect(nudge({ x: 0, y: 100 }, 'ArrowDown', true)).toEqual({ x: 0, y: 100 });
    expect(nudge({ x: 50, y: 50 }, 'Enter', false)).toBeNull();
  });
});
