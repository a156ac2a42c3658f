/** Line icons drawn in a 100 × 100 box, stroked in the current colour. */
export type IconName =
  | 'plate'
  | 'cloche'
  | 'fish'
  | 'bowl'
  | 'rocket'
  | 'lantern'
  | 'flame'
  | 'waves'
  | 'sunset'
  | 'leaf'
  | 'lotus'
  | 'drop'
  | 'hearts'
  | 'steam'
  | 'rose'
  | 'slide'
  | 'balloons'
  | 'goggles'
  | 'sun'
  | 'star'
  | 'film'
  | 'pen'
  | 'dumbbell'
  | 'masks'
  | 'tag'
  | 'gift'
  | 'wifi'
  | 'photo';

const icons: Record<IconName, string> = {
  plate:
    '<circle cx="50" cy="50" r="30"/><circle cx="50" cy="50" r="20"/><path d="M8 22v20m5-20v20m5-20v20M13 42v38M90 22c-8 6-8 24 0 28v30"/>',
  cloche:
    '<path d="M14 72h72M20 72c0-20 13-34 30-34s30 14 30 34M50 38v-8"/><circle cx="50" cy="26" r="4"/><path d="M10 80h80"/>',
  fish: '<path d="M14 50c14-20 44-22 60 0-16 22-46 20-60 0z"/><path d="M74 50l14-12v24z"/><circle cx="30" cy="46" r="3"/>',
  bowl: '<path d="M16 50h68c0 20-16 32-34 32S16 70 16 50z"/><path d="M40 82h20M56 44L84 14m-20 30L90 22"/>',
  rocket:
    '<path d="M50 10c14 12 18 32 12 54H38c-6-22-2-42 12-54z"/><circle cx="50" cy="36" r="7"/><path d="M38 52l-12 16h14m22-16l12 16H60M44 72l6 16 6-16"/>',
  lantern:
    '<path d="M40 16h20M50 8v8M36 24h28l6 10v32l-6 10H36l-6-10V34z"/><path d="M40 34v32m10-32v32m10-32v32M42 76l-2 10h20l-2-10"/>',
  flame:
    '<path d="M50 88c-18 0-28-12-28-28 0-18 16-26 18-46 12 10 14 20 12 30 6-4 8-10 8-16 10 10 18 20 18 32 0 16-10 28-28 28z"/><path d="M50 88c-8 0-12-6-12-12 0-8 8-12 12-22 6 8 12 14 12 22 0 6-4 12-12 12z"/>',
  waves:
    '<path d="M8 40c10-10 20-10 28 0s20 10 28 0 20-10 28 0M8 58c10-10 20-10 28 0s20 10 28 0 20-10 28 0M8 76c10-10 20-10 28 0s20 10 28 0 20-10 28 0"/>',
  sunset:
    '<path d="M24 60a26 26 0 0 1 52 0M50 20v10M20 34l7 7m53-7l-7 7M8 60h84M18 74c8-6 16-6 24 0s16 6 24 0 16-6 24 0"/>',
  leaf: '<path d="M20 80C20 40 44 18 84 16c0 40-22 64-62 64z"/><path d="M20 80L62 38M40 60h14M50 50V36"/>',
  lotus:
    '<path d="M50 24c10 12 12 30 0 46-12-16-10-34 0-46z"/><path d="M50 70c-16 0-30-10-34-26 14 0 26 8 34 26zm0 0c16 0 30-10 34-26-14 0-26 8-34 26z"/><path d="M18 78h64"/>',
  drop: '<path d="M50 12c14 20 26 34 26 50a26 26 0 0 1-52 0c0-16 12-30 26-50z"/><path d="M38 64a12 12 0 0 0 12 12"/>',
  hearts:
    '<path d="M36 76C20 62 10 52 10 40a13 13 0 0 1 26-4 13 13 0 0 1 26 4c0 12-10 22-26 36z"/><path d="M64 78c12-10 26-22 26-34a11 11 0 0 0-22-3"/>',
  steam:
    '<path d="M30 80c-10-12 10-20 0-32s10-20 0-32M50 80c-10-12 10-20 0-32s10-20 0-32M70 80c-10-12 10-20 0-32s10-20 0-32"/><path d="M16 88h68"/>',
  rose: '<circle cx="50" cy="40" r="24"/><path d="M50 40c0-8 8-10 12-4s-2 16-12 16-18-8-16-18 14-16 24-10M50 64v24M50 76c-8-8-18-6-20 0m20 4c8-8 18-6 20 0"/>',
  slide:
    '<path d="M16 86V22h14v64M16 40h14M16 58h14M30 26c30 4 20 40 54 56"/><path d="M30 40c24 6 18 34 50 46"/>',
  balloons:
    '<ellipse cx="36" cy="32" rx="16" ry="20"/><ellipse cx="64" cy="28" rx="16" ry="20"/><path d="M36 52c2 10-4 20 6 36M64 48c-2 12 4 24-10 40"/>',
  goggles:
    '<path d="M12 38h76v26a8 8 0 0 1-8 8H62l-6-10H44l-6 10H20a8 8 0 0 1-8-8z"/><path d="M22 38l6-14h44l6 14"/>',
  sun: '<circle cx="50" cy="50" r="18"/><path d="M50 10v12m0 56v12M10 50h12m56 0h12M22 22l8 8m40 40l8 8m0-56l-8 8M30 70l-8 8"/>',
  star: '<path d="M50 12l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z"/>',
  film: '<rect x="14" y="22" width="72" height="56" rx="4"/><path d="M26 22v56M74 22v56M14 36h12m48 0h12M14 50h12m48 0h12M14 64h12m48 0h12"/><path d="M44 40l14 10-14 10z"/>',
  pen: '<path d="M24 80l8-24 38-38 16 16-38 38z"/><path d="M62 26l16 16M24 80l14-6"/><path d="M12 90c20-6 40-6 76 0"/>',
  dumbbell: '<path d="M30 50h40M14 36v28m8-34v40m56-40v40m8-34v28"/>',
  masks:
    '<path d="M14 20h36v24c0 14-8 24-18 24S14 58 14 44z"/><path d="M24 36h4m8 0h4M26 52c4 4 8 4 12 0"/><path d="M50 36h36v24c0 14-8 24-18 24S50 74 50 60z"/><path d="M60 52h4m8 0h4M62 72c4-4 8-4 12 0"/>',
  tag: '<path d="M50 12h34v34L46 84 12 50z"/><circle cx="70" cy="26" r="5"/><path d="M36 48l20 0M46 38v20"/>',
  gift: '<rect x="16" y="40" width="68" height="44" rx="3"/><path d="M12 28h76v12H12zM50 28v56M50 28c-6-14-26-16-22-4 2 6 14 4 22 4zm0 0c6-14 26-16 22-4-2 6-14 4-22 4z"/>',
  wifi: '<path d="M10 40c22-20 58-20 80 0M22 54c16-14 40-14 56 0M34 68c10-8 22-8 32 0"/><circle cx="50" cy="80" r="4"/>',
  photo:
    '<rect x="12" y="20" width="76" height="60" rx="6"/><path d="M12 70l22-22 18 18 12-12 24 24"/><circle cx="66" cy="38" r="7"/>',
};

/** The icon scaled to `size` pixels and centred on (cx, cy). */
export function icon(
  name: IconName,
  cx: number,
  cy: number,
  size: number,
  color = '#ffffff',
  weight = 3.5,
): string {
  const scale = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</g>`;
}
