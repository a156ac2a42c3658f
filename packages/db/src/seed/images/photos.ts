import { renderLandscape, type SceneName, type Variant } from './scenes.ts';
import { esc, SANS, SERIF, svgDoc } from './svg.ts';

export type ScenePhotoOptions = {
  scene: SceneName;
  variant: Variant;
  seed: string;
  title: string;
  subtitle?: string;
  width?: number;
  height?: number;
};

/** A landscape 'photo' of a port or excursion stop with its caption over a dark fade. */
export function renderScenePhoto(options: ScenePhotoOptions): string {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const { defs, body } = renderLandscape({ ...options, width, height, horizon: 0.6 });
  const titleSize = Math.round(height * 0.085);
  const caption = [
    `<rect y="${Math.round(height * 0.55)}" width="${width}" height="${Math.round(height * 0.45)}" fill="url(#fade)"/>`,
    `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * (options.subtitle ? 0.86 : 0.91))}" font-family="${SERIF}" font-size="${titleSize}" fill="#ffffff">${esc(options.title)}</text>`,
    options.subtitle
      ? `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.93)}" font-family="${SANS}" font-size="${Math.round(titleSize * 0.45)}" letter-spacing="3" fill="#ffffff" opacity="0.85">${esc(options.subtitle.toUpperCase())}</text>`
      : '',
  ].join('');
  const fade =
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>';
  return svgDoc(width, height, defs + fade, body + caption);
}

/** An equirectangular 2:1 panorama: horizon across the middle, seamless at the left and right edges. */
export function renderPanorama(options: {
  scene: SceneName;
  variant: Variant;
  seed: string;
  caption: string;
}): string {
  const width = 2048;
  const height = 1024;
  const { defs, body } = renderLandscape({ ...options, width, height, horizon: 0.5 });
  const caption = `<text x="${width / 2}" y="${height - 40}" text-anchor="middle" font-family="${SANS}" font-size="26" letter-spacing="4" fill="#ffffff" opacity="0.6">${esc(options.caption.toUpperCase())}</text>`;
  return svgDoc(width, height, defs, body + caption);
}
