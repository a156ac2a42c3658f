import { Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ImageCarousel as EagerImageCarousel } from './image-carousel.tsx';
import type { PanoramaViewer as EagerPanoramaViewer } from './panorama-viewer.tsx';

/*
 * The carousel (embla) and the WebGL panorama are large and rarely on screen at first: they load
 * as their own chunks when first rendered, so they never weigh on a guest's first load.
 */
const CarouselChunk = lazy(() => import('./image-carousel.tsx').then((m) => ({ default: m.ImageCarousel })));
const PanoramaChunk = lazy(() =>
  import('./panorama-viewer.tsx').then((m) => ({ default: m.PanoramaViewer })),
);

const fallback = <Loader size="sm" m="md" aria-hidden />;

export function ImageCarousel(props: ComponentProps<typeof EagerImageCarousel>) {
  return (
    <Suspense fallback={fallback}>
      <CarouselChunk {...props} />
    </Suspense>
  );
}

export function PanoramaViewer(props: ComponentProps<typeof EagerPanoramaViewer>) {
  return (
    <Suspense fallback={fallback}>
      <PanoramaChunk {...props} />
    </Suspense>
  );
}
