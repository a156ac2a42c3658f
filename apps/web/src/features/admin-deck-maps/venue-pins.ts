import type { MapPoint } from '@marsa/ui';

type Placed = { id: number; xPosition: number; yPosition: number };

/**
 * Where each venue shows on the map: a position moved by hand and not yet saved (or saved but
 * not yet back in the list) wins over the stored one, so a dropped pin never jumps back.
 */
export function shownPosition(venue: Placed, moved: Readonly<Record<number, MapPoint>>): MapPoint {
  return moved[venue.id] ?? { x: venue.xPosition, y: venue.yPosition };
}

/** The x/y to save after a move, or null when the pin ended where the venue already is. */
export function positionChange(
  venue: Placed,
  point: MapPoint,
): { xPosition: number; yPosition: number } | null {
  if (point.x === venue.xPosition && point.y === venue.yPosition) return null;
  return { xPosition: point.x, yPosition: point.y };
}

/** The map's record of unsaved moves with one venue's entry set, or removed when `point` is null. */
export function withMove(
  moved: Readonly<Record<number, MapPoint>>,
  id: number,
  point: MapPoint | null,
): Record<number, MapPoint> {
  const next = { ...moved };
  if (point) next[id] = point;
  else delete next[id];
  return next;
}
