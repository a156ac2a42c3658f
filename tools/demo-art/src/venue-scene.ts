import type { Palette } from './cards.ts';
import { type IconName, icon } from './icons.ts';
import { gradient, mix, random, round, svgDoc } from './svg.ts';

export type VenueKind = 'dining' | 'spa' | 'activity';

export type VenueSceneOptions = { seed: string; kind: VenueKind; palette: Palette; icon: IconName };

const SKIES: readonly (readonly string[])[] = [
  ['#5fa8d3', '#a9d6e5', '#f1e3c8'],
  ['#f4a261', '#f6c28b', '#fbe3c2'],
  ['#3a3f7a', '#b56576', '#f2b880'],
];

/**
 * A room on board: arched windows onto the Red Sea (sky, sun and horizon vary by venue), the
 * venue's colours on the walls, and what the room is for in the foreground — laid tables, a
 * treatment bed among plants, or the activity's emblem on a lit stage. No words.
 */
export function renderVenueScene(options: VenueSceneOptions): string {
  const width = 800;
  const height = 500;
  const rnd = random(`${options.seed}:${options.kind}`);
  const { palette } = options;
  const sky = SKIES[Math.floor(rnd() * SKIES.length)] ?? SKIES[0] ?? [];
  const windows = 3 + Math.floor(rnd() * 2);
  const span = width * 0.84;
  const gap = 26;
  const w = (span - gap * (windows - 1)) / windows;
  const top = height * (0.12 + rnd() * 0.05);
  const bottom = height * 0.6;
  const horizon = top + (bottom - top) * (0.55 + rnd() * 0.15);
  const sunX = width * (0.2 + rnd() * 0.6);
  const sunY = top + (horizon - top) * (0.35 + rnd() * 0.4);
  const wall = mix(palette.from, '#000000', 0.15);

  const arches = Array.from({ length: windows }, (_, i) => {
    const x = width * 0.08 + i * (w + gap);
    const r = w / 2;
    return `M${round(x)} ${round(bottom)} V${round(top + r)} A${round(r)} ${round(r)} 0 0 1 ${round(x + w)} ${round(top + r)} V${round(bottom)} Z`;
  }).join(' ');

  const defs = [
    gradient('wall', [wall, palette.to], 'diagonal'),
    gradient('sky', sky),
    gradient('sea', ['#1f7ea1', '#0e3f5c']),
    gradient('floor', [mix(palette.to, '#000000', 0.25), mix(palette.from, '#000000', 0.45)]),
    `<clipPath id="windows"><path d="${arches}"/></clipPath>`,
  ].join('');

  const view = [
    `<g clip-path="url(#windows)">`,
    `<rect width="${width}" height="${round(horizon)}" fill="url(#sky)"/>`,
    `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(18 + rnd() * 14)}" fill="#fff4d6" opacity="0.9"/>`,
    `<rect y="${round(horizon)}" width="${width}" height="${round(height - horizon)}" fill="url(#sea)"/>`,
    ...Array.from({ length: 5 }, (_, i) => {
      const y = horizon + 8 + i * 12;
      return `<path d="M0 ${round(y)} H${width}" stroke="#ffffff" stroke-opacity="${round(0.25 - i * 0.04)}" stroke-width="2" stroke-dasharray="${round(20 + rnd() * 30)} ${round(14 + rnd() * 20)}"/>`;
    }),
    '</g>',
    `<path d="${arches}" fill="none" stroke="${palette.accent}" stroke-width="5"/>`,
  ].join('');

  const floorTop = height * 0.72;
  const floor = `<rect y="${round(floorTop)}" width="${width}" height="${round(height - floorTop)}" fill="url(#floor)"/>`;
  return svgDoc(
    width,
    height,
    defs,
    [
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
      view,
      floor,
      foreground(options, rnd, width, floorTop),
    ].join(''),
  );
}

function foreground(options: VenueSceneOptions, rnd: () => number, width: number, floorTop: number): string {
  const { palette } = options;
  if (options.kind === 'dining') {
    const tables = 3;
    return Array.from({ length: tables }, (_, i) => {
      const cx = width * (0.2 + i * 0.3) + (rnd() - 0.5) * 30;
      const cy = floorTop + 40 + rnd() * 30;
      const rx = 70 + rnd() * 20;
      return [
        `<ellipse cx="${round(cx)}" cy="${round(cy + 46)}" rx="${round(rx * 0.9)}" ry="10" fill="#000" opacity="0.18"/>`,
        `<rect x="${round(cx - 6)}" y="${round(cy)}" width="12" height="44" fill="${mix(palette.from, '#000000', 0.4)}"/>`,
        `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="18" fill="#fbf5ea"/>`,
        `<path d="M${round(cx - rx)} ${round(cy)} Q${round(cx)} ${round(cy + 44)} ${round(cx + rx)} ${round(cy)}" fill="#f2e8d6"/>`,
        `<rect x="${round(cx - 3)}" y="${round(cy - 30)}" width="6" height="24" rx="3" fill="${palette.accent}"/>`,
        `<circle cx="${round(cx)}" cy="${round(cy - 34)}" r="5" fill="#fff4d6"/>`,
      ].join('');
    }).join('');
  }
  if (options.kind === 'spa') {
    const bed = `<rect x="${round(width * 0.3)}" y="${round(floorTop + 10)}" width="${round(width * 0.4)}" height="34" rx="17" fill="#fbf5ea"/><rect x="${round(width * 0.32)}" y="${round(floorTop + 44)}" width="${round(width * 0.36)}" height="14" fill="${mix(palette.from, '#000000', 0.35)}"/>`;
    const plant = (x: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const angle = -70 + i * 35 + (rnd() - 0.5) * 10;
        const length = 60 + rnd() * 30;
        const dx = Math.sin((angle * Math.PI) / 180) * length;
        const dy = -Math.cos((angle * Math.PI) / 180) * length;
        return `<path d="M${round(x)} ${round(floorTop + 40)} q${round(dx / 2)} ${round(dy)} ${round(dx)} ${round(dy)}" stroke="#4f7a5a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      }).join('') +
      `<rect x="${round(x - 22)}" y="${round(floorTop + 34)}" width="44" height="40" rx="8" fill="${palette.accent}"/>`;
    const candles = Array.from({ length: 3 }, (_, i) => {
      const x = width * 0.42 + i * 28;
      return `<rect x="${round(x)}" y="${round(floorTop - 6)}" width="12" height="16" rx="3" fill="#fbf5ea"/><circle cx="${round(x + 6)}" cy="${round(floorTop - 12)}" r="4" fill="#ffd27a"/>`;
    }).join('');
    return plant(width * 0.12) + plant(width * 0.88) + bed + candles;
  }
  // Activities: the emblem on a lit stage, with a glow that varies by venue.
  const cx = width * (0.35 + rnd() * 0.3);
  const cy = floorTop + 8;
  return [
    `<ellipse cx="${round(cx)}" cy="${round(cy + 40)}" rx="150" ry="26" fill="${palette.accent}" opacity="0.55"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy - 30)}" r="78" fill="${mix(palette.from, '#000000', 0.3)}" stroke="${palette.accent}" stroke-width="4"/>`,
    icon(options.icon, cx, cy - 30, 92, '#ffffff'),
  ].join('');
}
