import { type FeatureContext, r, spots } from './feature-context.ts';

/** Sea, sky and shore: water, boats, reefs, palms, stars and balloons. */

export function palms(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 6)
    .map((x, i) => {
      const base = ctx.horizon + (ctx.height - ctx.horizon) * (0.5 + (i % 2) * 0.12);
      const h = (200 + ctx.rnd() * 80) * s;
      const lean = (ctx.rnd() - 0.5) * 60 * s;
      const top = { x: x + lean, y: base - h };
      const fronds = [-1, -0.5, 0, 0.5, 1]
        .map((k) => {
          const ex = top.x + k * 110 * s;
          const ey = top.y + Math.abs(k) * 60 * s + 10 * s;
          return `<path d="M${r(top.x)} ${r(top.y)} Q${r(top.x + k * 60 * s)} ${r(top.y - 40 * s)} ${r(ex)} ${r(ey)}" stroke="#1f4a3a" stroke-width="${r(12 * s)}" fill="none" stroke-linecap="round"/>`;
        })
        .join('');
      return `<path d="M${r(x)} ${r(base)} Q${r(x + lean * 0.2)} ${r(base - h / 2)} ${r(top.x)} ${r(top.y)}" stroke="#4a3526" stroke-width="${r(12 * s)}" fill="none"/>${fronds}`;
    })
    .join('');
}

export function balloons(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const colors = ['#e4572e', '#f3a712', '#29335c', '#a8c686', '#db2b39', '#669bbc'];
  return spots(ctx, 6)
    .map((x, i) => {
      const size = (0.6 + ctx.rnd() * 0.7) * s;
      const y = ctx.horizon - (180 + ctx.rnd() * 250) * s;
      const color = colors[i % colors.length] ?? '#e4572e';
      return [
        `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(60 * size)}" ry="${r(72 * size)}" fill="${color}"/>`,
        `<path d="M${r(x - 20 * size)} ${r(y)} Q${r(x)} ${r(y - 80 * size)} ${r(x + 20 * size)} ${r(y)}" stroke="#ffffff" stroke-width="${r(6 * size)}" fill="none" opacity="0.5"/>`,
        `<path d="M${r(x - 50 * size)} ${r(y + 40 * size)} L${r(x - 12 * size)} ${r(y + 100 * size)} L${r(x + 12 * size)} ${r(y + 100 * size)} L${r(x + 50 * size)} ${r(y + 40 * size)}" fill="${color}" opacity="0.85"/>`,
        `<rect x="${r(x - 12 * size)}" y="${r(y + 106 * size)}" width="${r(24 * size)}" height="${r(18 * size)}" fill="#5c4030"/>`,
      ].join('');
    })
    .join('');
}

export function boats(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 4, 0.1, 0.9)
    .map((x) => {
      const y = ctx.horizon + (30 + ctx.rnd() * 70) * s;
      const w = (70 + ctx.rnd() * 50) * s;
      return [
        `<path d="M${r(x - w / 2)} ${r(y)} L${r(x + w / 2)} ${r(y)} L${r(x + w / 2 - 14 * s)} ${r(y + 18 * s)} L${r(x - w / 2 + 10 * s)} ${r(y + 18 * s)} Z" fill="#f7f3ea"/>`,
        `<path d="M${r(x)} ${r(y)} L${r(x)} ${r(y - w * 0.9)} L${r(x + w * 0.45)} ${r(y - 6 * s)} Z" fill="#ffffff" opacity="0.9"/>`,
      ].join('');
    })
    .join('');
}

export function waves(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const lines: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = ctx.horizon + (12 + ctx.rnd() * (ctx.height - ctx.horizon) * 0.8);
    const x = ctx.rnd() * ctx.width;
    const w = (40 + ctx.rnd() * 120) * s * (1 + (y - ctx.horizon) / (ctx.height - ctx.horizon));
    lines.push(
      `<path d="M${r(x)} ${r(y)} q${r(w / 4)} ${r(-6 * s)} ${r(w / 2)} 0 t${r(w / 2)} 0" stroke="#ffffff" stroke-width="${r(3 * s)}" fill="none" opacity="0.35"/>`,
    );
  }
  return lines.join('');
}

