import { renderLandscape, type SceneName, type Variant } from './scenes.ts';
import { svgDoc } from './svg.ts';

export type ScenePhotoOptions = {
  scene: SceneName;
  variant: Variant;
  seed: string;
  title: string;
  subtitle?: string;
  width?: number;
  height?: number;
};

/**
 * A landscape 'photo' of a port or excursion stop under a soft dark fade. No caption is drawn:
 * names belong to the page, localised (`title` and `subtitle` only seed the composition).
 */
export function renderScenePhoto(options: ScenePhotoOptions): string {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const { defs, body } = renderLandscape({ ...options, width, height, horizon: 0.6 });
  const caption = `<rect y="${Math.round(height * 0.7)}" width="${width}" height="${Math.round(height * 0.3)}" fill="url(#fade)"/>`;
  const fade =
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>';
  return svgDoc(width, height, defs + fade, body + caption);
}

/** An equirectangular 2:1 panorama: horizon across the middle, seamless at the left and right edges, no words. */
export function renderPanorama(options: { scene: SceneName; variant: Variant; seed: string }): string {
  const width = 2048;
  const height = 1024;
  const { defs, body } = renderLandscape({ ...options, width, height, horizon: 0.5 });
  return svgDoc(width, height, defs, body);
}
