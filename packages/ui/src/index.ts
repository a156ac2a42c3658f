export { CalloutCard } from './callout-card.tsx';
export { CardGrid, CardGridSkeleton } from './card-grid.tsx';
export { clampPercent, type MapPoint, nudge, pointerToPercent } from './deck-map-geometry.ts';
export {
  type DeckMapPin,
  type DeckMapPinId,
  DeckMapView,
  type DeckMapViewProps,
  type DeckMapZoomLabels,
} from './deck-map-view.tsx';
export { DetailLine } from './detail-line.tsx';
export { EmptyState } from './empty-state.tsx';
export { ErrorAlert } from './error-alert.tsx';
export { FallbackImage } from './fallback-image.tsx';
export { FullPageLoader } from './full-page-loader.tsx';
export { ImageCard } from './image-card.tsx';
export type { ImageCarouselLabels } from './image-carousel.tsx';
export { formatFileSize } from './image-selection.ts';
export { ImageUploader, type ImageUploaderProps, type ImageUploaderTexts } from './image-uploader.tsx';
export { ImageCarousel, PanoramaViewer } from './lazy-heavy.tsx';
export { type ListQuery, ListStates } from './list-states.tsx';
export { LoadError } from './load-error.tsx';
export { PageHeader } from './page-header.tsx';
export type { PanoramaMarker, PanoramaViewerLabels } from './panorama-viewer.tsx';
export { RichText } from './rich-text.tsx';
export {
  boldSegments,
  isHeadingLine,
  parseRichText,
  type RichBlock,
  type RichSegment,
} from './rich-text-blocks.ts';
export { StatusBadge, statusColor } from './status-badge.tsx';
export { cssVariablesResolver, theme } from './theme.ts';
export { nextUploadProgress, type UploadProgressRule, useUploadProgress } from './upload-progress.ts';
