import { nudge, pointerToPercent } from '@marsa/ui';
import { describe, expect, it } from 'vitest';
import { positionChange, shownPosition, withMove } from './venue-pins.ts';

const venue = { id: 3, xPosition: 20, yPosition: 40 };
const map = { left: 100, top: 50, width: 800, height: 320 };

describe('shownPosition', () => {
  it('shows the stored position until the venue is moved by hand', () => {
    expect(shownPosition(venue, {})).toEqual({ x: 20, y: 40 });
    expect(shownPosition(venue, { 3: { x: 55, y: 60 } })).toEqual({ x: 55, y: 60 });
    expect(shownPosition(venue, { 9: { x: 55, y: 60 } })).toEqual({ x: 20, y: 40 });
  });
});

describe('dragging a pin', () => {
  it('saves the percentages under the pointer where the pin is dropped', () => {
    const drop = pointerToPercent({ x: 100 + 800 * 0.5, y: 50 + 320 * 0.6 }, map);
    expect(positionChange(venue, drop)).toEqual({ xPosition: 50, yPosition: 60 });
  });

  it('clamps a drop outside the drawing to its edges (0..100)', () => {
    expect(positionChange(venue, pointerToPercent({ x: 1400, y: -80 }, map))).toEqual({
      xPosition: 100,
      yPosition: 0,
    });
    expect(positionChange(venue, pointerToPercent({ x: 20, y: 900 }, map))).toEqual({
      xPosition: 0,
      yPosition: 100,
    });
  });

  it('saves nothing when the pin ends where it started', () => {
    expect(positionChange(venue, { x: 20, y: 40 })).toBeNull();
  });

  it('moves by arrow keys from the shown position, so repeated presses add up', () => {
    let moved = withMove({}, 3, nudge(shownPosition(venue, {}), 'ArrowRight', false));
    moved = withMove(moved, 3, nudge(shownPosition(venue, moved), 'ArrowRight', true));
    expect(shownPosition(venue, moved)).toEqual({ x: 26, y: 40 });
  });
});

describe('withMove', () => {
  it('sets and clears one venue without touching the others', () => {
    const moved = withMove({ 1: { x: 1, y: 1 } }, 3, { x: 5, y: 5 });
    expect(moved).toEqual({ 1: { x: 1, y: 1 }, 3: { x: 5, y: 5 } });
    expect(withMove(moved, 3, null)).toEqual({ 1: { x: 1, y: 1 } });
  });
});
