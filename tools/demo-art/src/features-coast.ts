import { type FeatureContext, r, spots } from './feature-context.ts';

/** What sets one stretch of coast apart from the next: dhows, yachts at a pier, a lighthouse, a flagpole. */

/** Wooden dhows under slanted lateen sails (Al Wajh's fishing harbour). */
export function dhows(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 3, 0.15, 0.85)
    .map((x) => {
      const y = ctx.horizon + (40 + ctx.rnd() * 60) * s;
      const w = (150 + ctx.rnd() * 60) * s;
      return [
        `<path d="M${r(x - w / 2)} ${r(y - 14 * s)} Q${r(x)} ${r(y + 30 * s)} ${r(x + w / 2)} ${r(y - 22 * s)} L${r(x + w / 2 - 20 * s)} ${r(y + 8 * s)} L${r(x - w / 2 + 16 * s)} ${r(y + 8 * s)} Z" fill="#7a4b2a"/>`,
        `<path d="M${r(x - 4 * s)} ${r(y - 4 * s)} L${r(x + 10 * s)} ${r(y - w * 0.95)}" stroke="#5c3b22" stroke-width="${r(5 * s)}"/>`,
        `<path d="M${r(x - w * 0.45)} ${r(y - w * 0.25)} L${r(x + w * 0.12)} ${r(y - w * 1.05)} Q${r(x + w * 0.15)} ${r(y - w * 0.5)} ${r(x + w * 0.05)} ${r(y - 16 * s)} Z" fill="#f3ead8"/>`,
      ].join('');
    })
    .join('');
}

/** A tall flagpole on the shore with a four-coloured flag (Aqaba's landmark). */
export function flagpole(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const x = ctx.width * (0.62 + ctx.rnd() * 0.1);
  const top = ctx.horizon - 420 * s;
  const fw = 170 * s;
  const fh = 110 * s;
  const band = fh / 3;
  return [
    `<rect x="${r(x - 4 * s)}" y="${r(top)}" width="${r(8 * s)}" height="${r(ctx.horizon - top)}" fill="#d9d9d9"/>`,
    `<rect x="${r(x + 4 * s)}" y="${r(top)}" width="${r(fw)}" height="${r(band)}" fill="#1b1b1b"/>`,
    `<rect x="${r(x + 4 * s)}" y="${r(top + band)}" width="${r(fw)}" height="${r(band)}" fill="#f7f7f2"/>`,
    `<rect x="${r(x + 4 * s)}" y="${r(top + 2 * band)}" width="${r(fw)}" height="${r(band)}" fill="#1f7a3e"/>`,
    `<path d="M${r(x + 4 * s)} ${r(top)} L${r(x + 4 * s + fw * 0.45)} ${r(top + fh / 2)} L${r(x + 4 * s)} ${r(top + fh)} Z" fill="#b3202a"/>`,
  ].join('');
}

/** A striped lighthouse on a headland (Safaga's coast). */
export function lighthouse(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const x = ctx.width * (0.2 + ctx.rnd() * 0.1);
  const base = ctx.horizon + 10 * s;
  const h = 300 * s;
  const parts = [
    `<path d="M${r(x - 150 * s)} ${r(base + 30 * s)} Q${r(x)} ${r(base - 60 * s)} ${r(x + 170 * s)} ${r(base + 30 * s)} Z" fill="#8a6b52"/>`,
    `<path d="M${r(x - 26 * s)} ${r(base - 20 * s)} L${r(x - 16 * s)} ${r(base - h)} L${r(x + 16 * s)} ${r(base - h)} L${r(x + 26 * s)} ${r(base - 20 * s)} Z" fill="#f7f3ea"/>`,
  ];
  for (let k = 1; k < 4; k++) {
    const y = base - 20 * s - (k * (h - 20 * s)) / 4;
    parts.push(
      `<rect x="${r(x - 24 * s + k * 2 * s)}" y="${r(y)}" width="${r(48 * s - k * 4 * s)}" height="${r(26 * s)}" fill="#c0392b"/>`,
    );
  }
  parts.push(
    `<rect x="${r(x - 20 * s)}" y="${r(base - h - 40 * s)}" width="${r(40 * s)}" height="${r(40 * s)}" fill="#ffe8a3"/>`,
    `<path d="M${r(x - 26 * s)} ${r(base - h - 40 * s)} L${r(x)} ${r(base - h - 75 * s)} L${r(x + 26 * s)} ${r(base - h - 40 * s)} Z" fill="#2d3a4a"/>`,
  );
  if (ctx.dusk)
    parts.push(
      `<path d="M${r(x)} ${r(base - h - 20 * s)} L${r(x + 420 * s)} ${r(base - h - 90 * s)} L${r(x + 420 * s)} ${r(base - h + 50 * s)} Z" fill="#ffe8a3" opacity="0.25"/>`,
    );
  return parts.join('');
}

