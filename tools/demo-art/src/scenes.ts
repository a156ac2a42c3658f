import type { FeatureContext } from './feature-context.ts';
import { bubbles, dhows, flagpole, lighthouse, pier, yachts } from './features-coast.ts';
import {
  carvedFacade,
  elephantRock,
  oldTown,
  rockTomb,
  skyline,
  temple,
  tents,
} from './features-landmarks.ts';
import { balloons, boats, palms, parasols, reef, stars, waves } from './features-nature.ts';
import { gradient, mix, random, round } from './svg.ts';

export type SceneName =
  | 'city'
  | 'old-town'
  | 'reef'
  | 'beach'
  | 'sandstone'
  | 'night-desert'
  | 'balloons'
  | 'bay'
  | 'canyon'
  | 'dunes'
  | 'temple'
  | 'harbour'
  | 'coast'
  | 'gulf'
  | 'cape'
  | 'corniche'
  | 'deep-reef'
  | 'lagoon'
  | 'black-sand'
  | 'marina';

export type Variant = 'day' | 'golden' | 'dusk';

/** A band of hills: height and amplitude as fractions of the image height, integer frequencies so it wraps. */
type Ridge = {
  color: string;
  height: number;
  amp: number;
  freqs: number[];
  plateau?: number;
  fromBottom?: boolean;
};

type SceneSpec = {
  sky: string[];
  ground: string[];
  sun?: boolean;
  /** Night and underwater scenes keep their own colours whatever the time of day. */
  fixedLight?: boolean;
  night?: boolean;
  ridges: Ridge[];
  features: ((ctx: FeatureContext) => string)[];
};

const SEA = ['#1f7ea1', '#16597a', '#0e3f5c'];
const SAND = ['#e2c08d', '#d1a66a', '#b98a4f'];

