import { type FeatureContext, r, spots } from './feature-context.ts';

/** Buildings and rocks: the skylines and monuments of each port. */

export function skyline(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const color = ctx.dusk ? '#1f2540' : '#34455f';
  const parts: string[] = [];
  for (const [from, to] of [
    [0.08, 0.4],
    [0.58, 0.84],
  ] as const) {
    let x = ctx.width * from;
    while (x < ctx.width * to) {
      const w = (24 + ctx.rnd() * 46) * s;
      const h = (40 + ctx.rnd() * 150) * s;
      parts.push(
        `<rect x="${r(x)}" y="${r(ctx.horizon - h)}" width="${r(w)}" height="${r(h)}" fill="${color}"/>`,
      );
      x += w + ctx.rnd() * 10 * s;
    }
  }
  const tx = ctx.width * 0.3;
  parts.push(
    `<path d="M${r(tx - 22 * s)} ${ctx.horizon} L${r(tx)} ${r(ctx.horizon - 330 * s)} L${r(tx + 22 * s)} ${ctx.horizon} Z" fill="${color}"/>`,
  );
  const fx = ctx.width * 0.5;
  parts.push(
    `<path d="M${r(fx)} ${ctx.horizon} C${r(fx - 6 * s)} ${r(ctx.horizon - 150 * s)} ${r(fx - 2 * s)} ${r(ctx.horizon - 260 * s)} ${r(fx)} ${r(ctx.horizon - 290 * s)} C${r(fx + 10 * s)} ${r(ctx.horizon - 250 * s)} ${r(fx + 40 * s)} ${r(ctx.horizon - 120 * s)} ${r(fx + 60 * s)} ${ctx.horizon}" fill="#ffffff" opacity="0.75"/>`,
  );
  return parts.join('');
}

export function oldTown(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const parts: string[] = [];
  let x = 0;
  while (x < ctx.width) {
    const w = (70 + ctx.rnd() * 90) * s;
    const h = (90 + ctx.rnd() * 130) * s;
    const top = ctx.horizon + 60 * s - h;
    parts.push(
      `<rect x="${r(x)}" y="${r(top)}" width="${r(w - 4 * s)}" height="${r(h)}" fill="${ctx.rnd() > 0.5 ? '#d8b98c' : '#c8a477'}"/>`,
    );
    const windows = Math.max(1, Math.floor(w / (45 * s)));
    for (let i = 0; i < windows; i++) {
      const wx = x + 12 * s + i * 42 * s;
      parts.push(
        `<rect x="${r(wx)}" y="${r(top + 22 * s)}" width="${r(26 * s)}" height="${r(48 * s)}" rx="${r(3 * s)}" fill="#6b4a2f"/>`,
      );
      parts.push(
        `<path d="M${r(wx)} ${r(top + 34 * s)} h${r(26 * s)} M${r(wx)} ${r(top + 46 * s)} h${r(26 * s)} M${r(wx)} ${r(top + 58 * s)} h${r(26 * s)}" stroke="#a57b52" stroke-width="${r(2 * s)}"/>`,
      );
    }
    x += w;
  }
  for (const mx of [ctx.width * 0.27, ctx.width * 0.77]) {
    parts.push(
      `<rect x="${r(mx - 12 * s)}" y="${r(ctx.horizon - 280 * s)}" width="${r(24 * s)}" height="${r(340 * s)}" fill="#efe2c8"/>`,
    );
    parts.push(`<circle cx="${r(mx)}" cy="${r(ctx.horizon - 285 * s)}" r="${r(17 * s)}" fill="#efe2c8"/>`);
  }
  return parts.join('');
}

