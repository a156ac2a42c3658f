import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { dragAngles, type TiltRange, turnBy, type ViewAngles } from './panorama-math.ts';

const START: ViewAngles = { yaw: 0, pitch: 0 };
const KEY_STEP = 5;
const KEY_TURNS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, KEY_STEP],
  ArrowDown: [0, -KEY_STEP],
};

type Drag = { x: number; y: number; start: ViewAngles; pointerId: number };

/**
 * The viewer's angles and the pointer (mouse, pen and touch alike) and keyboard handlers that
 * turn them; `isActive` is false while there is nothing to look at.
 */
export function usePanoramaControls(isActive: boolean, tiltRange: TiltRange, dragSensitivity: number) {
  const dragRef = useRef<Drag | null>(null);
  const [angles, setAngles] = useState<ViewAngles>(START);
  const [hasMoved, setHasMoved] = useState(false);
  const [isDragging, setIsDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!isActive || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { x: event.clientX, y: event.clientY, start: angles, pointerId: event.pointerId };
    setIsDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const [dx, dy] = [event.clientX - drag.x, event.clientY - drag.y];
    setAngles(dragAngles(drag.start, dx, dy, dragSensitivity, tiltRange));
    setHasMoved(true);
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setIsDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const turn = KEY_TURNS[event.key];
    if (!turn || !isActive) return;
    event.preventDefault();
    setAngles((current) => turnBy(current, turn[0], turn[1], tiltRange));
    setHasMoved(true);
  };
  const reset = useCallback(() => setAngles(START), []);
  /** Back to the start for a new picture, with the drag hint showing again. */
  const restart = useCallback(() => {
    setAngles(START);
    setHasMoved(false);
  }, []);

  return {
    angles,
    hasMoved,
    isDragging,
    reset,
    restart,
    handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onKeyDown },
  };
}
