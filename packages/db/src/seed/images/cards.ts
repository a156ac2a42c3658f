import { type IconName, icon } from './icons.ts';
import { esc, gradient, SANS, SERIF, svgDoc, wrap } from './svg.ts';

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

/** Gradient card with the khatam pattern, a line icon, the name and a small caption. */
export function renderMotifCard(options: MotifCardOptions): string {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const { palette } = options;
  const lines = wrap(options.title, 24);
  const titleSize = lines.length > 1 ? 44 : 54;
  const titleTop = height * 0.66 - (lines.length - 1) * titleSize * 0.55;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${Math.round(titleTop + i * titleSize * 1.1)}" text-anchor="middle" font-family="${SERIF}" font-size="${titleSize}" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('');
  const lastBaseline = titleTop + (lines.length - 1) * titleSize * 1.1;
  const subtitleY = Math.round(lastBaseline + 62);
  const badge = options.badge
    ? `<circle cx="${width - 90}" cy="90" r="58" fill="${palette.accent}"/><text x="${width - 90}" y="104" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="36" fill="${palette.from}">${esc(options.badge)}</text>`
    : '';
  const defs = gradient('bg', [palette.from, palette.to], 'diagonal') + starPattern('#ffffff');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#khatam)"/>`,
    `<circle cx="${width / 2}" cy="${Math.round(height * 0.32)}" r="${Math.round(height * 0.17)}" fill="#ffffff" opacity="0.08" stroke="${palette.accent}" stroke-width="2"/>`,
    icon(options.icon, width / 2, Math.round(height * 0.32), Math.round(height * 0.2), '#ffffff'),
    title,
    `<path d="M${width / 2 - 40} ${Math.round(lastBaseline + 26)} h80" stroke="${palette.accent}" stroke-width="2"/>`,
    `<text x="${width / 2}" y="${subtitleY}" text-anchor="middle" font-family="${SANS}" font-size="20" letter-spacing="4" fill="#ffffff" opacity="0.85">${esc(options.subtitle.toUpperCase())}</text>`,
    badge,
  ].join('');
  return svgDoc(width, height, defs, body);
}

/** The neutral image shown when a venue or port has no picture of its own. */
export function renderPlaceholder(width: number, height: number): string {
  const size = Math.round(height * 0.3);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    icon('photo', width / 2, Math.round(height * 0.42), size, '#8a97a8', 3),
    `<text x="${width / 2}" y="${Math.round(height * 0.74)}" text-anchor="middle" font-family="${SERIF}" font-size="${Math.round(height * 0.08)}" fill="#5b6b80">Marsa</text>`,
    `<text x="${width / 2}" y="${Math.round(height * 0.84)}" text-anchor="middle" font-family="${SANS}" font-size="${Math.round(height * 0.045)}" fill="#8a97a8">${width} × ${height}</text>`,
  ].join('');
  return svgDoc(width, height, gradient('bg', ['#eef2f6', '#d9e1ea']), body);
}