const scenes: Record<SceneName, SceneSpec> = {
  city: {
    sky: ['#5fa8d3', '#a9d6e5', '#f1e3c8'],
    ground: SEA,
    sun: true,
    ridges: [],
    features: [skyline, waves, boats],
  },
  'old-town': {
    sky: ['#4e9ecb', '#9fd0e8', '#f3e2c3'],
    ground: ['#cdb38b', '#b99a6e', '#9c7d55'],
    sun: true,
    ridges: [],
    features: [oldTown],
  },
  reef: {
    sky: ['#a6e6f2', '#43b0cf', '#1d8ab0'],
    ground: ['#1d8ab0', '#125f8f', '#0a3a64'],
    fixedLight: true,
    ridges: [{ color: '#0f5b73', height: -0.42, amp: 0.1, freqs: [2, 5], fromBottom: true }],
    features: [reef],
  },
  beach: {
    sky: ['#48a9d6', '#9ad8ee', '#e9f6f7'],
    ground: ['#2fb3c4', '#7fd6cf', '#f0dcb0', '#e3c590'],
    sun: true,
    ridges: [{ color: '#b7a793', height: 0.004, amp: 0.03, freqs: [1, 3] }],
    features: [waves, palms, parasols],
  },
  sandstone: {
    sky: ['#3f8fc4', '#8cc7e3', '#f4dcb6'],
    ground: SAND,
    sun: true,
    ridges: [
      { color: '#b7764f', height: 0.02, amp: 0.12, freqs: [2, 3, 7], plateau: 0.6 },
      { color: '#9b5e3c', height: 0, amp: 0.06, freqs: [3, 5], plateau: 0.5 },
    ],
    features: [rockTomb],
  },
  'night-desert': {
    sky: ['#0b1026', '#1d2450', '#48396b'],
    ground: ['#3a2a36', '#2a1f2a', '#1a131b'],
    night: true,
    fixedLight: true,
    ridges: [{ color: '#2a1d2b', height: 0.01, amp: 0.1, freqs: [2, 5, 9], plateau: 0.55 }],
    features: [stars, elephantRock, tents],
  },
  balloons: {
    sky: ['#f6b38e', '#fbd3a6', '#fde9c9'],
    ground: ['#c98a5d', '#a86a42', '#7d4c2e'],
    sun: true,
    ridges: [
      { color: '#b9714a', height: 0.02, amp: 0.1, freqs: [3, 4, 8], plateau: 0.55 },
      { color: '#8f5334', height: 0, amp: 0.05, freqs: [2, 6] },
    ],
    features: [balloons],
  },
  bay: {
    sky: ['#3b8fc8', '#8ccbe6', '#eadfcb'],
    ground: SEA,
    sun: true,
    ridges: [
      { color: '#a88a74', height: 0.01, amp: 0.14, freqs: [2, 5, 11] },
      { color: '#8c6d58', height: 0, amp: 0.06, freqs: [3, 7] },
    ],
    features: [waves, boats],
  },
  canyon: {
    sky: ['#6fb1d9', '#b7dcec', '#f2dccb'],
    ground: ['#c98b6f', '#b07058', '#8e5443'],
    ridges: [
      { color: '#b3624d', height: 0.12, amp: 0.22, freqs: [2, 3, 9] },
      { color: '#9c4f3f', height: 0.04, amp: 0.12, freqs: [4, 7] },
    ],
    features: [carvedFacade],
  },
  dunes: {
    sky: ['#4a9bd1', '#97cfe8', '#f5d9b0'],
    ground: ['#d9804f', '#c2683c', '#a3522d'],
    sun: true,
    ridges: [
      { color: '#8a4b36', height: 0.03, amp: 0.16, freqs: [2, 3, 6], plateau: 0.5 },
      { color: '#c9703f', height: 0, amp: 0.05, freqs: [1, 4] },
    ],
    features: [tents],
  },
  temple: {
    sky: ['#5ca6d4', '#a7d5ea', '#f4e3c4'],
    ground: SAND,
    sun: true,
    ridges: [{ color: '#c7a574', height: 0, amp: 0.05, freqs: [1, 3, 5] }],
    features: [temple],
  },
  harbour: {
    sky: ['#4aa3d6', '#9ad2ec', '#efe6d2'],
    ground: SEA,
    sun: true,
    ridges: [{ color: '#9c8a76', height: 0.005, amp: 0.05, freqs: [2, 5] }],
    features: [waves, boats, boats],
  },
  coast: {
    sky: ['#56a8d8', '#a3d8ee', '#f6ead2'],
    ground: ['#2b9bb8', '#1f7ea1', '#16597a'],
    sun: true,
    ridges: [{ color: '#d9c29a', height: 0.003, amp: 0.025, freqs: [1, 4] }],
    features: [waves, dhows],
  },
  gulf: {
    sky: ['#4f9fd4', '#a0d3ea', '#f3e0c6'],
    ground: SEA,
    sun: true,
    ridges: [
      { color: '#a8553f', height: 0.06, amp: 0.24, freqs: [2, 3, 8] },
      { color: '#8a4232', height: 0.01, amp: 0.1, freqs: [3, 6] },
    ],
    features: [waves, flagpole],
  },
  cape: {
    sky: ['#3c8ac0', '#88c3df', '#e8dccd'],
    ground: ['#1c6e92', '#125273', '#0b3853'],
    sun: true,
    ridges: [{ color: '#6d5a4f', height: 0.02, amp: 0.16, freqs: [2, 4, 9] }],
    features: [waves, lighthouse],
  },
  corniche: {
    sky: ['#5aa3d2', '#a6d4ea', '#f5e6cc'],
    ground: ['#1f7ea1', '#16597a', '#0e3f5c'],
    sun: true,
    ridges: [],
    features: [skyline, waves, palms],
  },
  'deep-reef': {
    sky: ['#3aa0c8', '#16608f', '#0a3a64'],
    ground: ['#0a3a64', '#072a4a', '#041a30'],
    fixedLight: true,
    ridges: [
      { color: '#0b3550', height: -0.3, amp: 0.22, freqs: [1, 3], fromBottom: true },
      { color: '#0e4a66', height: -0.45, amp: 0.1, freqs: [2, 5], fromBottom: true },
    ],
    features: [reef, bubbles],
  },
  lagoon: {
    sky: ['#4aa8d8', '#9ed6ec', '#f0e4cf'],
    ground: ['#3cc4c9', '#1f9eac', '#137489'],
    sun: true,
    ridges: [
      { color: '#b49178', height: 0.015, amp: 0.18, freqs: [2, 3, 10] },
      { color: '#97765f', height: 0, amp: 0.05, freqs: [4, 9] },
    ],
    features: [waves, yachts],
  },
  'black-sand': {
    sky: ['#5aa9d6', '#a5d8ec', '#eef2ea'],
    ground: ['#2fb3c4', '#5ec2bd', '#5b534c', '#3f3934'],
    sun: true,
    ridges: [{ color: '#9a8775', height: 0.01, amp: 0.12, freqs: [2, 5, 7] }],
    features: [waves, parasols],
  },
  marina: {
    sky: ['#4ea6d9', '#a1d6ee', '#f3e9d6'],
    ground: SEA,
    sun: true,
    ridges: [{ color: '#b59c84', height: 0.004, amp: 0.03, freqs: [2, 3] }],
    features: [yachts, pier, palms],
  },
};