export function temple(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const stone = ctx.dusk ? '#a07a50' : '#d9b77e';
  const shade = ctx.dusk ? '#7d5c3a' : '#b8925c';
  const parts: string[] = [];
  for (const cx of [ctx.width * 0.2, ctx.width * 0.7]) {
    const w = 260 * s;
    const h = 230 * s;
    parts.push(
      `<path d="M${r(cx - w / 2)} ${ctx.horizon} L${r(cx - w / 2 + 30 * s)} ${r(ctx.horizon - h)} L${r(cx + w / 2 - 30 * s)} ${r(ctx.horizon - h)} L${r(cx + w / 2)} ${ctx.horizon} Z" fill="${stone}"/>`,
    );
    parts.push(
      `<rect x="${r(cx - 28 * s)}" y="${r(ctx.horizon - 120 * s)}" width="${r(56 * s)}" height="${r(120 * s)}" fill="${shade}"/>`,
    );
  }
  for (let x = ctx.width * 0.34; x < ctx.width * 0.6; x += 56 * s) {
    parts.push(
      `<rect x="${r(x)}" y="${r(ctx.horizon - 190 * s)}" width="${r(34 * s)}" height="${r(190 * s)}" fill="${stone}"/>`,
    );
    parts.push(
      `<rect x="${r(x - 8 * s)}" y="${r(ctx.horizon - 206 * s)}" width="${r(50 * s)}" height="${r(18 * s)}" rx="${r(6 * s)}" fill="${shade}"/>`,
    );
  }
  parts.push(
    `<rect x="${r(ctx.width * 0.34 - 10 * s)}" y="${r(ctx.horizon - 222 * s)}" width="${r(ctx.width * 0.26)}" height="${r(18 * s)}" fill="${shade}"/>`,
  );
  const ox = ctx.width * 0.86;
  parts.push(
    `<path d="M${r(ox - 16 * s)} ${ctx.horizon} L${r(ox - 10 * s)} ${r(ctx.horizon - 300 * s)} L${r(ox)} ${r(ctx.horizon - 330 * s)} L${r(ox + 10 * s)} ${r(ctx.horizon - 300 * s)} L${r(ox + 16 * s)} ${ctx.horizon} Z" fill="${stone}"/>`,
  );
  return parts.join('');
}