export function stars(ctx: FeatureContext): string {
  const dots: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = ctx.rnd() * ctx.width;
    const y = ctx.rnd() * ctx.horizon * 0.92;
    dots.push(
      `<circle cx="${r(x)}" cy="${r(y)}" r="${r(0.6 + ctx.rnd() * 1.8 * (ctx.height / 1024) + 0.4)}" fill="#ffffff" opacity="${r(0.4 + ctx.rnd() * 0.6)}"/>`,
    );
  }
  const band = `<ellipse cx="${r(ctx.width * 0.6)}" cy="${r(ctx.horizon * 0.42)}" rx="${r(ctx.width * 0.3)}" ry="${r(ctx.horizon * 0.1)}" fill="#c9b8ff" opacity="0.12" transform="rotate(-18 ${r(ctx.width * 0.6)} ${r(ctx.horizon * 0.42)})"/>`;
  return band + dots.join('');
}

export function reef(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = ctx.width * (0.05 + i * 0.14 + ctx.rnd() * 0.04);
    parts.push(
      `<path d="M${r(x)} 0 L${r(x + 60 * s)} 0 L${r(x + 220 * s)} ${r(ctx.height)} L${r(x + 120 * s)} ${r(ctx.height)} Z" fill="#ffffff" opacity="0.07"/>`,
    );
  }
  const corals = ['#ff7f6e', '#f9a03f', '#c86bd6', '#ffd166', '#ef476f'];
  for (const x of spots(ctx, 14)) {
    const y = ctx.height - (20 + ctx.rnd() * 120) * s;
    const color = corals[Math.floor(ctx.rnd() * corals.length)] ?? '#ff7f6e';
    if (ctx.rnd() > 0.5) {
      for (let k = 0; k < 5; k++) {
        parts.push(
          `<circle cx="${r(x + (ctx.rnd() - 0.5) * 90 * s)}" cy="${r(y - ctx.rnd() * 70 * s)}" r="${r((18 + ctx.rnd() * 22) * s)}" fill="${color}" opacity="0.9"/>`,
        );
      }
    } else {
      const h = (90 + ctx.rnd() * 90) * s;
      parts.push(
        `<path d="M${r(x)} ${r(y + 20 * s)} L${r(x - 10 * s)} ${r(y - h * 0.5)} L${r(x - 40 * s)} ${r(y - h)} M${r(x - 6 * s)} ${r(y - h * 0.4)} L${r(x + 30 * s)} ${r(y - h * 0.9)} M${r(x + 14 * s)} ${r(y - h * 0.6)} L${r(x + 50 * s)} ${r(y - h * 0.7)}" stroke="${color}" stroke-width="${r(14 * s)}" stroke-linecap="round" fill="none"/>`,
      );
    }
  }
  const fish = ['#ffd166', '#06d6a0', '#ffffff', '#f78c6b'];
  for (let i = 0; i < 18; i++) {
    const x = ctx.rnd() * ctx.width;
    const y = ctx.height * (0.3 + ctx.rnd() * 0.45);
    const size = (10 + ctx.rnd() * 14) * s;
    const dir = ctx.rnd() > 0.5 ? 1 : -1;
    const color = fish[i % fish.length] ?? '#ffd166';
    parts.push(
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(size * 1.6)}" ry="${r(size * 0.8)}" fill="${color}"/>`,
    );
    parts.push(
      `<path d="M${r(x - dir * size * 1.4)} ${r(y)} l${r(-dir * size)} ${r(-size * 0.7)} l0 ${r(size * 1.4)} Z" fill="${color}"/>`,
    );
  }
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${r(ctx.rnd() * ctx.width)}" cy="${r(ctx.rnd() * ctx.height * 0.8)}" r="${r((3 + ctx.rnd() * 6) * s)}" fill="none" stroke="#ffffff" stroke-width="${r(1.5 * s)}" opacity="0.5"/>`,
    );
  }
  return parts.join('');
}

export function parasols(ctx: FeatureContext): string {
  const s = ctx.height / 1024;
  return spots(ctx, 5, 0.1, 0.9)
    .map((x, i) => {
      const y = ctx.height - (90 + (i % 2) * 60) * s;
      const color = i % 2 ? '#f4f1de' : '#e07a5f';
      return [
        `<path d="M${r(x)} ${r(y)} L${r(x)} ${r(y - 120 * s)}" stroke="#5c4030" stroke-width="${r(5 * s)}"/>`,
        `<path d="M${r(x - 80 * s)} ${r(y - 100 * s)} Q${r(x)} ${r(y - 170 * s)} ${r(x + 80 * s)} ${r(y - 100 * s)} Z" fill="${color}"/>`,
        `<rect x="${r(x + 20 * s)}" y="${r(y - 18 * s)}" width="${r(90 * s)}" height="${r(14 * s)}" rx="${r(5 * s)}" fill="#ffffff" opacity="0.85"/>`,
      ].join('');
    })
    .join('');
}
