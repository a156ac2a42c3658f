/** Pure geometry of the deck map: positions are percentages of the drawing (0..100), from its top-left. */
export type MapPoint = { x: number; y: number };
export type MapBox = { left: number; top: number; width: number; height: number };

const MIN = 0;
const MAX = 100;

/** Pointer travel (px) below which a press on a pin counts as a click, not a drag. */
export const PIN_DRAG_THRESHOLD_PX = 4;

/** A percentage kept within 0..100 and rounded to one decimal. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.round(Math.min(MAX, Math.max(MIN, value)) * 10) / 10;
}

/**
 * Where a pointer at client coordinates sits on the drawing, as percentages from its physical left
 * and top edges (a deck drawing does not mirror on right-to-left pages).
 */
export function pointerToPercent(client: MapPoint, box: MapBox): MapPoint {
  if (box.width <= 0 || box.height <= 0) return { x: MIN, y: MIN };
  return {
    x: clampPercent(((client.x - box.left) / box.width) * 100),
    y: clampPercent(((client.y - box.top) / box.height) * 100),
  };
}

/** True once the pointer has moved far enough from where it went down to be a drag. */
export function isDrag(start: MapPoint, current: MapPoint, threshold = PIN_DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= threshold;
}

const NUDGES: Record<string, MapPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position an arrow key moves a pin to (1%, or 5% with Shift); null for any other key. */
export function nudge(position: MapPoint, key: string, isLargeStep: boolean): MapPoint | null {
  const direction = NUDGES[key];
  if (!direction) return null;
  const step = isLargeStep ? 5 : 1;
  return {
    x: clampPercent(position.x + direction.x * step),
    y: clampPercent(position.y + direction.y * step),
  };
}