export function carvedFacade(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const cx = ctx.width * 0.5;
  const base = ctx.horizon + 40 * s;
  const w = 230 * s;
  const parts = [
    `<path d="M${r(cx - w / 2 - 70 * s)} ${r(base)} L${r(cx - w / 2 - 50 * s)} ${r(base - 380 * s)} Q${r(cx)} ${r(base - 470 * s)} ${r(cx + w / 2 + 50 * s)} ${r(base - 390 * s)} L${r(cx + w / 2 + 70 * s)} ${r(base)} Z" fill="#a9584a"/>`,
    `<rect x="${r(cx - w / 2)}" y="${r(base - 180 * s)}" width="${r(w)}" height="${r(180 * s)}" fill="#e0a184"/>`,
    `<path d="M${r(cx - w / 2)} ${r(base - 180 * s)} L${r(cx)} ${r(base - 225 * s)} L${r(cx + w / 2)} ${r(base - 180 * s)} Z" fill="#d18f72"/>`,
    `<rect x="${r(cx - w / 2 + 10 * s)}" y="${r(base - 350 * s)}" width="${r(w - 20 * s)}" height="${r(110 * s)}" fill="#e0a184"/>`,
    `<rect x="${r(cx - 28 * s)}" y="${r(base - 390 * s)}" width="${r(56 * s)}" height="${r(150 * s)}" rx="${r(26 * s)}" fill="#d99a7c"/>`,
    `<rect x="${r(cx - 22 * s)}" y="${r(base - 110 * s)}" width="${r(44 * s)}" height="${r(110 * s)}" fill="#5b2a22"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const x = cx - w / 2 + 14 * s + i * ((w - 40 * s) / 5);
    parts.push(
      `<rect x="${r(x)}" y="${r(base - 172 * s)}" width="${r(12 * s)}" height="${r(172 * s)}" fill="#c98367"/>`,
    );
  }
  return parts.join('');
}

export function rockTomb(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const parts: string[] = [];
  for (const [fx, size] of [
    [0.18, 1],
    [0.62, 0.7],
  ] as const) {
    const cx = ctx.width * fx;
    const w = 300 * s * size;
    const h = 260 * s * size;
    const top = ctx.horizon + 30 * s - h;
    parts.push(
      `<path d="M${r(cx - w / 2)} ${r(ctx.horizon + 30 * s)} C${r(cx - w / 2)} ${r(top + 40 * s)} ${r(cx - w / 3)} ${r(top)} ${r(cx)} ${r(top)} C${r(cx + w / 3)} ${r(top)} ${r(cx + w / 2)} ${r(top + 50 * s)} ${r(cx + w / 2)} ${r(ctx.horizon + 30 * s)} Z" fill="${ctx.dusk ? '#8a4f35' : '#c27a4f'}"/>`,
    );
    const fw = w * 0.42;
    const fy = top + h * 0.28;
    parts.push(
      `<rect x="${r(cx - fw / 2)}" y="${r(fy)}" width="${r(fw)}" height="${r(h * 0.72 - 30 * s)}" fill="${ctx.dusk ? '#a5664a' : '#dc9a6e'}"/>`,
    );
    for (let i = 0; i < 4; i++) {
      parts.push(
        `<rect x="${r(cx - fw / 2 + i * (fw / 4) + 2 * s)}" y="${r(fy - 16 * s * size)}" width="${r(fw / 8)}" height="${r(16 * s * size)}" fill="${ctx.dusk ? '#a5664a' : '#dc9a6e'}"/>`,
      );
    }
    parts.push(
      `<rect x="${r(cx - fw * 0.14)}" y="${r(ctx.horizon + 30 * s - h * 0.32)}" width="${r(fw * 0.28)}" height="${r(h * 0.32)}" fill="#4a2618"/>`,
    );
  }
  return parts.join('');
}

export function elephantRock(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const x = ctx.width * 0.35;
  const y = ctx.horizon + 20 * s;
  const d = [
    `M${r(x - 260 * s)} ${r(y)}`,
    `C${r(x - 270 * s)} ${r(y - 180 * s)} ${r(x - 160 * s)} ${r(y - 260 * s)} ${r(x - 20 * s)} ${r(y - 250 * s)}`,
    `C${r(x + 120 * s)} ${r(y - 240 * s)} ${r(x + 190 * s)} ${r(y - 180 * s)} ${r(x + 200 * s)} ${r(y - 80 * s)}`,
    `C${r(x + 205 * s)} ${r(y - 40 * s)} ${r(x + 195 * s)} ${r(y - 10 * s)} ${r(x + 185 * s)} ${r(y)}`,
    `L${r(x + 150 * s)} ${r(y)} C${r(x + 150 * s)} ${r(y - 60 * s)} ${r(x + 130 * s)} ${r(y - 120 * s)} ${r(x + 90 * s)} ${r(y - 120 * s)}`,
    `C${r(x + 50 * s)} ${r(y - 120 * s)} ${r(x + 40 * s)} ${r(y - 60 * s)} ${r(x + 40 * s)} ${r(y)} Z`,
  ].join(' ');
  const glow = `<ellipse cx="${r(ctx.width * 0.82)}" cy="${r(ctx.horizon + 40 * s)}" rx="${r(60 * s)}" ry="${r(22 * s)}" fill="#ffb347" opacity="0.8"/>`;
  return `<path d="${d}" fill="#1d1420"/>${glow}`;
}

export function tents(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 3, 0.55, 0.95)
    .map((x) => {
      const y = ctx.horizon + 70 * s;
      return `<path d="M${r(x - 70 * s)} ${r(y)} L${r(x)} ${r(y - 70 * s)} L${r(x + 70 * s)} ${r(y)} Z" fill="#3d2b22"/><path d="M${r(x - 12 * s)} ${r(y)} L${r(x)} ${r(y - 30 * s)} L${r(x + 12 * s)} ${r(y)} Z" fill="#ffb347" opacity="0.8"/>`;
    })
    .join('');
}
