import { ActionIcon, Box, type MantineColor, ScrollArea, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconMapPinFilled, IconMinus, IconPlus } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { KeepScale, TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';
import { isDrag, type MapPoint, nudge, pointerToPercent } from './deck-map-geometry.ts';
import { LABEL_HEIGHT, type LabelSide, PIN_HEAD, placeLabels } from './deck-map-labels.ts';

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

export type DeckMapZoomLabels = { zoomIn: string; zoomOut: string; reset: string };

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
  /** Without zoom: the drawing never shrinks below this width (px); narrower screens scroll sideways. */
  minWidth?: number;
  /** Pinch, wheel and button zoom with panning; the drawing fits the width instead of scrolling. */
  zoom?: DeckMapZoomLabels;
  /** Each pin's name beside it, placed so it never covers a pin or another name. */
  showLabels?: boolean;
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
  zoom,
  showLabels = false,
  'data-testid': testId = 'deck-map',
}: DeckMapViewProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  // The drawing's unscaled size (layout size ignores the zoom transform), for placing the names.
  const setBox = useCallback((node: HTMLDivElement | null) => {
    boxRef.current = node;
    observer.current?.disconnect();
    if (!node || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() =>
      setSize({ width: node.offsetWidth, height: node.offsetHeight }),
    );
    observer.current.observe(node);
  }, []);
  const labelSides = useMemo(
    () => (showLabels ? placeLabels(pins, size.width, size.height) : new Map()),
    [showLabels, pins, size.width, size.height],
  );
  const Scaled = zoom ? KeepScale : 'div';
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

  const markers = pins.map((pin) => {
    const point = dragged?.id === pin.id ? dragged.point : pin;
    const isActive = activePinId === pin.id;
    const fill = pin.color
      ? `var(--mantine-color-${pin.color}-filled)`
      : 'var(--mantine-primary-color-filled)';
    const side = labelSides.get(pin.id) ?? null;
    return (
      // A zero-size anchor at the pin's tip; what it holds keeps its size while the map zooms.
      <Box
        key={pin.id}
        pos="absolute"
        style={{ left: `${point.x}%`, top: `${point.y}%`, width: 0, height: 0, zIndex: isActive ? 3 : 1 }}
      >
        <Scaled style={{ position: 'absolute', left: 0, top: 0, width: 0, height: 0 }}>
          {showLabels && side ? (
            <Box
              aria-hidden
              className="deck-map-label"
              data-testid="deck-map-label"
              data-side={side}
              style={{ ...labelPosition(side), zIndex: 1 }}
              title={pin.label}
            >
              {pin.label}
            </Box>
          ) : null}
          {/* The tip marks the spot: the head sits above it, so the drawing under the spot stays readable. */}
          <Box
            pos="absolute"
            display="flex"
            style={{
              left: 0,
              top: 0,
              transform: 'translate(-50%, -100%)',
              flexDirection: 'column',
              alignItems: 'center',
              zIndex: 2,
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
                className="deck-map-pin"
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
        </Scaled>
      </Box>
    );
  });

  const drawing = (
    <Box ref={setBox} pos="relative" miw={zoom ? undefined : minWidth} w="100%" style={{ lineHeight: 0 }}>
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
      {markers}
    </Box>
  );

  if (!zoom) {
    return (
      <ScrollArea type="auto" offsetScrollbars="x" data-testid={testId}>
        {drawing}
      </ScrollArea>
    );
  }

  // The drawing never mirrors (the bow is on the right in both languages), so it opens on the same
  // whole-deck view in English and Arabic; pinch, the wheel or the buttons zoom, dragging pans.
  return (
    <Box dir="ltr" data-testid={testId} style={{ display: 'flex', flexDirection: 'column' }}>
      <TransformWrapper
        minScale={1}
        maxScale={5}
        initialScale={1}
        limitToBounds
        doubleClick={{ disabled: true }}
        panning={{ excluded: ['deck-map-pin'] }}
        wheel={{ step: 0.15 }}
      >
        <ZoomControls labels={zoom} />
        <TransformComponent
          wrapperStyle={{ width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
          contentStyle={{ width: '100%' }}
        >
          {drawing}
        </TransformComponent>
      </TransformWrapper>
    </Box>
  );
}

/** Zoom in, zoom out and back to the whole deck, labelled for screen readers. */
function ZoomControls({ labels }: { labels: DeckMapZoomLabels }) {
  const { zoomIn, zoomOut, resetTransform } = useControls();
  return (
    // Above the drawing, never over a pin.
    <ActionIcon.Group style={{ alignSelf: 'flex-end', marginBottom: 6 }}>
      <ActionIcon variant="default" size="lg" aria-label={labels.zoomIn} onClick={() => zoomIn()}>
        <IconPlus size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={labels.zoomOut} onClick={() => zoomOut()}>
        <IconMinus size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={labels.reset} onClick={() => resetTransform()}>
        <IconFocusCentered size={18} />
      </ActionIcon>
    </ActionIcon.Group>
  );
}

const LABEL_STYLE = {
  position: 'absolute',
  height: LABEL_HEIGHT,
  lineHeight: `${LABEL_HEIGHT - 2}px`,
  padding: '0 6px',
  whiteSpace: 'nowrap',
  fontSize: 12,
  fontWeight: 600,
  color: 'var(--mantine-color-dark-7)',
  background: 'rgb(255 255 255 / 0.92)',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 6,
  pointerEvents: 'none',
} as const;

/** The chip beside the tip, on the side the placement chose (physical sides: the map never mirrors). */
function labelPosition(side: LabelSide) {
  const middle = -PIN_HEAD.h + (PIN_HEAD.w - LABEL_HEIGHT) / 2;
  switch (side) {
    case 'below':
      return { ...LABEL_STYLE, top: 3, left: 0, transform: 'translateX(-50%)' };
    case 'above':
      return { ...LABEL_STYLE, top: -PIN_HEAD.h - 3 - LABEL_HEIGHT, left: 0, transform: 'translateX(-50%)' };
    case 'right':
      return { ...LABEL_STYLE, top: middle, left: PIN_HEAD.w / 2 + 3 };
    case 'left':
      return { ...LABEL_STYLE, top: middle, right: PIN_HEAD.w / 2 + 3 };
  }
}
