/** Where a pin's name sits around its tip so that no name covers a pin or another name. */
export type LabelSide = 'below' | 'above' | 'right' | 'left';

type Rect = { x: number; y: number; w: number; h: number };
type LabelPin = { id: string | number; x: number; y: number; label: string };

/** Sizes at scale 1 in CSS px: the pin head above its tip, and a name chip. */
export const PIN_HEAD = { w: 30, h: 38 };
export const LABEL_HEIGHT = 20;
const CHAR_WIDTH = 6.6;
const LABEL_PADDING = 12;
const GAP = 3;

export const labelWidth = (label: string) => Math.ceil(label.length * CHAR_WIDTH + LABEL_PADDING);

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The chip's box for a side, relative to the drawing's top-left, with the pin's tip at (tx, ty). */
export function labelRect(side: LabelSide, tx: number, ty: number, w: number): Rect {
  const h = LABEL_HEIGHT;
  switch (side) {
    case 'below':
      return { x: tx - w / 2, y: ty + GAP, w, h };
    case 'above':
      return { x: tx - w / 2, y: ty - PIN_HEAD.h - GAP - h, w, h };
    case 'right':
      return { x: tx + PIN_HEAD.w / 2 + GAP, y: ty - PIN_HEAD.h + (PIN_HEAD.w - h) / 2, w, h };
    case 'left':
      return { x: tx - PIN_HEAD.w / 2 - GAP - w, y: ty - PIN_HEAD.h + (PIN_HEAD.w - h) / 2, w, h };
  }
}

const SIDES: readonly LabelSide[] = ['below', 'right', 'left', 'above'];

/**
 * Collision-aware placement: each name takes the first side (below, right, left, above) that stays
 * on the drawing and clears every pin head and every name already placed. A name with no free side
 * is left out (null): it still shows on hover and focus, and in the venue list beside the map.
 */
export function placeLabels(
  pins: readonly LabelPin[],
  width: number,
  height: number,
): Map<string | number, LabelSide | null> {
  const placed = new Map<string | number, LabelSide | null>();
  if (width <= 0 || height <= 0) return placed;
  const tip = (pin: LabelPin) => ({ tx: (pin.x / 100) * width, ty: (pin.y / 100) * height });
  const heads: Rect[] = pins.map((pin) => {
    const { tx, ty } = tip(pin);
    return { x: tx - PIN_HEAD.w / 2, y: ty - PIN_HEAD.h, w: PIN_HEAD.w, h: PIN_HEAD.h };
  });
  const taken: Rect[] = [];
  const order = [...pins].sort((a, b) => a.y - b.y || a.x - b.x || String(a.id).localeCompare(String(b.id)));
  for (const pin of order) {
    const { tx, ty } = tip(pin);
    const w = labelWidth(pin.label);
    const side =
      SIDES.find((candidate) => {
        const rect = labelRect(candidate, tx, ty, w);
        const inside = rect.x >= 0 && rect.y >= 0 && rect.x + rect.w <= width && rect.y + rect.h <= height;
        return (
          inside &&
          !heads.some((head) => overlaps(rect, head)) &&
          !taken.some((other) => overlaps(rect, other))
        );
      }) ?? null;
    if (side) taken.push(labelRect(side, tx, ty, w));
    placed.set(pin.id, side);
  }
  return placed;
}
