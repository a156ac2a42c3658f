/** Small helpers for hand-built SVG strings. */

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].join('');
}

const AXES = {
  vertical: 'x1="0" y1="0" x2="0" y2="1"',
  horizontal: 'x1="0" y1="0" x2="1" y2="0"',
  diagonal: 'x1="0" y1="0" x2="1" y2="1"',
} as const;

/** A linear gradient with evenly spread stops, top to bottom unless told otherwise. */
export function gradient(
  id: string,
  colors: readonly string[],
  direction: keyof typeof AXES = 'vertical',
): string {
  const stops = colors
    .map(
      (color, i) =>
        `<stop offset="${colors.length === 1 ? 0 : round((i / (colors.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${AXES[direction]}>${stops}</linearGradient>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Deterministic pseudo-random numbers in [0, 1) from a string (mulberry32). */
export function random(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes two #rrggbb colours; amount 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = Number.parseInt(from.slice(1), 16);
  const b = Number.parseInt(to.slice(1), 16);
  const channel = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * amount);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Splits text into lines of at most `max` characters, on spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, sans-serif";
