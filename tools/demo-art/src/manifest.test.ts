import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { excursionSeeds, portSeeds } from '@marsa/db/seed-data';
import { describe, expect, it } from 'vitest';
import { excursionScenes, imageJobs, portScenes } from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

describe('demo ship images', () => {
  it('are the ones the generator draws from the seed data (run `pnpm --filter @marsa/demo-art generate`)', () => {
    const stale = imageJobs().filter((job) => {
      const file = path.join(publicDir, job.url);
      return !existsSync(file) || readFileSync(file, 'utf8') !== job.render();
    });
    expect(stale.map((job) => job.url)).toEqual([]);
  });

  it('draw no words: names and captions belong to the page, in the guest language', () => {
    const withText = imageJobs().filter((job) => /<text\b/.test(job.render()));
    expect(withText.map((job) => job.url)).toEqual([]);
  });

  it('give every port and every excursion a scene and light of its own', () => {
    const looks = [
      ...portSeeds.map((port) => portScenes[port.key]),
      ...excursionSeeds.map((excursion) => excursionScenes[excursion.slug]),
    ].map((look) => `${look?.scene}/${look?.variant}`);
    expect(looks).not.toContain('undefined/undefined');
    expect(new Set(looks).size).toBe(looks.length);
  });
});
