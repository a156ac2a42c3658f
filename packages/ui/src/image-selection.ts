/** MIME types the image uploader accepts (the server checks the bytes as well). */
export const IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Whether `incoming` files fit next to the item's `current` images and those already `selected`:
 * the §5 rule is at most `max` images per item, so a choice that would pass it is refused whole.
 */
export function fitsImageLimit(current: number, selected: number, incoming: number, max: number): boolean {
  return current + selected + incoming <= max;
}

/** Room left for new images, never below zero. */
export const imagesLeft = (current: number, selected: number, max: number): number =>
  Math.max(0, max - current - selected);

/** '2.4 MB' / '830 KB': a short size for a picked file. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
