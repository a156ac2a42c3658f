import { round } from './svg.ts';

/** Where a feature is drawn: image size, horizon line and a seeded random source. */
export type FeatureContext = {
  width: number;
  height: number;
  horizon: number;
  rnd: () => number;
  dusk: boolean;
};

export const r = round;

/** Positions spread across the width so a panorama has something to see in every direction. */
export function spots(ctx: FeatureContext, count: number, from = 0.04, to = 0.96): number[] {
  return Array.from(
    { length: count },
    (_, i) => ctx.width * (from + ((to - from) * (i + 0.5)) / count + (ctx.rnd() - 0.5) * 0.03),
  );
}
