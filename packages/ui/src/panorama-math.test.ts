import { describe, expect, it } from 'vitest';
import {
  cameraBasis,
  clamp,
  dragAngles,
  flatBackground,
  normalizeYaw,
  pointToLonLat,
  projectPoint,
  projectPointFlat,
  turnBy,
} from './panorama-math.ts';

const TILT = [-90, 90] as const;
const SENSITIVITY = 0.5;

describe('clamp and normalizeYaw', () => {
  it('clamps into the range', () => {
    expect(clamp(120, -90, 90)).toBe(90);
    expect(clamp(-91, -90, 90)).toBe(-90);
    expect(clamp(12.5, -90, 90)).toBe(12.5);
  });

  it('folds any yaw into [-180, 180)', () => {
    expect(normalizeYaw(0)).toBe(0);
    expect(normalizeYaw(190)).toBe(-170);
    expect(normalizeYaw(-190)).toBe(170);
    expect(normalizeYaw(720 + 45)).toBe(45);
    expect(normalizeYaw(180)).toBe(-180);
  });
});

describe('dragAngles', () => {
  it('turns half a degree per pixel, the picture following the pointer', () => {
    expect(dragAngles({ yaw: 0, pitch: 0 }, 100, 0, SENSITIVITY, TILT)).toEqual({ yaw: -50, pitch: 0 });
    expect(dragAngles({ yaw: 0, pitch: 0 }, -40, 20, SENSITIVITY, TILT)).toEqual({ yaw: 20, pitch: 10 });
  });

  it('clamps the tilt to -90..90 however far the drag goes', () => {
    expect(dragAngles({ yaw: 0, pitch: 80 }, 0, 400, SENSITIVITY, TILT).pitch).toBe(90);
    expect(dragAngles({ yaw: 0, pitch: -80 }, 0, -400, SENSITIVITY, TILT).pitch).toBe(-90);
  });

  it('wraps the yaw all the way round', () => {
    expect(dragAngles({ yaw: 170, pitch: 0 }, -40, 0, SENSITIVITY, TILT).yaw).toBe(-170);
    expect(dragAngles({ yaw: 0, pitch: 0 }, 720, 0, SENSITIVITY, TILT).yaw).toBe(0);
  });

  it('keeps the tilt inside the range on keyboard steps too', () => {
    expect(turnBy({ yaw: 175, pitch: 85 }, 10, 10, TILT)).toEqual({ yaw: -175, pitch: 90 });
  });
});

describe('projection', () => {
  const close = (value: number | undefined, expected: number) => expect(value).toBeCloseTo(expected, 6);

  it('maps image percent to longitude and latitude', () => {
    expect(pointToLonLat({ x: 50, y: 50 })).toEqual({ lon: 0, lat: 0 });
    expect(pointToLonLat({ x: 0, y: 0 })).toEqual({ lon: -180, lat: 90 });
    expect(pointToLonLat({ x: 75, y: 100 })).toEqual({ lon: 90, lat: -90 });
  });

  it('builds an orthonormal camera basis', () => {
    const { forward, right, up } = cameraBasis({ yaw: 37, pitch: -22 });
    const dot = (a: readonly number[], b: readonly number[]) =>
      a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
    close(dot(forward, forward), 1);
    close(dot(right, right), 1);
    close(dot(up, up), 1);
    close(dot(forward, right), 0);
    close(dot(forward, up), 0);
    close(dot(right, up), 0);
  });

  it('puts the point the camera looks at in the middle of the view', () => {
    const centre = projectPoint({ x: 75, y: 25 }, { yaw: 90, pitch: 45 }, 70, 16 / 9);
    close(centre?.left, 50);
    close(centre?.top, 50);
  });

  it('moves a marker left when the view turns right, and hides what is behind', () => {
    const ahead = projectPoint({ x: 55, y: 50 }, { yaw: 0, pitch: 0 }, 70, 1.5);
    const turned = projectPoint({ x: 55, y: 50 }, { yaw: 18, pitch: 0 }, 70, 1.5);
    expect(ahead?.left).toBeGreaterThan(50);
    close(turned?.left, 50);
    expect(projectPoint({ x: 0, y: 50 }, { yaw: 0, pitch: 0 }, 70, 1.5)).toBeNull();
  });

  it('places a marker above the middle when it is above the horizon', () => {
    const above = projectPoint({ x: 50, y: 40 }, { yaw: 0, pitch: 0 }, 70, 1);
    expect(above?.top).toBeLessThan(50);
    close(above?.left, 50);
  });
});

describe('flat fallback', () => {
  it('centres the view on the yaw and keeps the image covering the view vertically', () => {
    const layout = flatBackground({ yaw: 0, pitch: 0 }, 800, 400);
    expect(layout.size).toEqual({ width: 1600, height: 800 });
    expect(layout.offsetX).toBe(400 - 800);
    expect(layout.offsetY).toBe(-200);
    expect(flatBackground({ yaw: 0, pitch: 90 }, 800, 400).offsetY).toBe(0);
    expect(flatBackground({ yaw: 0, pitch: -90 }, 800, 400).offsetY).toBe(-400);
  });

  it('projects markers onto the flat picture and wraps round the seam', () => {
    expect(projectPointFlat({ x: 50, y: 50 }, { yaw: 0, pitch: 0 }, 800, 400)).toEqual({ left: 50, top: 50 });
    expect(projectPointFlat({ x: 2, y: 50 }, { yaw: 175, pitch: 0 }, 800, 400)?.left).toBeCloseTo(56.7778, 3);
    expect(projectPointFlat({ x: 10, y: 50 }, { yaw: 0, pitch: 0 }, 800, 400)).toBeNull();
  });
});
