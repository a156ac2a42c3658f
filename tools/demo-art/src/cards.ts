import { type IconName, icon } from './icons.ts';
import { gradient, svgDoc } from './svg.ts';

export type Palette = { from: string; to: string; accent: string };

/** An eight-pointed star tile (the khatam), the ship's decorative motif. */
function starPattern(color: string): string {
  const star =
    'M40 14 L47 27 L61 23 L57 37 L70 44 L57 51 L61 65 L47 61 L40 74 L33 61 L19 65 L23 51 L10 44 L23 37 L19 23 L33 27 Z';
  return `<pattern id="khatam" width="80" height="88" patternUnits="userSpaceOnUse"><path d="${star}" fill="none" stroke="${color}" stroke-width="1.5" opacity="0.16"/></pattern>`;
}

export type MotifCardOptions = {
  title: string;
  subtitle: string;
  icon: IconName;
  palette: Palette;
  width?: number;
  height?: number;
  /** A corner badge, e.g. '-30%' on a promotion. */
  badge?: string;
};

/**
 * Gradient card with the khatam pattern and a large line icon. No words: the name and caption are
 * the page's, in the guest's language (`title`, `subtitle` and `badge` only vary the composition).
 */
export function renderMotifCard(options: MotifCardOptions): string {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const { palette } = options;
  // A per-item offset of the ring and the accent arcs, so two cards of one look still differ.
  const shift = [...`${options.title}${options.subtitle}`].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const cx = Math.round(width * (0.42 + (shift % 17) / 100));
  const cy = Math.round(height * 0.5);
  const r = Math.round(height * 0.3);
  const defs = gradient('bg', [palette.from, palette.to], 'diagonal') + starPattern('#ffffff');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#khatam)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.08" stroke="${palette.accent}" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 26 + (shift % 5) * 6}" fill="none" stroke="${palette.accent}" stroke-width="1.5" opacity="0.45" stroke-dasharray="${4 + (shift % 7)} 10"/>`,
    icon(options.icon, cx, cy, Math.round(height * 0.34), '#ffffff'),
    options.badge ? `<circle cx="${width - 90}" cy="90" r="46" fill="${palette.accent}" opacity="0.9"/>` : '',
  ].join('');
  return svgDoc(width, height, defs, body);
}
