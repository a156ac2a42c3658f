/**
 * Pure math of the equirectangular panorama viewer. Angles are in degrees: yaw turns left and
 * right (0 looks at the middle of the image), pitch tilts up (positive) and down.
 */

export type ViewAngles = { yaw: number; pitch: number };
export type TiltRange = readonly [min: number, max: number];
/** A point of the panorama in percent of its width (x) and height (y). */
export type PanoramaPoint = { x: number; y: number };
/** Where a point lands in the view, in percent of the view's width and height. */
export type ViewPosition = { left: number; top: number };

const RAD = Math.PI / 180;

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Any yaw folded into [-180, 180). */
export const normalizeYaw = (yaw: number): number => ((((yaw + 180) % 360) + 360) % 360) - 180;

/**
 * The view after dragging by (dx, dy) pixels from `start`: the picture follows the pointer
 * (drag right turns left, drag down looks up), `sensitivity` degrees per pixel, tilt clamped.
 */
export function dragAngles(
  start: ViewAngles,
  dx: number,
  dy: number,
  sensitivity: number,
  [tiltMin, tiltMax]: TiltRange,
): ViewAngles {
  return {
    yaw: normalizeYaw(start.yaw - dx * sensitivity),
    pitch: clamp(start.pitch + dy * sensitivity, tiltMin, tiltMax),
  };
}

/** Turns the view by a step (keyboard), keeping the tilt inside its range. */
export function turnBy(
  angles: ViewAngles,
  dYaw: number,
  dPitch: number,
  [tiltMin, tiltMax]: TiltRange,
): ViewAngles {
  return { yaw: normalizeYaw(angles.yaw + dYaw), pitch: clamp(angles.pitch + dPitch, tiltMin, tiltMax) };
}

/** Longitude and latitude (degrees) of a point given in percent of an equirectangular image. */
export const pointToLonLat = ({ x, y }: PanoramaPoint): { lon: number; lat: number } => ({
  lon: (x / 100) * 360 - 180,
  lat: 90 - (y / 100) * 180,
});

type Vec3 = readonly [number, number, number];

/** The camera's forward, right and up unit vectors for a view (world: y up, z at yaw 0). */
export function cameraBasis({ yaw, pitch }: ViewAngles): { forward: Vec3; right: Vec3; up: Vec3 } {
  const [sy, cy, sp, cp] = [
    Math.sin(yaw * RAD),
    Math.cos(yaw * RAD),
    Math.sin(pitch * RAD),
    Math.cos(pitch * RAD),
  ];
  return {
    forward: [cp * sy, sp, cp * cy],
    right: [cy, 0, -sy],
    up: [-sp * sy, cp, -sp * cy],
  };
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Perspective projection of a panorama point into a view with vertical field of view `fovY`
 * and width/height `aspect`: the same projection the WebGL renderer draws. Null when the point
 * is behind the camera or outside the view.
 */
export function projectPoint(
  point: PanoramaPoint,
  view: ViewAngles,
  fovY: number,
  aspect: number,
): ViewPosition | null {
  const { lon, lat } = pointToLonLat(point);
  const cl = Math.cos(lat * RAD);
  const direction: Vec3 = [cl * Math.sin(lon * RAD), Math.sin(lat * RAD), cl * Math.cos(lon * RAD)];
  const { forward, right, up } = cameraBasis(view);
  const depth = dot(direction, forward);
  if (depth <= 0.01) return null;
  const halfHeight = Math.tan((fovY * RAD) / 2);
  const ndcX = dot(direction, right) / depth / (halfHeight * aspect);
  const ndcY = dot(direction, up) / depth / halfHeight;
  if (Math.abs(ndcX) > 1 || Math.abs(ndcY) > 1) return null;
  return { left: ((ndcX + 1) / 2) * 100, top: ((1 - ndcY) / 2) * 100 };
}

/** Background layout of the flat (no-WebGL) fallback: the image is 2 view heights tall, 4 wide. */
export function flatBackground(view: ViewAngles, width: number, height: number) {
  const imageHeight = height * 2;
  const imageWidth = imageHeight * 2;
  const centreX = (view.yaw / 360 + 0.5) * imageWidth;
  const centreY = (0.5 - view.pitch / 180) * imageHeight;
  return {
    size: { width: imageWidth, height: imageHeight },
    offsetX: width / 2 - centreX,
    offsetY: clamp(height / 2 - centreY, height - imageHeight, 0),
  };
}

/** Where a point lands in the flat fallback, or null when it is off screen. */
export function projectPointFlat(
  point: PanoramaPoint,
  view: ViewAngles,
  width: number,
  height: number,
): ViewPosition | null {
  const { size, offsetY } = flatBackground(view, width, height);
  const { lon } = pointToLonLat(point);
  const x = width / 2 + (normalizeYaw(lon - view.yaw) / 360) * size.width;
  const y = offsetY + (point.y / 100) * size.height;
  if (x < 0 || x > width || y < 0 || y > height) return null;
  return { left: (x / width) * 100, top: (y / height) * 100 };
}
