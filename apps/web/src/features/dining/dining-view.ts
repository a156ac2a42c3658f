import type { Messages } from '@marsa/i18n';

/** The dress code in the current language when it is one the catalog knows, else as stored. */
export function dressCodeLabel(dressCode: string, t: Messages): string {
  const labels: Record<string, string> = t.dining.dressCodes;
  return labels[dressCode.trim().toLowerCase()] ?? dressCode;
}

/** The dining style in the current language, or null when unknown. */
export function diningStyleLabel(style: string | null, t: Messages): string | null {
  if (!style) return null;
  const labels: Record<string, string> = t.dining.styles;
  return labels[style] ?? null;
}

/** '$$$' for a price level of 3 (1..4). */
export function priceSymbols(level: number): string {
  return '$'.repeat(Math.min(4, Math.max(1, Math.round(level))));
}

/** The restaurant's cover: its own image, else the first of its gallery. */
export function coverImage(restaurant: { imageUrl: string | null; images: string[] }): string | null {
  return restaurant.imageUrl || restaurant.images[0] || null;
}
