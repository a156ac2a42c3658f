import { ActionIcon, Box, type MantineColor, ScrollArea, Tooltip } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { isDrag, type MapPoint, nudge, pointerToPercent } from './deck-map-geometry.ts';

export type DeckMapPinId = string | number;

/** A place on the drawing: x and y are percentages from its top-left corner. */
export type DeckMapPin = {
  id: DeckMapPinId;
  x: number;
  y: number;
  /** Shown in the tooltip; also the pin's accessible name unless `ariaLabel` is given. */
  label: string;
  ariaLabel?: string;
  color?: MantineColor;
  icon?: ReactNode;
};

export type DeckMapViewProps = {
  imageUrl: string;
  imageAlt: string;
  pins: readonly DeckMapPin[];
  activePinId?: DeckMapPinId | null;
  onPinClick?: (pin: DeckMapPin) => void;
  /** Pins can be dragged (mouse, pen, touch) or moved with the arrow keys; each move ends in `onPinMove`. */
  draggable?: boolean;
  onPinMove?: (pin: DeckMapPin, position: MapPoint) => void;
  /** Rendered instead of the map when the drawing fails to load. */
  fallback?: ReactNode;
  /** The drawing never shrinks below this width (px); narrower screens scroll sideways. */
  minWidth?: number;
  'data-testid'?: string;
};

/** Where the pointer went down, and how far it was from the pin's tip (so the pin does not jump). */
type Press = { id: DeckMapPinId; pointerId: number; start: MapPoint; offset: MapPoint; isDragging: boolean };

/**
 * A deck drawing with venue pins placed by percentage, a name tooltip on hover, focus and touch,
 * optional click and drag. Presentational only: the caller owns the pins and saves any move.
 */
export function DeckMapView({
  imageUrl,
  imageAlt,
  pins,
  activePinId = null,
  onPinClick,
  draggable = false,
  onPinMove,
  fallback = null,
  minWidth = 640,
  'data-testid': testId = 'deck-map',
}: DeckMapViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [dragged, setDragged] = useState<{ id: DeckMapPinId; point: MapPoint } | null>(null);

  if (failedUrl === imageUrl) return <>{fallback}</>;

  const percentAt = (event: PointerEvent, offset: MapPoint) => {
    const rect = boxRef.current?.getBoundingClientRect();
    return rect ? pointerToPercent({ x: event.clientX - offset.x, y: event.clientY - offset.y }, rect) : null;
  };

  const tipOffset = (event: PointerEvent, pin: DeckMapPin): MapPoint => {
    const rect = boxRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return {
      x: event.clientX - (rect.left + (pin.x / 100) * rect.width),
      y: event.clientY - (rect.top + (pin.y / 100) * rect.height),
    };
  };

  const handlersFor = (pin: DeckMapPin) => ({
    onClick: () => {
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      onPinClick?.(pin);
    },
    ...(draggable
      ? {
          onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            press.current = {
              id: pin.id,
              pointerId: event.pointerId,
              start: { x: event.clientX, y: event.clientY },
              offset: tipOffset(event, pin),
              isDragging: false,
            };
          },
          onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
            const current = press.current;
            if (!current || current.pointerId !== event.pointerId) return;
            if (!current.isDragging && !isDrag(current.start, { x: event.clientX, y: event.clientY })) return;
            current.isDragging = true;
            const point = percentAt(event, current.offset);
            if (point) setDragged({ id: pin.id, point });
          },
          onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
            const current = press.current;
            press.current = null;
            if (!current?.isDragging) return;
            suppressClick.current = true;
            const point = percentAt(event, current.offset);
            setDragged(null);
            if (point) onPinMove?.(pin, point);
          },
          onPointerCancel: () => {
            press.current = null;
            setDragged(null);
          },
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            const next = nudge({ x: pin.x, y: pin.y }, event.key, event.shiftKey);
            if (!next) return;
            event.preventDefault();
            onPinMove?.(pin, next);
          },
        }
      : {}),
  });

  return (
    <ScrollArea type="auto" offsetScrollbars="x" data-testid={testId}>
      <Box ref={boxRef} pos="relative" miw={minWidth} style={{ lineHeight: 0 }}>
        <Box
          component="img"
          src={imageUrl}
          alt={imageAlt}
          draggable={false}
          onError={() => setFailedUrl(imageUrl)}
          w="100%"
          h="auto"
          display="block"
          style={{ userSelect: 'none', borderRadius: 'var(--mantine-radius-md)' }}
        />
        {pins.map((pin) => {
          const point = dragged?.id === pin.id ? dragged.point : pin;
          const isActive = activePinId === pin.id;
          const fill = pin.color
            ? `var(--mantine-color-${pin.color}-filled)`
            : 'var(--mantine-primary-color-filled)';
          return (
            // The pin's tip marks the spot: the head sits above it, so the drawing under the spot stays readable.
            <Box
              key={pin.id}
              pos="absolute"
              display="flex"
              style={{
                left: `${point.x}%`,
                top: `${point.y}%`,
                transform: 'translate(-50%, -100%)',
                flexDirection: 'column',
                alignItems: 'center',
                zIndex: isActive || dragged?.id === pin.id ? 2 : 1,
                filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.35))',
              }}
            >
              <Tooltip label={pin.label} withArrow events={{ hover: true, focus: true, touch: true }}>
                <ActionIcon
                  type="button"
                  radius="xl"
                  size={isActive ? 36 : 28}
                  variant="filled"
                  color={pin.color}
                  aria-label={pin.ariaLabel ?? pin.label}
                  aria-pressed={onPinClick ? isActive : undefined}
                  data-testid="deck-map-pin"
                  data-pin-id={pin.id}
                  data-active={isActive || undefined}
                  style={{
                    border: '2px solid var(--mantine-color-white)',
                    outline: isActive ? '3px solid var(--mantine-color-yellow-4)' : undefined,
                    touchAction: draggable ? 'none' : undefined,
                    cursor: draggable ? 'grab' : 'pointer',
                  }}
                  {...handlersFor(pin)}
                >
                  {pin.icon ?? <IconMapPinFilled size={16} />}
                </ActionIcon>
              </Tooltip>
              <Box
                aria-hidden
                style={{
                  width: 0,
                  height: 0,
                  marginTop: -1,
                  borderInline: '6px solid transparent',
                  borderTop: `8px solid ${fill}`,
                }}
              />
            </Box>
          );
        })}
      </Box>
    </ScrollArea>
  );
}