function tintSky(colors: string[], variant: Variant, fixedLight: boolean): string[] {
  if (fixedLight || variant === 'day') return colors;
  const warm = variant === 'golden' ? ['#f2b880', '#f7c77f', '#ffd79a'] : ['#3d2c6b', '#b65e8c', '#f59e62'];
  return colors.map((color, i) =>
    mix(color, warm[Math.min(i, warm.length - 1)] ?? '#f7c77f', variant === 'golden' ? 0.45 : 0.7),
  );
}

function ridgePath(ridge: Ridge, width: number, height: number, horizon: number, rnd: () => number): string {
  const phases = ridge.freqs.map(() => rnd() * Math.PI * 2);
  const steps = 128;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    let f = 0;
    ridge.freqs.forEach((k, j) => {
      f += Math.sin((2 * Math.PI * k * i) / steps + (phases[j] ?? 0)) / (j + 1);
    });
    const norm = ridge.freqs.reduce((sum, _, j) => sum + 1 / (j + 1), 0);
    let v = (f / norm + 1) / 2;
    if (ridge.plateau) v = Math.min(v, ridge.plateau) / ridge.plateau;
    points.push(`${round(x)} ${round(horizon - (ridge.height + ridge.amp * v) * height)}`);
  }
  const base = ridge.fromBottom ? height : round(horizon + 2);
  return `M0 ${base} L${points.join(' L')} L${width} ${base} Z`;
}

export type LandscapeOptions = {
  scene: SceneName;
  variant: Variant;
  width: number;
  height: number;
  /** Horizon as a fraction of the height: 0.5 for an equirectangular panorama. */
  horizon: number;
  seed: string;
};

/** Sky, sun, hills, ground and the scene's features; returns gradient defs and the drawing. */
export function renderLandscape(options: LandscapeOptions): { defs: string; body: string } {
  const spec = scenes[options.scene];
  const { width, height } = options;
  const horizon = Math.round(height * options.horizon);
  const rnd = random(`${options.seed}:${options.variant}`);
  const dusk = spec.fixedLight ? Boolean(spec.night) : options.variant === 'dusk';
  const defs =
    gradient('sky', tintSky(spec.sky, options.variant, Boolean(spec.fixedLight))) +
    gradient('ground', spec.ground);
  const body: string[] = [
    `<rect width="${width}" height="${horizon + 1}" fill="url(#sky)"/>`,
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>`,
  ];
  if (spec.sun) {
    const sx = width * (0.15 + rnd() * 0.7);
    const sy =
      options.variant === 'day' ? horizon * 0.35 : options.variant === 'golden' ? horizon * 0.8 : horizon;
    const color = options.variant === 'day' ? '#fff6d5' : '#ffcf70';
    body.push(
      `<circle cx="${round(sx)}" cy="${round(sy)}" r="${round(height * 0.05)}" fill="${color}" opacity="0.95"/>`,
    );
    body.push(
      `<circle cx="${round(sx)}" cy="${round(sy)}" r="${round(height * 0.1)}" fill="${color}" opacity="0.25"/>`,
    );
  }
  for (const ridge of spec.ridges) {
    const color = dusk && !spec.fixedLight ? mix(ridge.color, '#2d1e3a', 0.35) : ridge.color;
    body.push(`<path d="${ridgePath(ridge, width, height, horizon, rnd)}" fill="${color}"/>`);
  }
  const ctx: FeatureContext = { width, height, horizon, rnd, dusk };
  for (const feature of spec.features) body.push(feature(ctx));
  return { defs, body: body.join('') };
}
