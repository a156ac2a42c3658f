import { Box, Button, Center, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePanoramaControls } from './panorama-controls.ts';
import {
  flatBackground,
  type PanoramaPoint,
  projectPoint,
  projectPointFlat,
  type TiltRange,
} from './panorama-math.ts';
import { DragHint, MarkerPin, Unavailable } from './panorama-overlays.tsx';
import { createPanoramaRenderer, type PanoramaRenderer } from './panorama-renderer.ts';

export type PanoramaMarker = { title: string; position: PanoramaPoint };
export type PanoramaViewerLabels = {
  /** Accessible name of the viewer, e.g. '360° view: drag or use the arrow keys to look around'. */
  viewer: string;
  hint: string;
  reset: string;
  unavailable: string;
  loading: string;
};

type PanoramaViewerProps = {
  src?: string | null;
  markers?: readonly PanoramaMarker[];
  /** Vertical tilt limits in degrees (the spec's -90..90). */
  tiltRange: TiltRange;
  /** Degrees turned per pixel dragged. */
  dragSensitivity: number;
  labels: PanoramaViewerLabels;
  /** CSS height of the viewer. */
  height?: string;
  'data-testid'?: string;
};

type Mode = 'loading' | 'webgl' | 'flat' | 'error';

const MAX_PIXEL_RATIO = 2;

/** Wider vertical field of view on portrait screens, so a phone still sees a useful slice. */
const fieldOfView = (aspect: number) => (aspect >= 1.2 ? 70 : 85);

/**
 * An equirectangular 360° viewer: drag with a mouse or a finger (or use the arrow keys) to look
 * around, markers pinned to points of the picture, a reset button. WebGL draws a true perspective
 * view; without WebGL a flat scrolling picture stands in. Shows `labels.unavailable` without an image.
 */
export function PanoramaViewer({
  src,
  markers = [],
  tiltRange,
  dragSensitivity,
  labels,
  height = 'clamp(240px, 52vh, 460px)',
  'data-testid': testId,
}: PanoramaViewerProps) {
  const { ref: frameRef, width, height: frameHeight } = useElementSize<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PanoramaRenderer | null>(null);
  const [mode, setMode] = useState<Mode>(src ? 'loading' : 'error');
  const isActive = mode === 'webgl' || mode === 'flat';
  const { angles, hasMoved, isDragging, reset, restart, handlers } = usePanoramaControls(
    isActive,
    tiltRange,
    dragSensitivity,
  );
  const aspect = frameHeight > 0 ? width / frameHeight : 1;
  const fovY = fieldOfView(aspect);

  useEffect(() => {
    restart();
    if (!src) {
      setMode('error');
      return;
    }
    setMode('loading');
    let isCurrent = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (!isCurrent) return;
      const canvas = canvasRef.current;
      rendererRef.current = canvas ? createPanoramaRenderer(canvas, image) : null;
      setMode(rendererRef.current ? 'webgl' : 'flat');
    };
    image.onerror = () => isCurrent && setMode('error');
    image.src = src;
    return () => {
      isCurrent = false;
      rendererRef.current?.dispose();
      rendererRef.current = null;
    };
  }, [src, restart]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const renderer = rendererRef.current;
    if (mode !== 'webgl' || !canvas || !renderer || width === 0 || frameHeight === 0) return;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(frameHeight * ratio);
    const frame = requestAnimationFrame(() => renderer.draw(angles, fovY));
    return () => cancelAnimationFrame(frame);
  }, [mode, angles, width, frameHeight, fovY]);

  const placed = useMemo(
    () =>
      markers.flatMap((marker, index) => {
        if (width === 0 || frameHeight === 0) return [];
        const at =
          mode === 'webgl'
            ? projectPoint(marker.position, angles, fovY, aspect)
            : mode === 'flat'
              ? projectPointFlat(marker.position, angles, width, frameHeight)
              : null;
        return at ? [{ key: `${index}-${marker.title}`, title: marker.title, ...at }] : [];
      }),
    [markers, mode, angles, fovY, aspect, width, frameHeight],
  );

  if (mode === 'error') {
    return (
      <Unavailable height={height} testId={testId}>
        {labels.unavailable}
      </Unavailable>
    );
  }

  const flat = mode === 'flat' && src ? flatBackground(angles, width, frameHeight) : null;
  return (
    <Box
      ref={frameRef}
      role="application"
      aria-label={labels.viewer}
      tabIndex={0}
      data-testid={testId}
      data-mode={mode}
      data-yaw={angles.yaw.toFixed(1)}
      data-pitch={angles.pitch.toFixed(1)}
      {...handlers}
      pos="relative"
      style={{
        height,
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-dark-7)',
        touchAction: 'none',
        userSelect: 'none',
        cursor: isDragging ? 'grabbing' : 'grab',
        outlineOffset: 2,
      }}
    >
      <canvas
        ref={canvasRef}
        aria-hidden
        style={{ width: '100%', height: '100%', display: mode === 'webgl' ? 'block' : 'none' }}
      />
      {flat ? (
        <Box
          aria-hidden
          pos="absolute"
          inset={0}
          style={{
            backgroundImage: `url("${src}")`,
            backgroundRepeat: 'repeat-x',
            backgroundSize: `${flat.size.width}px ${flat.size.height}px`,
            backgroundPosition: `${flat.offsetX}px ${flat.offsetY}px`,
          }}
        />
      ) : null}
      {mode === 'loading' ? (
        <Center pos="absolute" inset={0}>
          <Loader color="white" aria-label={labels.loading} />
        </Center>
      ) : null}
      {placed.map((marker) => (
        <MarkerPin key={marker.key} title={marker.title} left={marker.left} top={marker.top} />
      ))}
      {hasMoved ? null : <DragHint>{labels.hint}</DragHint>}
      <Button
        size="xs"
        variant="white"
        color="dark"
        leftSection={<IconRefresh size={14} />}
        onClick={reset}
        pos="absolute"
        bottom={12}
        style={{ insetInlineEnd: 12 }}
        data-testid={testId ? `${testId}-reset` : undefined}
      >
        {labels.reset}
      </Button>
    </Box>
  );
}
