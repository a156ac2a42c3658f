import { describe, expect, it } from 'vitest';
import { labelRect, labelWidth, PIN_HEAD, placeLabels } from './deck-map-labels.ts';

type Box = { x: number; y: number; w: number; h: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('placeLabels', () => {
  it('puts a lone name below its pin', () => {
    const sides = placeLabels([{ id: 1, x: 50, y: 50, label: 'Amwaj Terrace' }], 800, 320);
    expect(sides.get(1)).toBe('below');
  });

  it('never lets a name cover a pin or another name, even for neighbours', () => {
    const pins = [
      { id: 1, x: 40, y: 50, label: 'Amwaj Terrace' },
      { id: 2, x: 44, y: 52, label: 'Juice & Mocktail Bar' },
      { id: 3, x: 42, y: 58, label: 'Pool Deck' },
      { id: 4, x: 46, y: 46, label: 'Kids Zone' },
    ];
    const width = 800;
    const height = 320;
    const sides = placeLabels(pins, width, height);
    const heads = pins.map((pin) => ({
      x: (pin.x / 100) * width - PIN_HEAD.w / 2,
      y: (pin.y / 100) * height - PIN_HEAD.h,
      w: PIN_HEAD.w,
      h: PIN_HEAD.h,
    }));
    const labels = pins.flatMap((pin) => {
      const side = sides.get(pin.id);
      return side
        ? [labelRect(side, (pin.x / 100) * width, (pin.y / 100) * height, labelWidth(pin.label))]
        : [];
    });
    expect(labels.length).toBeGreaterThan(1);
    for (const [index, label] of labels.entries()) {
      expect(heads.some((head) => overlaps(label, head))).toBe(false);
      expect(labels.some((other, j) => j !== index && overlaps(label, other))).toBe(false);
    }
  });

  it('keeps names on the drawing', () => {
    const sides = placeLabels([{ id: 1, x: 99, y: 98, label: 'Bridge' }], 400, 200);
    expect(sides.get(1)).toBe('left');
  });
});