/** Rising bubbles of divers below (Ras Mohammed's deep walls). */
export function bubbles(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const parts: string[] = [];
  for (const x of spots(ctx, 3, 0.2, 0.8)) {
    const y = ctx.height * (0.45 + ctx.rnd() * 0.2);
    parts.push(
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(46 * s)}" ry="${r(14 * s)}" fill="#0a1f33"/>`,
      `<rect x="${r(x - 10 * s)}" y="${r(y - 22 * s)}" width="${r(36 * s)}" height="${r(12 * s)}" rx="${r(5 * s)}" fill="#f2c14e"/>`,
      `<path d="M${r(x + 40 * s)} ${r(y)} l${r(40 * s)} ${r(-14 * s)} l0 ${r(28 * s)} Z" fill="#0a1f33"/>`,
    );
    for (let k = 0; k < 9; k++) {
      parts.push(
        `<circle cx="${r(x - 30 * s + Math.sin(k) * 14 * s)}" cy="${r(y - 40 * s - k * 46 * s)}" r="${r((5 + k * 1.2) * s)}" fill="none" stroke="#d8f3ff" stroke-width="${r(2 * s)}" opacity="0.6"/>`,
      );
    }
  }
  return parts.join('');
}

/** A wooden pier reaching out from the left (Hurghada's marina). */
export function pier(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const y = ctx.horizon + 150 * s;
  const end = ctx.width * 0.55;
  const parts = [`<rect x="0" y="${r(y)}" width="${r(end)}" height="${r(18 * s)}" fill="#8b5e3c"/>`];
  for (let x = 30 * s; x < end; x += 90 * s) {
    parts.push(
      `<rect x="${r(x)}" y="${r(y + 18 * s)}" width="${r(10 * s)}" height="${r(60 * s)}" fill="#6b4529"/>`,
    );
  }
  return parts.join('');
}

/** White motor yachts moored in a row. */
export function yachts(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 4, 0.12, 0.92)
    .map((x) => {
      const y = ctx.horizon + (60 + ctx.rnd() * 50) * s;
      const w = (130 + ctx.rnd() * 40) * s;
      return [
        `<path d="M${r(x - w / 2)} ${r(y)} L${r(x + w / 2)} ${r(y - 10 * s)} L${r(x + w / 2 - 20 * s)} ${r(y + 24 * s)} L${r(x - w / 2 + 8 * s)} ${r(y + 24 * s)} Z" fill="#fbfbf8"/>`,
        `<path d="M${r(x - w * 0.3)} ${r(y - 2 * s)} L${r(x - w * 0.2)} ${r(y - 30 * s)} L${r(x + w * 0.2)} ${r(y - 32 * s)} L${r(x + w * 0.3)} ${r(y - 6 * s)} Z" fill="#e8eef2"/>`,
        `<rect x="${r(x - w * 0.15)}" y="${r(y - 24 * s)}" width="${r(w * 0.3)}" height="${r(8 * s)}" fill="#29465b"/>`,
      ].join('');
    })
    .join('');
}
